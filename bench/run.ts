// `npm run bench`: the shop's speed, measured with autocannon against real server processes on
// PGlite and on PostgreSQL, with catalogues of 1,000 and 100,000 products, beside a plain Fastify
// route answering the same bytes as the product list (the framework's ceiling). Prints a table
// and writes it to bench/results/. Figures, never assertions: these machines are shared.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { machineLine, publishReport, waitForAnswer } from './report';
import { encodeSeqCursor } from '../adapters/common/seq-cursor';
import { openPglite, openPostgres, type OpenDatabase } from '../adapters/postgres/database';
import { createTestDatabase, postgresAvailable } from '../tests/support/postgres-server';
// @ts-expect-error -- a plain .mjs script shared with npm start
import { startAuthEmulator } from '../scripts/firebase-emulator.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const SECRET = 'bench-session-secret-0123456789abcdefghijkl';
const PROJECT = 'demo-hartwell-bench';

/** Fills the catalogue with `count` products in one statement, before any server opens it. */
async function seed(database: OpenDatabase, count: number) {
  await database.db.execute(sql`
    INSERT INTO products (id, name, description, price, min_quantity, max_quantity, image)
    SELECT gen_random_uuid(), 'Bench part ' || n, 'A part made for measuring the shop, number ' || n, 10 + n % 500, 1, 100, '/catalogue/torque-wrench.svg'
    FROM generate_series(1, ${count}) AS n`);
}

const rssMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
};

async function cannon(options: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

interface Row {
  setup: string;
  endpoint: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  ratio: string;
  memory: string;
  coldStart: string;
}

const emulator: { host: string; stop(): Promise<void> } = await startAuthEmulator({ port: 9899, projectId: PROJECT });
const rows: Row[] = [];
const engines: ('pglite' | 'postgres')[] = ['pglite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])];
let port = 4800;

try {
  for (const engine of engines) {
    for (const size of SIZES) {
      const dir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
      const pg = engine === 'postgres' ? await createTestDatabase() : null;
      const database = pg ? await openPostgres(pg.url, 2) : await openPglite(dir);
      await seed(database, size);
      await database.close();

      const base = `http://127.0.0.1:${++port}`;
      const started = performance.now();
      const server = spawn(process.execPath, ['--import', 'tsx', 'adapters/node/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dir,
          WEB_ROOT: dir,
          LOG_LEVEL: 'error',
          SESSION_SECRET: SECRET,
          FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
          FIREBASE_PROJECT_ID: PROJECT,
          // The bench measures what a server can take; the per-client limits would refuse it at once.
          ORDERS_PER_MINUTE: '100000000',
          ORDERS_PER_MINUTE_PER_ADDRESS: '100000000',
          ...(pg ? { DATABASE_URL: pg.url } : {}),
        },
        stdio: 'ignore',
      });
      await waitForAnswer(`${base}/api/products?limit=1`, server);
      const coldStart = `${Math.round(performance.now() - started)} ms`;

      // A customer to order with, signed in as the browser does.
      const email = `bench-${Date.now()}@example.com`;
      const signUp = await fetch(`http://${emulator.host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'bench-pass', returnSecureToken: true }),
      });
      const { idToken } = (await signUp.json()) as { idToken: string };
      const token = ((await (await fetch(`${base}/api/user/${encodeURIComponent(email)}`, { method: 'PUT', headers: { authorization: `Bearer ${idToken}` } })).json()) as { token: string }).token;

      const list = await fetch(`${base}/api/products?limit=20`);
      const listBody = await list.text();
      const middle = (await (await fetch(`${base}/api/products?limit=1&cursor=${encodeSeqCursor(Math.floor(size / 2))}`)).json()) as { items: { _id: string }[] };
      const productId = middle.items[0]._id;

      const bodyFile = path.join(dir, 'list.json');
      writeFileSync(bodyFile, listBody);
      const ceilingPort = ++port;
      const ceiling = spawn(process.execPath, ['--import', 'tsx', 'bench/ceiling.ts'], { env: { ...process.env, PORT: String(ceilingPort), BODY_FILE: bodyFile }, stdio: 'ignore' });
      await waitForAnswer(`http://127.0.0.1:${ceilingPort}/ceiling`, ceiling);
      const top = await cannon({ url: `http://127.0.0.1:${ceilingPort}/ceiling` });
      ceiling.kill('SIGKILL');

      const setup = `${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${size.toLocaleString('en-US')} products`;
      const measured: [string, autocannon.Options][] = [
        ['GET /api/products?limit=20', { url: `${base}/api/products?limit=20` }],
        ['GET /api/products/{id}', { url: `${base}/api/products/${productId}` }],
        [
          'POST /api/order',
          {
            url: `${base}/api/order`,
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ productId, quantity: 1, phone: '555 0100' }),
          },
        ],
      ];
      rows.push({ setup, endpoint: 'ceiling (plain Fastify, same bytes as the list)', ...top, ratio: '1.00', memory: '', coldStart: '' });
      for (const [endpoint, options] of measured) {
        const result = await cannon(options);
        rows.push({ setup, endpoint, ...result, ratio: (result.rps / top.rps).toFixed(2), memory: `${rssMb(server.pid!)} MB`, coldStart });
      }

      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      await pg?.drop();
      rmSync(dir, { recursive: true, force: true });
      console.log(`measured: ${setup}`);
    }
  }
} finally {
  await emulator.stop();
}

const lines = [
  `Shop benchmark, ${new Date().toISOString()}: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per endpoint`,
  `${machineLine()} Memory is the server's resident size after its runs.`,
  '',
  '| setup | endpoint | req/s | p50 ms | p99 ms | errors | of ceiling | server memory | cold start |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.setup} | ${r.endpoint} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.ratio} | ${r.memory} | ${r.coldStart} |`),
];
publishReport(lines);
