import { mkdtempSync, rmSync } from 'node:fs';
import { deliverTo } from '../support/stored-orders';
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
      Array.from({ length: 40 }, (_, i) => json(i % 2 ? two : one, 'POST', '/api/order', token, { ...deliverTo, productId: product._id, quantity: 1 })),
    );
    expect(placed.map((r) => r.status)).toEqual(Array(40).fill(201));
    // Numbered by PostgreSQL's sequence, whichever server took the order: distinct and consecutive.
    const numbers = placed.map((r) => Number(/^HT-(\d+)$/.exec(r.body.order.number)![1])).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(40);
    expect(numbers[39] - numbers[0]).toBe(39);
    const listed = (await json(two, 'GET', '/api/order', token)).body;
    expect(new Set(listed.map((o: { _id: string }) => o._id))).toEqual(new Set(placed.map((r) => r.body.order._id)));

    // One placement sent through both servers at once is one order.
    const requestId = crypto.randomUUID();
    const twice = await Promise.all([one, two].map((base) => json(base, 'POST', '/api/order', token, { ...deliverTo, productId: product._id, quantity: 1, requestId })));
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

  // The admin's account is made once; every test signs it in through the first server.
  let adminAccount: Promise<{ token: string; email: string }> | undefined;
  const adminSession = (base: string) => (adminAccount ??= sessionOf(base, 'Stock Admin', ADMIN));

  const sessionOf = async (base: string, name: string, email?: string) => {
    const account = await signUpInEmulator(name, email, { verified: true });
    const res = await fetch(`${base}/api/user/${encodeURIComponent(account.email)}`, { method: 'PUT', headers: { authorization: `Bearer ${account.idToken}` } });
    return { token: (await res.json()).token as string, email: account.email };
  };

  it('sells the last 10 units once across both servers, and refunds a paid order once when admins on both press at once', async () => {
    const [one, two] = servers.map((s) => s.base);
    const admin = await adminSession(one);
    const product = (await json(one, 'POST', '/api/products', admin.token, { name: 'Last Ten Clamps', description: 'Ten left', price: 12, min: 1, max: 5, image: '/clamp.svg', stock: 10 })).body;
    const customers = await Promise.all(Array.from({ length: 5 }, (_, i) => sessionOf(i % 2 ? two : one, `Buyer ${i}`)));

    // Fifty orders of one unit, through both servers at once.
    const placed = await Promise.all(
      Array.from({ length: 50 }, (_, i) => json(i % 2 ? two : one, 'POST', '/api/order', customers[i % 5].token, { ...deliverTo, productId: product._id, quantity: 1 })),
    );
    expect(placed.filter((r) => r.status === 201)).toHaveLength(10);
    expect(placed.filter((r) => r.status !== 201).map((r) => r.status)).toEqual(Array(40).fill(409));
    expect((await json(two, 'GET', `/api/products/${product._id}`)).body.stock).toBe(0);

    // One of them paid, then twenty cancellations at once through both servers: one refund.
    const buyer = customers[placed.findIndex((r) => r.status === 201) % 5];
    const order = placed.find((r) => r.status === 201)!.body.order;
    const { clientSecret } = (await json(one, 'POST', '/api/create-payment-intent', buyer.token, { orderId: order._id })).body;
    const charge = (await json(two, 'POST', '/api/sandbox-card/confirm', undefined, { clientSecret, number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Buyer', email: buyer.email })).body;
    expect((await json(one, 'PATCH', `/api/order/${order._id}`, buyer.token, { transactionId: charge.id })).status).toBe(200);
    const presses = await Promise.all(Array.from({ length: 20 }, (_, i) => json(i % 2 ? two : one, 'POST', `/api/order/${order._id}/cancel`, admin.token)));
    expect(presses.filter((r) => r.status === 200)).toHaveLength(1);
    const { timeline } = (await json(two, 'GET', `/api/order/${order._id}/detail`, admin.token)).body;
    expect(timeline.filter((e: { type: string }) => e.type === 'refunded')).toHaveLength(1);
    expect((await json(one, 'GET', `/api/products/${product._id}`)).body.stock).toBe(1);
  }, 400_000);

  it('places carts after the last units across both servers whole or not at all, and one cart checked out on both at once once', async () => {
    const [one, two] = servers.map((s) => s.base);
    const admin = await adminSession(one);
    const newProduct = async (name: string) => (await json(one, 'POST', '/api/products', admin.token, { name, description: 'Few left', price: 12, min: 1, max: 5, image: '/clamp.svg', stock: 6 })).body;
    const [saw, drill] = [await newProduct('Last Saws'), await newProduct('Last Drills')];
    // Six carts, each wanting 2 saws and 2 drills: three can be filled.
    const buyers = await Promise.all(Array.from({ length: 6 }, (_, i) => sessionOf(i % 2 ? two : one, `Cart Buyer ${i}`)));
    for (const [i, buyer] of buyers.entries()) {
      const base = i % 2 ? two : one;
      for (const item of i % 2 ? [drill, saw] : [saw, drill]) expect((await json(base, 'POST', '/api/cart', buyer.token, { productId: item._id, quantity: 2 })).status).toBe(200);
    }
    const checkouts = await Promise.all(buyers.map((buyer, i) => json(i % 2 ? two : one, 'POST', '/api/checkout', buyer.token, { ...deliverTo, requestId: crypto.randomUUID() })));
    expect(checkouts.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    for (const placed of checkouts.filter((r) => r.status === 201)) expect(placed.body.order.lines.map((line: { quantity: number }) => line.quantity)).toEqual([2, 2]);
    expect([(await json(two, 'GET', `/api/products/${saw._id}`)).body.stock, (await json(one, 'GET', `/api/products/${drill._id}`)).body.stock]).toEqual([0, 0]);

    // The same cart checked out through both servers at once: one order.
    const buyer = await sessionOf(one, 'Two Tabs');
    const bits = (await json(one, 'POST', '/api/products', admin.token, { name: 'Drill Bits', description: 'Plenty', price: 3, min: 1, max: 50, image: '/bits.svg', stock: 100 })).body;
    await json(one, 'POST', '/api/cart', buyer.token, { productId: bits._id, quantity: 10 });
    const twice = await Promise.all([one, two].map((base) => json(base, 'POST', '/api/checkout', buyer.token, { ...deliverTo, requestId: crypto.randomUUID() })));
    expect(twice.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await json(two, 'GET', `/api/products/${bits._id}`)).body.stock).toBe(90);
  }, 400_000);

  it("counts one account's calls against one limit, whichever server takes them", async () => {
    const [one, two] = servers.map((s) => s.base);
    const customer = await sessionOf(one, 'Busy Writer');
    const address = { ...deliverTo.address, recipient: 'Busy Writer' };
    // Address book changes: 20 a minute per account (ADDRESSES_PER_MINUTE). One add, then 29 changes, half through each server.
    const added = await json(two, 'POST', '/api/addresses', customer.token, { address });
    expect(added.status).toBe(201);
    const changes = [];
    for (let i = 0; i < 29; i++) changes.push(await json(i % 2 ? two : one, 'PUT', `/api/addresses/${added.body._id}`, customer.token, { address: { ...address, line2: `Change ${i}` } }));
    // Counted by each server alone, 15 calls each would all pass.
    expect(changes.filter((r) => r.status === 200)).toHaveLength(19);
    expect(changes.slice(19).map((r) => r.status)).toEqual(Array(10).fill(429));
  }, 60_000);
});
