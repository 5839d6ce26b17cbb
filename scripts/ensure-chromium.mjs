// The browser tests drive Debian's Chromium; install it when it is missing and we may.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(`Chromium is missing at ${chromiumPath}. Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
  console.log('Installing Debian’s Chromium for the browser tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
