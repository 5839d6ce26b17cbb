/**
 * How long a download's object URL outlives its click: the browser starts reading it after the
 * click returns (Firefox a moment later), and a URL revoked before then saves nothing.
 */
const URL_LIFETIME_MS = 10_000;

/** Saves text as a file in the visitor's downloads, under `fileName`, through a link clicked once and removed. */
export function downloadText(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
}
