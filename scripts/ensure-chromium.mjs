// The browser tests drive Debian's Chromium, and read printed pages with poppler's pdftotext; install them when missing and we may.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const pdfToTextPath = '/usr/bin/pdftotext';

/** Installs a Debian package when `path` is missing, as root with apt-get; otherwise says how. */
function ensureDebianPackage(path, pkg, what, otherwise = '') {
  if (existsSync(path)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(`${what} is missing at ${path}. Install Debian's package (sudo apt-get install -y ${pkg})${otherwise}.`);
  }
  console.log(`Installing Debian’s ${pkg} for the browser tests…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, { stdio: 'inherit' });
}

export function ensureChromium() {
  ensureDebianPackage(chromiumPath, 'chromium', 'Chromium', ' or set CHROMIUM_PATH');
}

/** The packing slip's journey prints it to PDF and reads its text back. */
export function ensurePdfToText() {
  ensureDebianPackage(pdfToTextPath, 'poppler-utils', 'pdftotext');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureChromium();
  ensurePdfToText();
}
