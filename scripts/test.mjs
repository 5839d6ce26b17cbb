// `npm test`: every check and test of the shop, ending with one line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { buildUiIfStale } from './build-ui.mjs';
import { ensureChromium, ensurePdfToText } from './ensure-chromium.mjs';
import { journeyCounts } from './journey-counts.mjs';

const out = '.test-output';
rmSync(`${out}/vitest.json`, { force: true });
rmSync(`${out}/playwright.json`, { force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function run(title, command, args, env = {}) {
  console.log(`\n━━ ${title} ━━`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(0) };
}

function check(title, command, args) {
  const { ok, seconds } = run(title, command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${title}: ${ok ? 'passed' : 'FAILED'} (${seconds}s)`);
}

function suite(title, command, args, env, report, count) {
  const { ok, seconds } = run(title, command, args, env);
  const counts = existsSync(report) ? count(JSON.parse(readFileSync(report, 'utf8'))) : null;
  if (!counts) {
    totals.failed += 1;
    lines.push(`${title}: did not report (exit ${ok ? 0 : 'non-zero'})`);
    return;
  }
  // A runner that failed without a failing test (a crash, a bad config) still fails the run.
  if (!ok && counts.failed === 0) counts.failed = 1;
  for (const key of Object.keys(totals)) totals[key] += counts[key];
  lines.push(`${title}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (${seconds}s)`);
}

ensureChromium();
ensurePdfToText();
check('lint (dependency rules included)', 'npx', ['eslint', '.']);
check('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
suite('unit, contract, API and story tests (vitest)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}/vitest.json`], {}, `${out}/vitest.json`, (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests + (r.numTotalTestSuites > 0 && r.success === false && r.numFailedTests === 0 ? 1 : 0),
  skipped: r.numPendingTests + r.numTodoTests,
}));
buildUiIfStale();
// A journey that passes only on its retry is a failure: a race that fails one time in two is a bug.
suite('browser journeys (Playwright, Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/playwright.json` }, `${out}/playwright.json`, (r) => {
  const { flaky, ...counts } = journeyCounts(r);
  for (const title of flaky) lines.push(`FLAKY journey (failed, then passed on its retry; counted as failed): ${title}`);
  return counts;
});

console.log('\n━━ Summary ━━');
for (const line of lines) console.log(`  ${line}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
