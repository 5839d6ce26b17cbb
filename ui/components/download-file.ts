/**
 * How long a download's object URL outlives its click: the browser starts reading it after the
 * click returns (Firefox a moment later), and a URL revoked before then saves nothing.
 */
const URL_LIFETIME_MS = 10_000;

/** Saves text as a file in the visitor's downloads, under `fileName`. */
export const downloadText = (fileName: string, text: string, type: string) => downloadFile(fileName, new Blob([text], { type }));

/** Saves a file sent in base64 (a PDF the server made) in the visitor's downloads, under `fileName`. */
export const downloadBase64 = (fileName: string, base64: string, type: string) => downloadFile(fileName, new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type }));

/** Saves a file in the visitor's downloads, under `fileName`, through a link clicked once and removed. */
function downloadFile(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
}
