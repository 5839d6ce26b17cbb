// Renders the public pages to HTML at build time (run by vite.config.ts after the build, with
// tsx): a phone shows the page as soon as the HTML and CSS arrive, and React hydrates it once its
// code has loaded. The pages render as a visitor's first paint would: sign-in being checked, the
// catalogue loading. Written to <outDir>/pages/<name>.html; the server sends them (web-app.ts).
import { environmentManager } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { App } from '../ui/app';
import { createBrowserContainer } from '../ui/composition-root';
import { createAppRouter } from '../ui/router';

/** The pages anyone may open that show the same to everyone: every other path gets the empty shell. */
const PRERENDERED_PATHS = ['/', '/about', '/blog', '/reviews', '/faq', '/detail', '/contact', '/portfolio', '/login', '/register'];

/** The file a prerendered path is written to, under the build's folder. */
const prerenderedFile = (urlPath: string) => path.join('pages', `${urlPath === '/' ? 'index' : urlPath.slice(1)}.html`);

/**
 * The router renders here as it would in the browser (its client build, picked by
 * `--conditions=browser`), whose code reads `window` and `self`; nothing else of the browser is used.
 */
function pretendBrowser() {
  Object.assign(globalThis, { window: globalThis, self: globalThis });
}

async function prerender(outDir: string) {
  // The page paints without its code: public/load-after-paint.js starts the code once it has.
  const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8')
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, '<script defer src="/load-after-paint.js" data-entry="$1"></script>')
    .replaceAll('<link rel="modulepreload" crossorigin href=', '<link data-after-paint href=');
  if (!shell.includes('<div id="root"></div>') || !shell.includes('load-after-paint') || shell.includes('modulepreload')) {
    throw new Error('index.html is not as scripts/prerender-pages.tsx expects it: an empty <div id="root"></div>, one module script, its modulepreload links');
  }
  mkdirSync(path.join(outDir, 'pages'), { recursive: true });
  pretendBrowser();
  // TanStack Query, though, knows it renders on the server: it keeps no timers that would hold the process open.
  environmentManager.setIsServer(() => true);
  for (const urlPath of PRERENDERED_PATHS) {
    const router = createAppRouter(createMemoryHistory({ initialEntries: [urlPath] }), { scrollRestoration: false });
    await router.load(); // loads the lazy page's code, so the page itself renders rather than its fallback
    const html = renderToString(<App container={createBrowserContainer()} router={router} />);
    writeFileSync(path.join(outDir, prerenderedFile(urlPath)), shell.replace('<div id="root"></div>', `<div id="root">${html}</div>`));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await prerender(process.argv[2] ?? 'dist');
