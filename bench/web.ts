// `npm run bench:web`: Lighthouse (its default mobile preset) on /, /about and /login, and the
// gzip size of the JavaScript the home page loads, against the production build served as
// `npm start` serves it, on ports of its own and a fresh data directory. Prints a table and
// writes it to bench/results/. Figures, never assertions: these machines are shared.
import { chromium } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { machineLine, publishReport, RESULTS_DIR, waitForAnswer } from './report';
// @ts-expect-error -- a plain .mjs script shared with npm start
import { buildUiIfStale } from '../scripts/build-ui.mjs';
// @ts-expect-error -- a plain .mjs script shared with npm test
import { chromiumPath, ensureChromium } from '../scripts/ensure-chromium.mjs';

const PORT = 3300;
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = ['/', '/about', '/login'];
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const CHROME_PATH = chromiumPath as string;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const CATEGORIES = [
  { id: 'performance', title: 'Performance', target: 95 },
  { id: 'accessibility', title: 'Accessibility', target: 100 },
  { id: 'best-practices', title: 'Best Practices', target: 95 },
  { id: 'seo', title: 'SEO', target: 95 },
] as const;
const JS_TARGET_KB = 170;
const LIGHTHOUSE_VERSION = (JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }).version;

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { title: string; score: number | null; scoreDisplayMode: string; displayValue?: string }>;
}

/** Starts the shop as the browser journeys do (scripts/e2e-server.mjs: runShop, fresh data, own emulator), in a process group of its own. */
function startShop(dataDir: string) {
  return spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', AUTH_EMULATOR_PORT: '9599', DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
}

/** SIGTERM lets runShop stop the server and the emulator; whatever still runs after 30 s is killed. */
async function stopShop(shop: ChildProcess) {
  if (shop.exitCode !== null || shop.signalCode !== null) return;
  const exited = new Promise((resolve) => shop.once('exit', resolve));
  shop.kill('SIGTERM');
  const timer = setTimeout(() => {
    try {
      process.kill(-shop.pid!, 'SIGKILL');
    } catch {
      // the group is gone already
    }
  }, 30_000);
  await exited;
  clearTimeout(timer);
}

/** One Lighthouse run through its CLI, in a fresh Chromium profile; the JSON report is kept for reading the audits. */
function lighthouse(url: string, output: string) {
  return new Promise<Report>((resolve, reject) => {
    const args = [url, '--output=json', `--output-path=${output}`, `--only-categories=${CATEGORIES.map((c) => c.id).join(',')}`, `--chrome-flags=${CHROME_FLAGS.join(' ')}`, '--quiet'];
    const child = spawn(path.resolve('node_modules/.bin/lighthouse'), args, { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(readFileSync(output, 'utf8')) as Report) : reject(new Error(`lighthouse ${url} exited with ${code}`))));
  });
}

const score = (report: Report, id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);

/** The run with the median performance score, of RUNS runs (performance is the noisy one). */
async function measurePage(page: string) {
  const name = page === '/' ? 'home' : page.slice(1);
  const reports: Report[] = [];
  for (let run = 1; run <= RUNS; run++) reports.push(await lighthouse(`${BASE}${page}`, path.join(RESULTS_DIR, 'lighthouse', `${name}-${run}.json`)));
  const runs = reports.map((report) => score(report, 'performance'));
  reports.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  return { page, runs, report: reports[Math.floor(reports.length / 2)] };
}

/** Every script the home page loads, each body gzipped at level 9 as a server would send it. */
async function homeJavaScript() {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
  try {
    const page = await browser.newPage();
    const bodies: Promise<{ name: string; gzip: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.push(response.body().then((body) => ({ name: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length })));
    });
    await page.goto(`${BASE}/`, { waitUntil: 'networkidle' });
    const scripts = (await Promise.all(bodies)).sort((a, b) => b.gzip - a.gzip);
    return { totalKb: scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024, scripts };
  } finally {
    await browser.close();
  }
}

/** The audits that lost points, as hints of what to fix (informative and manual-check audits left out). */
function failingAudits(report: Report) {
  return Object.entries(report.audits)
    .filter(([, a]) => a.score !== null && a.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode))
    .map(([id, a]) => `${id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
}

ensureChromium();
buildUiIfStale();
mkdirSync(path.join(RESULTS_DIR, 'lighthouse'), { recursive: true });
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-web-'));
const shop = startShop(dataDir);
const stopAndExit = (code: number) => void stopShop(shop).finally(() => process.exit(code));
process.once('SIGINT', () => stopAndExit(130));
process.once('SIGTERM', () => stopAndExit(143));

const pages: Awaited<ReturnType<typeof measurePage>>[] = [];
const js = await (async () => {
  try {
    await waitForAnswer(`${BASE}/api/products?limit=1`, shop, 180_000);
    for (const page of PAGES) {
      pages.push(await measurePage(page));
      console.log(`measured: ${page}`);
    }
    return await homeJavaScript();
  } finally {
    await stopShop(shop);
    rmSync(dataDir, { recursive: true, force: true });
  }
})();

const mark = (ok: boolean) => (ok ? 'yes' : '**no**');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const lines = [
  `Web benchmark, ${new Date().toISOString()}: Lighthouse ${LIGHTHOUSE_VERSION}, mobile preset (simulated slow 4G, 4x CPU slowdown), median performance of ${RUNS} runs, Debian's Chromium`,
  machineLine(),
  '',
  `| page | ${CATEGORIES.map((c) => c.title).join(' | ')} | performance runs |`,
  `|---|${CATEGORIES.map(() => '---:|').join('')}---|`,
  ...pages.map((p) => `| ${p.page} | ${CATEGORIES.map((c) => score(p.report, c.id)).join(' | ')} | ${p.runs.join(', ')} |`),
  `| target | ${CATEGORIES.map((c) => (c.target === 100 ? '100' : `>= ${c.target}`)).join(' | ')} | |`,
  `| meets target | ${CATEGORIES.map((c) => mark(pages.every((p) => score(p.report, c.id) >= c.target))).join(' | ')} | |`,
  '',
  `Home page JavaScript: ${js.totalKb.toFixed(1)} KB gzip (level 9) in ${js.scripts.length} files; target <= ${JS_TARGET_KB} KB: ${mark(js.totalKb <= JS_TARGET_KB)}.`,
  `Largest: ${js.scripts.slice(0, 5).map((s) => `${path.basename(s.name)} ${kb(s.gzip)} KB`).join(', ')}.`,
  '',
  'Audits below 0.9 (median run; reports in bench/results/lighthouse/):',
  ...pages.map((p) => `- ${p.page}: ${failingAudits(p.report).join(', ') || 'none'}`),
];
publishReport(lines, 'web-');
