import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script shared with npm start
import { buildServerIfStale } from '../../scripts/build-server.mjs';
import { COMPILED_SERVER, startServerProcess, type ServerProcess } from '../support/server-process';

const peakMb = (pid: number) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

describe('the compiled server (npm start)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-compiled-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts from build/server/main.mjs on an empty data directory and serves the seeded catalogue', async () => {
    await buildServerIfStale();
    server = await startServerProcess({ DATA_DIR: dir, WEB_ROOT: path.join(dir, 'no-ui'), SESSION_SECRET: 'compiled-server-test-secret-0123456789abcdef' }, 4800 + Math.floor(Math.random() * 100), COMPILED_SERVER);
    const res = await fetch(`${server.base}/api/products?limit=50`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);
    // PGlite's database was made by a process of its own: creating it in the server took it past 900 MB.
    if (existsSync('/proc/self/status')) expect(peakMb(server.process.pid!)).toBeLessThan(600);
  }, 90_000);

  it('loads what only some requests need when one first needs it: sign-in checks, email rendering, mail sending and pictures are not in the module every start reads', async () => {
    await buildServerIfStale();
    const meta = JSON.parse(readFileSync('build/server/meta.json', 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown>; imports: { path: string; kind: string }[] }> };
    const main = meta.outputs['build/server/main.mjs'];
    const packages = new Set(Object.keys(main.inputs).map((input) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1]));
    for (const later of ['firebase-admin', 'google-auth-library', 'react-dom', 'html-to-text', 'prettier', 'nodemailer']) expect(packages, later).not.toContain(later);
    // Kept out of the bundle, sharp is imported on demand only.
    expect(main.imports.filter((i) => i.path === 'sharp')).toEqual([expect.objectContaining({ kind: 'dynamic-import' })]);
  }, 90_000);

  it('runs in its container with the flags npm start runs it with', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync('Dockerfile', 'utf8'))?.[1];
    expect(JSON.parse(cmd!)).toEqual(['node', ...COMPILED_SERVER]);
  });
});
