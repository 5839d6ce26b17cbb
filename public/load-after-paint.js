// Starts a prerendered page's code once the page has painted (scripts/prerender-pages.tsx): the
// page shows without it, and on a slow network the code should not hold back the stylesheet.
(function () {
  var entry = document.currentScript.dataset.entry;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    document.querySelectorAll('link[data-after-paint]').forEach(function (link) {
      var preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.href = link.href;
      document.head.append(preload);
    });
    import(entry);
  }
  requestAnimationFrame(function () {
    setTimeout(start);
  });
  // A tab opened in the background paints nothing until shown: start anyway.
  setTimeout(start, 1000);
})();
