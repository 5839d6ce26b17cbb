import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpInEmulator } from '../support/auth-emulator';
import { createTestDatabase, postgresAvailable } from '../support/postgres-server';
import { startServerProcess, testPort, type ServerProcess } from '../support/server-process';

/**
 * Two server processes, as main.ts runs them, on one PostgreSQL: started together on an empty
 * database, then serving one shop at once under concurrent orders and payments.
 */
const available = await postgresAvailable();
const SECRET = 'two-servers-share-this-session-secret-0123456789';
const ADMIN = `two-servers-admin-${crypto.randomUUID().slice(0, 8)}@example.com`;

describe.skipIf(!available)('two servers, one PostgreSQL', () => {
  const servers: ServerProcess[] = [];
  let drop: () => Promise<void>;
  const dirs: string[] = [];

  async function startServer(databaseUrl: string, port: number) {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-two-'));
    dirs.push(dir);
    return startServerProcess({ DATABASE_URL: databaseUrl, SESSION_SECRET: SECRET, DATA_DIR: dir, WEB_ROOT: dir, ADMIN_EMAILS: ADMIN }, port);
  }

  const json = async (base: string, method: string, url: string, token?: string, body?: unknown) => {
    const res = await fetch(base + url, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };

  beforeAll(async () => {
    const db = await createTestDatabase();
    drop = db.drop;
    const port = testPort();
    // Started together on an empty database: one migrates and seeds, the other waits its turn.
    servers.push(...(await Promise.all([startServer(db.url, port), startServer(db.url, port + 1)])));
  }, 400_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await drop?.();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('serves one shop: the catalogue seeded once, a session opened on one server accepted by the other, nothing lost or recorded twice', async () => {
    const [one, two] = servers.map((s) => s.base);
    const catalogue = (await json(one, 'GET', '/api/products?limit=100')).body.items;
    expect(catalogue).toHaveLength(12);
    expect((await json(two, 'GET', '/api/products?limit=100')).body.items).toEqual(catalogue);

    const account = await signUpInEmulator('Two Servers');
    const session = await fetch(`${one}/api/user/${encodeURIComponent(account.email)}`, { method: 'PUT', headers: { authorization: `Bearer ${account.idToken}` } });
    const token = (await session.json()).token as string;
    const product = catalogue.find((p: { min: number }) => p.min === 1);

    // Forty orders, half through each server, at once.
    const placed = await Promise.all(
      Array.from({ length: 40 }, (_, i) => json(i % 2 ? two : one, 'POST', '/api/order', token, { productId: product._id, quantity: 1 })),
    );
    expect(placed.map((r) => r.status)).toEqual(Array(40).fill(201));
    const listed = (await json(two, 'GET', '/api/order', token)).body;
    expect(new Set(listed.map((o: { _id: string }) => o._id))).toEqual(new Set(placed.map((r) => r.body.order._id)));

    // One placement sent through both servers at once is one order.
    const requestId = crypto.randomUUID();
    const twice = await Promise.all([one, two].map((base) => json(base, 'POST', '/api/order', token, { productId: product._id, quantity: 1, requestId })));
    expect(twice[0].body.order._id).toBe(twice[1].body.order._id);
    expect((await json(one, 'GET', '/api/order', token)).body).toHaveLength(41);

    // The same order paid through both servers at once: one intent, one charge, one payment.
    const orderId = twice[0].body.order._id;
    const secrets = await Promise.all([one, two].map((base) => json(base, 'POST', '/api/create-payment-intent', token, { orderId })));
    expect(secrets[0].body.clientSecret).toBe(secrets[1].body.clientSecret);
    const card = { clientSecret: secrets[0].body.clientSecret, number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Two Servers', email: account.email };
    const charges = await Promise.all([one, two].map((base) => json(base, 'POST', '/api/sandbox-card/confirm', undefined, card)));
    expect(charges[0].body.id).toBe(charges[1].body.id);
    const recorded = await Promise.all([one, two].map((base) => json(base, 'PATCH', `/api/order/${orderId}`, token, { transactionId: charges[0].body.id })));
    expect(recorded.map((r) => r.status)).toEqual([200, 200]);
    expect((await json(two, 'GET', `/api/order/${orderId}`, token)).body).toMatchObject({ paid: true, transactionId: charges[0].body.id });
  }, 400_000);
});
