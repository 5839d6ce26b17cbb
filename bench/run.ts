// `npm run bench`: starts the shop on a fresh PGlite with the seeded catalogue and measures the
// catalogue reads from a loopback client. Prints a table and writes it to bench/results/.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { composeServer } from '../adapters/node/composition-root';
import { readConfig } from '../adapters/node/config';
// @ts-expect-error -- a plain .mjs script shared with npm start
import { startAuthEmulator } from '../scripts/firebase-emulator.mjs';

const DURATION_MS = Number(process.env.BENCH_MS ?? 5000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function measure(url: string) {
  const latencies: number[] = [];
  const deadline = Date.now() + DURATION_MS;
  let errors = 0;
  const worker = async () => {
    while (Date.now() < deadline) {
      const start = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      if (!res.ok) errors++;
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  return { rps: Math.round(latencies.length / (DURATION_MS / 1000)), p50: at(0.5), p99: at(0.99), errors };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
// The shop as npm start runs it, with its own sign-in emulator.
const emulator: { host: string; stop(): Promise<void> } = await startAuthEmulator({ port: 9899 });
// firebase-admin reads the emulator's address from the environment.
process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
const coldStart = performance.now();
const { app } = await composeServer({ ...readConfig({ FIREBASE_AUTH_EMULATOR_HOST: emulator.host }), dataDir, webRoot: path.join(dataDir, 'none'), logLevel: 'error' });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const startMs = (performance.now() - coldStart).toFixed(0);
const { items } = (await (await fetch(`${base}/api/products?limit=1`)).json()) as { items: { _id: string }[] };

const rows = [
  ['GET /api/products?limit=20', await measure(`${base}/api/products?limit=20`)],
  ['GET /api/products/{id}', await measure(`${base}/api/products/${items[0]._id}`)],
] as const;
await app.close();
await emulator.stop();
rmSync(dataDir, { recursive: true, force: true });

const lines = [
  `Shop benchmark, ${new Date().toISOString()} — PGlite, seeded catalogue, ${CONNECTIONS} connections, ${DURATION_MS / 1000}s each`,
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; cold start ${startMs} ms`,
  '',
  '| endpoint | req/s | p50 ms | p99 ms | errors |',
  '|---|---:|---:|---:|---:|',
  ...rows.map(([name, r]) => `| ${name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`),
];
console.log(lines.join('\n'));
writeFileSync(path.join('bench', 'results', 'latest.md'), `${lines.join('\n')}\n`);
