import { mkdtempSync, rmSync } from 'node:fs';
import { deliverTo } from '../support/stored-orders';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpInEmulator } from '../support/auth-emulator';
import { createTestDatabase, postgresAvailable } from '../support/postgres-server';
import { startServerProcess, testPort } from '../support/server-process';

/**
 * Orders placed in a steady stream, the server killed with SIGKILL in the middle of it, then
 * started again on the same data: every order the server acknowledged is there, and the data
 * opens cleanly. On PGlite on disk and on PostgreSQL.
 */
const SECRET = 'crash-safety-session-secret-0123456789abcdef';
const postgres = await postgresAvailable();
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function crashAndRecover(env: Record<string, string>) {
  const port = testPort();
  const first = await startServerProcess({ ...env, SESSION_SECRET: SECRET }, port);
  cleanups.push(() => first.stop());
  // Confirmed: an unconfirmed account may hold 50 units unpaid, which the writers can pass before the kill lands.
  const account = await signUpInEmulator('Crash Tester', undefined, { verified: true });
  const session = await fetch(`${first.base}/api/user/${encodeURIComponent(account.email)}`, { method: 'PUT', headers: { authorization: `Bearer ${account.idToken}` } });
  const token = (await session.json()).token as string;
  const { items } = await (await fetch(`${first.base}/api/products?limit=20`)).json();
  const product = items.find((p: { min: number }) => p.min === 1);

  // Four writers place orders one after another until the server dies under them.
  const acknowledged: string[] = [];
  let killed = false;
  const writer = async () => {
    while (!killed) {
      try {
        const res = await fetch(`${first.base}/api/order`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ ...deliverTo, productId: product._id, quantity: 1 }),
        });
        if (res.status === 201) acknowledged.push((await res.json()).order._id);
      } catch {
        // The connection died with the server: this order was never acknowledged.
      }
    }
  };
  const writers = Array.from({ length: 4 }, writer);
  while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 20));
  first.process.kill('SIGKILL');
  killed = true;
  await Promise.all(writers);

  const second = await startServerProcess({ ...env, SESSION_SECRET: SECRET }, port + 1);
  cleanups.push(() => second.stop());
  const stored = (await (await fetch(`${second.base}/api/order`, { headers: { authorization: `Bearer ${token}` } })).json()) as { _id: string }[];
  const ids = new Set(stored.map((order) => order._id));
  expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
  expect(ids.size).toBeGreaterThanOrEqual(acknowledged.length);
  // The data is usable after the crash: it still takes orders.
  const after = await fetch(`${second.base}/api/order`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...deliverTo, productId: product._id, quantity: 1 }),
  });
  expect(after.status).toBe(201);
  await second.stop();
  return acknowledged.length;
}

describe('a server killed while taking orders', () => {
  it('keeps every acknowledged order on PGlite on disk, whose data directory opens again cleanly', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-crash-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    expect(await crashAndRecover({ DATA_DIR: dir, WEB_ROOT: dir })).toBeGreaterThanOrEqual(40);
  }, 400_000);

  it.skipIf(!postgres)('keeps every acknowledged order on PostgreSQL', async () => {
    const db = await createTestDatabase();
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-crash-pg-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    cleanups.push(() => db.drop());
    expect(await crashAndRecover({ DATABASE_URL: db.url, DATA_DIR: dir, WEB_ROOT: dir })).toBeGreaterThanOrEqual(40);
  }, 400_000);
});
