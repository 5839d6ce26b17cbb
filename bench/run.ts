// `npm run bench`: the shop's speed, start-up and memory, measured with autocannon against the
// compiled server (as npm start runs it) on PGlite and on PostgreSQL, with catalogues of 1,000 and
// 100,000 products. Each endpoint is set beside its own ceiling (bench/ceiling.ts): a plain
// Fastify route sending the same bytes, running the same read, or making the same writes in one
// statement on the same database. Placements and checkouts are each a different customer's, every
// checkout finding a full cart of five products (bench/customers.ts). Shop and ceiling take turns
// BENCH_ROUNDS times (3), each after BENCH_WARM_UP_SECONDS (5) of unmeasured load; the report gives
// the medians and the range of each ratio. Also:
// cold starts, the server's memory on PGlite's first and later starts and on PostgreSQL, and the
// whole `npm start` stack's. Prints its tables and writes them to bench/results/. Figures, never
// assertions: these machines are shared. BENCH_ENDPOINTS=place,checkout measures only those
// endpoints (list, product, place, mine, checkout, search-part, search-typo, search-words, dashboard),
// without the starts and memory; BENCH_ENGINES=postgres (or pglite) measures on that one only. The catalogue is the realistic one of `npm run db:seed-large`, every part
// orderable one unit at a time; each search asks a query of its own, so that the shop's two-second
// response cache answers almost none of them and both sides run the search (on the largest
// catalogue only, where there are enough different queries for that). The admins' dashboard
// (GET /api/figures by day, week and month) is measured on PostgreSQL with the largest catalogue, once
// the other endpoints are done, after BENCH_DASHBOARD_ORDERS (1,000,000) orders over two years are
// written into it (bench/dashboard.ts), with no ceiling: its target is a p99 under a second.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pgDriver from 'pg';
import { addCustomers, CART_LINES, fillCarts, fullCarts, tokensFor, vacuumed } from './customers';
import { addAdmin, seedOrders, type SeededOrders } from './dashboard';
import { cpuMs, processMemory, processTree } from './memory';
import { machineLine, publishReport, waitForAnswer } from './report';
import { encodeSeqCursor } from '../adapters/common/seq-cursor';
import { addProductsInBulk } from '../adapters/postgres/bulk-products';
import { largeCatalogue } from '../adapters/seed/large-catalogue';
import { categoryPaths } from '../adapters/seed/category-paths';
import { PostgresCategoryRepository } from '../adapters/postgres/postgres-category-repository';
import { searchQueries } from './search-queries';
import { SPANS_SHOWN } from '../core/domain/shop-figures';
import { openPglite, openPostgres, type OpenDatabase } from '../adapters/postgres/database';
import { createTestDatabase, postgresAvailable } from '../tests/support/postgres-server';
// @ts-expect-error -- plain .mjs scripts shared with npm start
import { startAuthEmulator } from '../scripts/firebase-emulator.mjs';
// @ts-expect-error -- plain .mjs scripts shared with npm start
import { buildServerIfStale, SERVER_BUNDLE, SERVER_ENV, SERVER_NODE_FLAGS } from '../scripts/build-server.mjs';
// @ts-expect-error -- plain .mjs scripts shared with npm start
import { buildUiIfStale } from '../scripts/build-ui.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// Unmeasured load before each run: by then the server's code is compiled, as in a server that has run a while.
// Five seconds: after one, the shop's longer code paths were still being compiled and it measured a sixth to a quarter below its steady state.
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 5);
// Shop and ceiling take turns this many times; the report gives each figure's median and the ratios' range.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const ENDPOINTS = ['list', 'product', 'place', 'mine', 'checkout', 'search-part', 'search-typo', 'search-words', 'dashboard'] as const;
const SEARCHES = ['search-part', 'search-typo', 'search-words'] as const;
type Endpoint = (typeof ENDPOINTS)[number];
/** The endpoints measured beside a ceiling, in rounds of their own; the dashboard has none. */
type Paired = Exclude<Endpoint, 'dashboard'>;
const PAIRED = ENDPOINTS.filter((name): name is Paired => name !== 'dashboard');
const chosen = (process.env.BENCH_ENDPOINTS ?? ENDPOINTS.join(',')).split(',').map((name) => name.trim()) as Endpoint[];
for (const name of chosen) if (!ENDPOINTS.includes(name)) throw new Error(`BENCH_ENDPOINTS: no endpoint ${name} (${ENDPOINTS.join(', ')})`);
const measures = (name: Endpoint) => chosen.includes(name);
// Starts and memory are measured only in a full run.
const FULL_RUN = ENDPOINTS.every(measures);
// The dashboard's history: written on PostgreSQL only, where a shop of a million orders would run
// (PGlite would take far longer to write them, in the bench's own process), with the largest
// catalogue; read by a few admins at once, not fifty.
const DASHBOARD_ORDERS = Number(process.env.BENCH_DASHBOARD_ORDERS ?? 1_000_000);
const DASHBOARD_CONNECTIONS = Number(process.env.BENCH_DASHBOARD_CONNECTIONS ?? 10);
const DASHBOARD_SIZE = Math.max(...SIZES);
// Searches are measured on the largest catalogue of the run only: a smaller one gives a few thousand
// different queries (two per part number, one per name), which the shop's two-second response cache
// answers again and again at the rates measured, so that the row would measure the cache (at 1,000
// products a typo's search ran at 28 times its ceiling, which has none).
const SEARCH_SIZE = Math.max(...SIZES);
const CUTS = ['day', 'week', 'month'] as const;
// Every placement and checkout is a different customer's, each checkout finds a full cart: enough
// customers for this many requests a second, which no endpoint here reaches.
const CUSTOMERS = (SECONDS + WARM_UP_SECONDS) * Number(process.env.BENCH_CUSTOMERS_PER_SECOND ?? 4000);
const SECRET = 'bench-session-secret-0123456789abcdefghijkl';
const PROJECT = 'demo-hartwell-bench';
// The benchmark's own ports: its Auth emulator (and the two above it), the stack's mail catcher, its servers.
const EMULATOR_PORT = 9899;
const MAIL_PORTS = { smtp: 5800, web: 5801 };
const STACK_PORT = 4899;
let port = 4800;

const COMPILED: string[] = [...SERVER_NODE_FLAGS, SERVER_BUNDLE];
const FROM_SOURCES = ['--import', 'tsx', 'adapters/node/main.ts'];
const ADDRESS = { recipient: 'Bench Customer', line1: '1 Bench Road', city: 'Benchton', postcode: 'B1 1BB', country: 'United Kingdom' };
const READER_ORDERS = 20;

interface Throughput {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Requests answered 2xx, the warm-up's included. */
  ok: number;
  /** Requests answered in the measured run: with none, its latencies are autocannon's zeros, not figures. */
  answered: number;
  /** CPU time per answered request, in ms, of the server and (on PostgreSQL) the database's backends serving it. */
  cpu: number;
  /** The server's own part of `cpu` (the first process watched). */
  serverCpu: number;
}
interface Row {
  setup: string;
  endpoint: string;
  /** Each round's shop and ceiling, measured one after the other. */
  pairs: { shop: Throughput; ceiling: Throughput }[];
}
interface DashboardRow {
  setup: string;
  seeded: SeededOrders;
  /** Each cut's runs, one a round. */
  cuts: Record<(typeof CUTS)[number], Throughput[]>;
  /** Each cut's first answer on a new server, in ms: the one that works its top lists out while the admin waits. */
  first: Record<(typeof CUTS)[number], number>;
}
interface StartRow {
  server: string;
  coldStartMs: number;
  peakMb?: number;
  residentMb: number;
  note?: string;
}

/**
 * Fills the catalogue with `count` parts of the realistic catalogue, each orderable one at a time and
 * listed under its category (Fixings > Screws), before any server opens it; answers the parts with the
 * id of their top category, which the searches with a category facet name.
 */
async function seed(database: OpenDatabase, count: number) {
  const categoryAt = await categoryPaths(new PostgresCategoryRepository(database.db));
  const parts = [];
  for (const part of largeCatalogue(count, { orderable: true })) parts.push({ ...part, categoryId: await categoryAt(part.categoryPath), topCategoryId: await categoryAt(part.categoryPath.slice(0, 1)) });
  await addProductsInBulk(database.db, parts);
  return parts;
}

/**
 * Customer n's address, as a proxy in front of the shop would forward it: thousands of customers
 * calling from one address would all wait on one rate-limit bucket, which no shop sees. The
 * ceilings are sent the same header.
 */
const fromOwnAddress = (n: number) => ({ 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });

/** The processes a run's CPU time is charged to. */
type Watched = () => Promise<number[]>;

const cpuOf = (pids: number[]) => new Map(pids.map((pid) => [pid, cpuMs(pid)]));

/**
 * A run of autocannon against one endpoint; with `watched`, the CPU time those processes spent per
 * answer, which a machine shared with other work bends far less than requests a second; with
 * `settle`, waited for between the warm-up and the run.
 */
async function cannon(options: autocannon.Options, watched?: Watched, settle?: () => Promise<void>): Promise<Throughput> {
  const warmUp = WARM_UP_SECONDS > 0 ? await autocannon({ connections: CONNECTIONS, duration: WARM_UP_SECONDS, ...options }) : null;
  await settle?.();
  const before = watched ? cpuOf(await watched()) : new Map<number, number>();
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  const after = watched ? cpuOf(await watched()) : new Map<number, number>();
  const spent = [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);
  const [server] = after;
  const own = server ? server[1] - (before.get(server[0]) ?? 0) : 0;
  const [cpu, serverCpu] = [spent, own].map((ms) => (result.requests.total ? ms / result.requests.total : 0));
  const ok = result['2xx'] + (warmUp?.['2xx'] ?? 0);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, ok, cpu, serverCpu, answered: result.requests.total };
}

/** The server process and, on PostgreSQL, the backends serving its database (seen through `observer`, which is left out). */
const watching = (pid: number, observer: pgDriver.Client | null): Watched => async () => [
  pid,
  ...(observer ? (await observer.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')).rows.map((row) => row.pid) : []),
];

/**
 * Waits until the database has run none of the server's queries for a few polls in a row (seen
 * through `observer`): autocannon stops without waiting for the answers still to come, and the
 * server still works out a slow endpoint's (the dashboard's take seconds under load), which would
 * otherwise queue the run's first requests behind the warm-up's last.
 */
const settled = (observer: pgDriver.Client) => async () => {
  for (let quiet = 0, until = Date.now() + 60_000; quiet < 3 && Date.now() < until; ) {
    const { rows } = await observer.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active'`,
    );
    quiet = rows[0].n === 0 ? quiet + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** A run in which each request is the next bench customer's: `request(n)` gives customer n's headers and body. */
function perCustomer(url: string, method: 'POST', path: string, request: (n: number) => { headers: Record<string, string>; body: string }): autocannon.Options {
  let next = 0;
  return { url, requests: [{ method, path, setupRequest: (sent) => ({ ...sent, ...request(next++ % CUSTOMERS) }) }] };
}

/** A run of GETs in which each request asks the next of `paths`, wrapping round. */
function perPath(url: string, paths: readonly string[]): autocannon.Options {
  let next = 0;
  return { url, requests: [{ method: 'GET', setupRequest: (sent) => ({ ...sent, path: paths[next++ % paths.length] }) }] };
}

/** Spawns a Node process serving `readyPath` on `port`; answers it once that answers 200, with the time that took. */
async function startProcess(args: string[], env: Record<string, string>, portNumber: number, readyPath: string, timeoutMs?: number) {
  const started = performance.now();
  // BENCH_PROFILE=<dir>: each server and ceiling writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, ...args], { env: { ...SERVER_ENV, ...process.env, ...env, PORT: String(portNumber), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'pipe'] });
  // What it says on stderr, kept to say why it stopped.
  let said = '';
  child.stderr!.on('data', (chunk: Buffer) => void (said = (said + chunk.toString()).slice(-4000)));
  const base = `http://127.0.0.1:${portNumber}`;
  await waitForAnswer(`${base}${readyPath}`, child, timeoutMs).catch((error: Error) => {
    throw new Error(`${error.message}${said && `:\n${said}`}`);
  });
  return { child, base, coldStartMs: Math.round(performance.now() - started) };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const serverEnv = (dataDir: string, emulatorHost: string, databaseUrl?: string): Record<string, string> => ({
  DATA_DIR: dataDir,
  WEB_ROOT: dataDir,
  LOG_LEVEL: 'error',
  SESSION_SECRET: SECRET,
  FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
  FIREBASE_PROJECT_ID: PROJECT,
  // The bench sends no mail: what its orders queue waits in the outbox.
  MAIL_TRANSPORT: 'none',
  // The bench measures what a server can take; the per-client limits would refuse it at once.
  ORDERS_PER_MINUTE: '100000000',
  ORDERS_PER_MINUTE_PER_ADDRESS: '100000000',
  // Each customer calls from an address of its own, as the proxy in front of the shop tells it.
  TRUST_PROXY: '127.0.0.1',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});

/** A new customer, signed in as the browser does: the shop's token and the shop's id of the user (what their orders are kept under). */
async function customer(base: string, emulatorHost: string) {
  const email = `bench-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const signUp = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-pass', returnSecureToken: true }),
  });
  const { idToken } = (await signUp.json()) as { idToken: string };
  const res = await fetch(`${base}/api/user/${encodeURIComponent(email)}`, { method: 'PUT', headers: { authorization: `Bearer ${idToken}` } });
  const session = (await res.json()) as { token: string; user: { id: string } };
  return { token: session.token, id: session.user.id };
}

/** Placing one unit of `productId`, as the order page sends it. */
const placing = (url: string, token: string, productId: string) => ({
  url,
  method: 'POST' as const,
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify({ productId, quantity: 1, phone: '555 0100', address: ADDRESS }),
});

/** A checkout of the whole cart, as the checkout page sends it. */
const CHECKOUT_BODY = JSON.stringify({ phone: '555 0100', address: ADDRESS });

/** The ids of the catalogue's products, in its order. */
async function productIds(database: OpenDatabase) {
  const result = (await database.db.execute(sql`SELECT id FROM products ORDER BY seq`)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

/** The email the shop queued for an order of `units` units, as stored (the ceilings write the same bytes); null when it queued none. */
async function mailOfOrder(database: OpenDatabase, units: number) {
  const result = (await database.db.execute(sql`
    SELECT m.subject, m.email FROM mail_outbox m JOIN orders o ON m.key = 'order-placed:' || o.id
    WHERE o.quantity = ${units}::int AND o.customer LIKE 'bench-%' LIMIT 1`)) as unknown as { rows: { subject: string; email: unknown }[] };
  return result.rows[0] ?? null;
}

/** `npm start` as a whole (what scripts/start.mjs runs) on an empty data directory: its start, and every process's memory after a run on the list. */
async function measureStack(): Promise<StartRow> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-bench-stack-'));
  // Its own emulator and catcher, on the embedded defaults: nothing configured from outside.
  const { FIREBASE_PROJECT_ID: _p, FIREBASE_AUTH_EMULATOR_HOST: _h, SMTP_URL: _s, DATABASE_URL: _d, ...env } = process.env;
  const stack = { ...env, DATA_DIR: dir, LOG_LEVEL: 'error', AUTH_EMULATOR_PORT: String(EMULATOR_PORT), MAIL_SMTP_PORT: String(MAIL_PORTS.smtp), MAIL_INBOX_PORT: String(MAIL_PORTS.web) } as Record<string, string>;
  try {
    const { child, base, coldStartMs } = await startProcess(['scripts/start.mjs'], stack, STACK_PORT, '/api/products?limit=1', 180_000);
    try {
      await cannon({ url: `${base}/api/products?limit=20` });
      const tree = processTree(child.pid!);
      const part = (test: (command: string) => boolean) => tree.filter((p) => test(p.command)).reduce((sum, p) => sum + p.residentMb, 0);
      const server = part((c) => c.includes(SERVER_BUNDLE));
      const emulator = part((c) => c.includes('firebase') || c.includes('emulator'));
      const total = tree.reduce((sum, p) => sum + p.residentMb, 0);
      return {
        server: '`npm start`: server, Auth emulator, mail catcher (PGlite, first start)',
        coldStartMs,
        residentMb: total,
        note: `server ${server} MB, Auth emulator ${emulator} MB, launcher with the mail catcher ${total - server - emulator} MB`,
      };
    } finally {
      await stop(child);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The admins' dashboard on a PostgreSQL database once its other endpoints are measured (its orders
 * would weigh on theirs): an admin, DASHBOARD_ORDERS orders with their documents, then a server
 * asked for each cut in turn, ROUNDS times, with the admin's token, each run once the warm-up's
 * requests are done (`settled`). Checks first that every cut answers and counts the orders waiting
 * to be packed as written, so that the figures are of the dashboard and not of a refusal.
 */
async function measureDashboard(url: string, env: Record<string, string>, observer: pgDriver.Client, setup: string): Promise<DashboardRow> {
  const token = await addAdmin(url, SECRET);
  const seeded = await seedOrders(url, DASHBOARD_ORDERS, (line) => console.log(line));
  const count = (value: number) => value.toLocaleString('en-US');
  console.log(`dashboard: ${count(seeded.orders)} orders, ${count(seeded.invoices)} invoices and ${count(seeded.creditNotes)} credit notes written in ${seeded.seconds.toFixed(0)} s`);
  const { child: server, base } = await startProcess(COMPILED, env, ++port, '/api/products?limit=1');
  try {
    const headers = { authorization: `Bearer ${token}` };
    const first: DashboardRow['first'] = { day: 0, week: 0, month: 0 };
    for (const cut of CUTS) {
      const asked = performance.now();
      const answer = await fetch(`${base}/api/figures?by=${cut}`, { headers });
      first[cut] = Math.round(performance.now() - asked);
      const body = (await answer.json()) as { toPack?: number; totals?: { ordersPlaced: number } };
      if (answer.status !== 200 || body.toPack !== seeded.toPack || !body.totals?.ordersPlaced) {
        throw new Error(`GET /api/figures?by=${cut} answered ${answer.status} ${JSON.stringify(body).slice(0, 300)}; ${seeded.toPack} orders wait to be packed`);
      }
    }
    const cpu = watching(server.pid!, observer);
    const cuts: DashboardRow['cuts'] = { day: [], week: [], month: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const cut of CUTS) cuts[cut].push(await cannon({ url: `${base}/api/figures?by=${cut}`, headers, connections: DASHBOARD_CONNECTIONS }, cpu, settled(observer)));
    }
    return { setup, seeded, cuts, first };
  } finally {
    await stop(server);
  }
}

// The builds first, so that no start below waits for one (the pages only for npm start's stack).
if (FULL_RUN) buildUiIfStale();
await buildServerIfStale();
const starts: StartRow[] = FULL_RUN ? [await measureStack()] : [];
if (FULL_RUN) console.log('measured: the npm start stack');

const emulator: { host: string; stop(): Promise<void> } = await startAuthEmulator({ port: EMULATOR_PORT, projectId: PROJECT });
const rows: Row[] = [];
const dashboards: DashboardRow[] = [];
const available: ('pglite' | 'postgres')[] = ['pglite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])];
const engines = process.env.BENCH_ENGINES ? available.filter((engine) => process.env.BENCH_ENGINES!.split(',').includes(engine)) : available;

try {
  // The floor: how long plain Fastify takes from spawning to its first answer here, now.
  if (FULL_RUN) {
    const { child, coldStartMs } = await startProcess(['bench/fastify-start.mjs'], {}, ++port, '/api/products');
    starts.push({ server: 'plain Fastify, one route from memory (the floor)', coldStartMs, ...processMemory(child.pid!), note: 'no load' });
    await stop(child);
  }
  // PGlite's first start: the server creates its database (in a child process of its own).
  if (FULL_RUN) {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
    const { child, base, coldStartMs } = await startProcess(COMPILED, serverEnv(dir, emulator.host), ++port, '/api/products?limit=1');
    await cannon({ url: `${base}/api/products?limit=20` });
    starts.push({ server: 'PGlite, first start (empty data directory, seeded catalogue)', coldStartMs, ...processMemory(child.pid!) });
    await stop(child);
    rmSync(dir, { recursive: true, force: true });
  }

  for (const engine of engines) {
    for (const size of SIZES) {
      // Only the dashboard measured: no other setup has anything to measure.
      if (!PAIRED.some(measures) && !(engine === 'postgres' && size === DASHBOARD_SIZE)) continue;
      const dir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
      const pg = engine === 'postgres' ? await createTestDatabase() : null;
      const database = pg ? await openPostgres(pg.url, 2) : await openPglite(dir);
      const parts = await seed(database, size);
      await addCustomers(database, CUSTOMERS);
      if (measures('checkout')) await fillCarts(database, CUSTOMERS);
      else await vacuumed(database);
      const catalogue = await productIds(database);
      const searches = searchQueries(parts);
      await database.close();
      const tokens = tokensFor(SECRET, CUSTOMERS);
      // Customer n places one unit of product n (wrapping round): placements at the same moment take different rows, as different customers' do.
      const placingBodies = catalogue.map((productId) => JSON.stringify({ productId, quantity: 1, phone: '555 0100', address: ADDRESS }));
      const placeAs = (n: number) => ({ body: placingBodies[n % placingBodies.length] });
      const json = { 'content-type': 'application/json' };
      const setup = `${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${size.toLocaleString('en-US')} products`;
      const observer = pg ? new pgDriver.Client({ connectionString: pg.url }) : null;
      await observer?.connect();
      const env = serverEnv(dir, emulator.host, pg?.url);

      // Shop and ceiling take turns, ROUNDS times: a change of a tenth shows through the medians, and the spread says how far to trust them.
      const rounds: { shop: Partial<Record<Endpoint, Throughput>>; top: Partial<Record<Endpoint, Throughput>> }[] = [];
      let first: { reader: { token: string; id: string }; productId: string; listBody: string; productBody: string; mailFile: string } | null = null;
      // No rounds when only the dashboard is measured.
      for (let round = 0; round < (PAIRED.some(measures) ? ROUNDS : 0); round++) {
        const { child: server, base, coldStartMs } = await startProcess(COMPILED, env, ++port, '/api/products?limit=1');
        const shopCpu = watching(server.pid!, observer);
        if (!first) {
          const reader = await customer(base, emulator.host);
          const listBody = await (await fetch(`${base}/api/products?limit=20`)).text();
          const middle = (await (await fetch(`${base}/api/products?limit=1&cursor=${encodeSeqCursor(Math.floor(size / 2))}`)).json()) as { items: { _id: string }[] };
          const productId = middle.items[0]._id;
          const productBody = await (await fetch(`${base}/api/products/${productId}`)).text();
          // The reader has a short history of orders, as a customer's "My orders" page shows.
          if (measures('mine')) {
            for (let i = 0; i < READER_ORDERS; i++) {
              const placed = await fetch(`${base}/api/order`, placing(`${base}/api/order`, reader.token, productId));
              if (placed.status !== 201) throw new Error(`placing an order answered ${placed.status}: ${await placed.text()}`);
            }
          }
          first = { reader, productId, listBody, productBody, mailFile: path.join(dir, 'mail.json') };
        }
        const { reader, productId } = first;

        const shop: Partial<Record<Endpoint, Throughput>> = {};
        if (measures('list')) shop.list = await cannon({ url: `${base}/api/products?limit=20` }, shopCpu);
        if (measures('product')) shop.product = await cannon({ url: `${base}/api/products/${productId}` }, shopCpu);
        if (measures('place')) shop.place = await cannon(perCustomer(base, 'POST', '/api/order', (n) => ({ headers: { ...json, ...fromOwnAddress(n), authorization: `Bearer ${tokens[n]}` }, ...placeAs(n) })), shopCpu);
        if (measures('mine')) shop.mine = await cannon({ url: `${base}/api/order`, headers: { authorization: `Bearer ${reader.token}` } }, shopCpu);
        if (measures('checkout')) shop.checkout = await cannon(perCustomer(base, 'POST', '/api/checkout', (n) => ({ headers: { ...json, ...fromOwnAddress(n), authorization: `Bearer ${tokens[n]}` }, body: CHECKOUT_BODY })), shopCpu);
        for (const name of SEARCHES) if (measures(name) && size === SEARCH_SIZE) shop[name] = await cannon(perPath(base, searches[name].map((query) => `/api/search?${query}`)), shopCpu);
        if (round === 0) starts.push({ server: `${setup}: later start, compiled`, coldStartMs, ...processMemory(server.pid!) });
        await stop(server);

        // The same start from the TypeScript sources (as npm run dev runs it), once, for comparison.
        if (round === 0 && FULL_RUN && engine === 'pglite' && size === SIZES[0]) {
          const { child, coldStartMs: fromSources } = await startProcess(FROM_SOURCES, env, ++port, '/api/products?limit=1');
          starts.push({ server: `${setup}: later start, from the sources (tsx)`, coldStartMs: fromSources, ...processMemory(child.pid!), note: 'no load' });
          await stop(child);
        }

        // Between the two: every checkout answered 201 took a full cart (those still under way when the warm-up or the run ended took one unanswered), and the carts are full again for the ceiling.
        const between = pg ? await openPostgres(pg.url, 2) : await openPglite(dir);
        if (round === 0) writeFileSync(first.mailFile, JSON.stringify({ place: await mailOfOrder(between, 1), checkout: await mailOfOrder(between, CART_LINES) }));
        if (shop.checkout) {
          const taken = CUSTOMERS - (await fullCarts(between));
          if (taken < shop.checkout.ok || taken > shop.checkout.ok + 2 * CONNECTIONS) throw new Error(`${shop.checkout.ok} checkouts answered 201 but ${taken} carts were taken`);
          await fillCarts(between, CUSTOMERS);
        }
        await between.close();

        // The ceilings, on the same database once the server has let go of it (PGlite has one owner).
        const listFile = path.join(dir, 'list.json');
        const productFile = path.join(dir, 'product.json');
        writeFileSync(listFile, first.listBody);
        writeFileSync(productFile, first.productBody);
        const ceilingEnv = { ...env, LIST_FILE: listFile, PRODUCT_FILE: productFile, MAIL_FILE: first.mailFile, READER_ID: reader.id };
        const { child: ceilingServer, base: ceiling } = await startProcess(['--import', 'tsx', 'bench/ceiling.ts'], ceilingEnv, ++port, '/list');
        const ceilingCpu = watching(ceilingServer.pid!, observer);
        const top: Partial<Record<Endpoint, Throughput>> = {};
        if (measures('list')) top.list = await cannon({ url: `${ceiling}/list` }, ceilingCpu);
        if (measures('product')) top.product = await cannon({ url: `${ceiling}/product` }, ceilingCpu);
        if (measures('place')) top.place = await cannon(perCustomer(ceiling, 'POST', '/place', (n) => ({ headers: { ...json, ...fromOwnAddress(n), 'x-customer': String(n) }, ...placeAs(n) })), ceilingCpu);
        if (measures('mine')) top.mine = await cannon({ url: `${ceiling}/read` }, ceilingCpu);
        if (measures('checkout')) top.checkout = await cannon(perCustomer(ceiling, 'POST', '/checkout', (n) => ({ headers: { ...json, ...fromOwnAddress(n), 'x-customer': String(n) }, body: CHECKOUT_BODY })), ceilingCpu);
        for (const name of SEARCHES) if (measures(name) && size === SEARCH_SIZE) top[name] = await cannon(perPath(ceiling, searches[name].map((query) => `/search?${query}`)), ceilingCpu);
        await stop(ceilingServer);
        // The next round's shop finds every cart full, as this one's did.
        if (top.checkout && round < ROUNDS - 1) {
          const refill = pg ? await openPostgres(pg.url, 2) : await openPglite(dir);
          await fillCarts(refill, CUSTOMERS);
          await refill.close();
        }
        rounds.push({ shop, top });
      }
      if (measures('dashboard') && pg && observer && size === DASHBOARD_SIZE) dashboards.push(await measureDashboard(pg.url, env, observer, setup));
      await observer?.end();

      const labels: Record<Paired, string> = {
        list: 'GET /api/products?limit=20 (same bytes from memory)',
        product: 'GET /api/products/{id} (same bytes from memory)',
        place: 'POST /api/order, one unit, a different customer and product each (stock, order, line, event, email in one statement)',
        mine: `GET /api/order, ${READER_ORDERS} orders (the same SELECT)`,
        checkout: `POST /api/checkout, a full cart of ${CART_LINES} products, a different customer each (cart, stock, order, lines, event, email in one statement)`,
        'search-part': 'GET /api/search, the start of a part number, a different one each (the same statement)',
        'search-typo': 'GET /api/search, a name with a typo, a different one each (the same statement)',
        'search-words': 'GET /api/search, two words and the sizes of a name with a price band and its top category, a different one each (the same statement)',
      };
      for (const name of PAIRED) {
        const pairs = rounds.flatMap(({ shop, top }) => (shop[name] && top[name] ? [{ shop: shop[name], ceiling: top[name] }] : []));
        if (pairs.length > 0) rows.push({ setup, endpoint: labels[name], pairs });
      }
      await pg?.drop();
      rmSync(dir, { recursive: true, force: true });
      console.log(`measured: ${setup}`);
    }
  }
} finally {
  await emulator.stop();
}

const n = (value: number) => value.toLocaleString('en-US');
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** The median of one figure over the rounds. */
const mid = (runs: Throughput[], figure: keyof Throughput) => median(runs.map((run) => run[figure]));
/** A ratio's median and, over several rounds, its lowest and highest: "0.72 (0.65-0.80)". */
const ratio = (values: number[]) => {
  const shown = (value: number) => value.toFixed(2);
  if (values.some((value) => !Number.isFinite(value))) return '-';
  return values.length > 1 ? `${shown(median(values))} (${shown(Math.min(...values))}–${shown(Math.max(...values))})` : shown(values[0]);
};
/** The dashboard's table, or why it has none. */
const dashboardLines = (): string[] => {
  if (!measures('dashboard')) return [];
  if (dashboards.length === 0) return ['', "The admins' dashboard: not measured, as no PostgreSQL answered (its orders are written on PostgreSQL only)."];
  const { seeded } = dashboards[0];
  return [
    '',
    `The admins' dashboard, GET /api/figures with an admin's token: ${DASHBOARD_CONNECTIONS} connections, the three cuts in turn, ${ROUNDS} ${ROUNDS === 1 ? 'round' : 'rounds'}, medians; no ceiling, the target is a p99 under 1,000 ms. On PostgreSQL only (PGlite is not measured), with ${n(seeded.orders)} orders in the database: ${n(DASHBOARD_ORDERS)} over the last two years written before it, with ${n(seeded.customers)} customers, ${n(seeded.invoices)} invoices, ${n(seeded.creditNotes)} credit notes and ${n(seeded.toPack)} orders to pack, in ${seeded.seconds.toFixed(0)} s (bench/dashboard.ts). The top lists are worked out once per period and cut for every admin within half a minute, then again behind the answer: first answer is each cut's first on a new server, which works them out while the admin waits.`,
    '',
    '| setup | cut | req/s | p50 ms | p99 ms | errors | CPU ms | first answer ms |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...dashboards.flatMap(({ setup, cuts, first }) =>
      CUTS.map((cut) => {
        // A run in which no request came back has no latencies: the medians are of the others, and the row says how many there were.
        const runs = cuts[cut].filter((run) => run.answered > 0);
        const errors = cuts[cut].reduce((sum, run) => sum + run.errors, 0);
        const unanswered = cuts[cut].length - runs.length;
        const label = `by=${cut}, the last ${SPANS_SHOWN[cut]} ${cut}s${unanswered ? ` (${unanswered} of ${cuts[cut].length} runs: no answer within ${SECONDS} s)` : ''}`;
        if (runs.length === 0) return `| ${setup} | ${label} | 0 | > ${n(SECONDS * 1000)} | > ${n(SECONDS * 1000)} | ${errors} | | ${n(first[cut])} |`;
        return `| ${setup} | ${label} | ${n(Math.round(mid(runs, 'rps')))} | ${mid(runs, 'p50')} | ${mid(runs, 'p99')} | ${errors} | ${mid(runs, 'cpu').toFixed(2)} | ${n(first[cut])} |`;
      }),
    ),
  ];
};
const lines = [
  `Shop benchmark, ${new Date().toISOString()}: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per endpoint after ${WARM_UP_SECONDS} s of warm-up, the compiled server (${SERVER_BUNDLE}); shop and ceiling in turn, ${ROUNDS} ${ROUNDS === 1 ? 'round' : 'rounds'}.`,
  `${machineLine()} Each endpoint beside its ceiling: a plain Fastify route with the same answer, the same read, or the same writes in one statement, on the same database and pool.`,
  // Only the dashboard measured: no table of endpoints beside their ceilings.
  ...(PAIRED.some(measures)
    ? [
        '',
        "Figures are the rounds' medians; of ceiling: the shop's requests a second over the ceiling's, each round's pair, its median and range; CPU ms: the CPU time of the server (and on PostgreSQL of the backends serving its database) per answer, on PostgreSQL the server's own part in brackets; of ceiling, CPU: the ceiling's CPU time per answer over the shop's, which other work on a shared machine bends far less than requests a second.",
        '',
        '| setup | endpoint | req/s | p50 ms | p99 ms | errors | CPU ms | ceiling req/s | ceiling p50 ms | ceiling p99 ms | ceiling CPU ms | of ceiling | of ceiling, CPU |',
        '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
        ...rows.map(({ setup, endpoint, pairs }) => {
          const shop = pairs.map((pair) => pair.shop);
          const top = pairs.map((pair) => pair.ceiling);
          const errors = shop.reduce((sum, run) => sum + run.errors, 0);
          // Where the database runs in processes of its own, how the CPU time divides between the server and it.
          const cpu = (runs: Throughput[]) => `${mid(runs, 'cpu').toFixed(2)}${setup.startsWith('PostgreSQL') ? ` (${mid(runs, 'serverCpu').toFixed(2)})` : ''}`;
          return `| ${setup} | ${endpoint} | ${n(Math.round(mid(shop, 'rps')))} | ${mid(shop, 'p50')} | ${mid(shop, 'p99')} | ${errors} | ${cpu(shop)} | ${n(Math.round(mid(top, 'rps')))} | ${mid(top, 'p50')} | ${mid(top, 'p99')} | ${cpu(top)} | ${ratio(pairs.map((pair) => pair.shop.rps / pair.ceiling.rps))} | ${ratio(pairs.map((pair) => pair.ceiling.cpu / pair.shop.cpu))} |`;
        }),
      ]
    : []),
  ...dashboardLines(),
  '',
  'Cold start: from spawning the process to its first 200 answer. Peak: the process\'s VmHWM; resident: its VmRSS after the runs above.',
  '',
  '| server | cold start | peak memory | resident after load | |',
  '|---|---:|---:|---:|---|',
  ...starts.map((s) => `| ${s.server} | ${n(s.coldStartMs)} ms | ${s.peakMb === undefined ? '' : `${s.peakMb} MB`} | ${s.residentMb} MB | ${s.note ?? ''} |`),
];
publishReport(lines);
