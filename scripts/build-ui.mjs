// Builds the UI into dist/ unless the build there is newer than every source it comes from.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// Everything the pages are built from: the UI, the adapters its composition root names, the prerenderer.
const sources = ['ui', 'core', 'adapters/http/client', 'adapters/browser', 'adapters/firebase', 'adapters/sandbox-card', 'adapters/stripe', 'public', 'index.html', 'vite.config.ts', 'scripts/prerender-pages.tsx', 'package-lock.json'];

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs);
}

export function buildUiIfStale({ force = false } = {}) {
  const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
  const stale = force || built === 0 || sources.some((source) => newestChange(source) > built);
  if (!stale) return false;
  console.log('Building the shop’s pages…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) buildUiIfStale({ force: process.argv.includes('--force') });
