// Installs the project's packages when they are missing or older than package-lock.json,
// so `npm start` and `npm test` work on a fresh clone with nothing else typed.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const stamp = 'node_modules/.shop-lock-hash';
const lockHash = createHash('sha256').update(readFileSync('package-lock.json')).digest('hex');
const installed = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : '';

if (installed !== lockHash) {
  console.log('Installing the packages in package-lock.json (first run, or the lock changed)…');
  execSync('npm ci --no-audit --no-fund --loglevel=error', { stdio: 'inherit' });
  writeFileSync(stamp, lockHash);
}
