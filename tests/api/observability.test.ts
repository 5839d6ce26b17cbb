import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrometheusMetrics } from '../../adapters/metrics/prometheus-metrics';
import { openPglite, type OpenDatabase } from '../../adapters/postgres/database';
import { databaseReady } from '../../adapters/postgres/readiness';
import { signUpInEmulator } from '../support/auth-emulator';
import { callAs, signedInCustomer } from '../support/customers';
import { deliverTo } from '../support/stored-orders';
import { startTestServer } from '../support/test-server';

const WRENCH = { name: 'Torque Wrench', description: 'A wrench', price: 25, min: 1, max: 10, image: '/w.svg', stock: 100 };
const METRICS_TOKEN = 'metrics-token-for-the-operators-0123';

describe('health and readiness', () => {
  let dir: string;
  let database: OpenDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'shop-health-'));
    database = await openPglite(dir);
    server = await startTestServer({ ready: () => databaseReady(database.db) });
  });
  afterAll(async () => {
    await server.app.close();
    await database.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });

  it('/healthz answers while the process lives; /readyz while the migrated database answers, 503 once it is gone', async () => {
    const health = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect([health.statusCode, health.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);

    await database.close();
    const gone = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect([gone.statusCode, gone.json()]).toEqual([503, { status: 'not ready' }]);
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('request logs', () => {
  const lines: Record<string, unknown>[] = [];
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) } });
  });
  afterAll(() => server.app.close());

  it('give every answer a request id of their own, whatever id a client sends when no proxy is trusted', async () => {
    const fresh = await server.app.inject({ method: 'GET', url: '/api/products?limit=1' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const chosen = await server.app.inject({ method: 'GET', url: '/api/products?limit=1', headers: { 'x-request-id': 'chosen-by-client' } });
    expect(chosen.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(lines)).not.toContain('chosen-by-client');
  });

  it("keep the id a trusted proxy sent when it is a plain token, and log it on each line; nobody else's", async () => {
    const proxied: Record<string, unknown>[] = [];
    const behind = await startTestServer({ trustProxy: '10.0.0.0/8', logStream: { write: (line) => void proxied.push(JSON.parse(line) as Record<string, unknown>) } });
    try {
      const ask = (id: string, remoteAddress: string) => behind.app.inject({ method: 'GET', url: '/api/products?limit=1', headers: { 'x-request-id': id }, remoteAddress });
      expect((await ask('lb-7f3a.42', '10.1.2.3')).headers['x-request-id']).toBe('lb-7f3a.42');
      expect((await ask('x\n{"level":60}', '10.1.2.3')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect((await ask('from-a-client', '203.0.113.5')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

      const completed = proxied.filter((line) => line.reqId === 'lb-7f3a.42');
      expect(completed.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
      expect(completed[1]).toMatchObject({ res: { statusCode: 200 }, responseTime: expect.any(Number) });
      expect(completed[0]).toMatchObject({ req: { method: 'GET', url: '/api/products' } });
      expect(JSON.stringify(proxied)).not.toContain('from-a-client');
    } finally {
      await behind.app.close();
    }
  });

  it('never hold a token, a password or a card number, and shorten emails', async () => {
    const account = await signUpInEmulator('Logged Larkin');
    const customer = await signedInCustomer(server.app, 'Ann Archer');
    const call = callAs(server.app);
    const wrench = await server.products.insert(WRENCH);
    await server.app.inject({ method: 'PUT', url: `/api/user/${encodeURIComponent(account.email)}?token=${account.idToken}`, headers: { authorization: `Bearer ${account.idToken}` } });
    await call('POST', '/api/order', customer.token, { ...deliverTo, productId: wrench._id, quantity: wrench.min, phone: '+44 114 496 0000', password: 'hunter2-secret' });
    await call('POST', '/api/sandbox-card/confirm', undefined, { clientSecret: 'pi_x_secret_y', number: '4242424242424242', expiry: '12 / 34', cvc: '123', name: 'Ann', email: customer.email });
    server.app.log.info({ user: { email: customer.email, password: 'hunter2-secret' }, authorization: `Bearer ${customer.token}` }, `signed in ${customer.email}`);

    const text = lines.map((line) => JSON.stringify(line)).join('\n');
    expect(lines.length).toBeGreaterThan(6);
    for (const secret of [account.idToken, customer.token, 'hunter2-secret', '4242424242424242', customer.email]) expect(text).not.toContain(secret);
    expect(text).toContain(`${customer.email[0]}…@example.com`);
  });

  it('name the route, not the path: the emails in sign-in, profile and admin paths stay out, however encoded', async () => {
    const account = await signUpInEmulator('Pathed Parker');
    const encoded = encodeURIComponent(account.email);
    const signIn = await server.app.inject({ method: 'PUT', url: `/api/user/${encoded}`, headers: { authorization: `Bearer ${account.idToken}` } });
    const token = signIn.json().token as string;
    await server.app.inject({ method: 'GET', url: `/api/myProfile/${encoded}`, headers: { authorization: `Bearer ${token}` } });
    await server.app.inject({ method: 'GET', url: `/api/admin/${account.email.replace('@', '%40')}`, headers: { authorization: `Bearer ${token}` } });
    await server.app.inject({ method: 'DELETE', url: `/api/user/${encoded}` });
    // A path no route matches is logged as sent, its emails shortened.
    await server.app.inject({ method: 'GET', url: `/api/nowhere/${encoded}` });

    const text = lines.map((line) => JSON.stringify(line)).join('\n');
    const local = account.email.split('@')[0];
    for (const form of [account.email, encoded, local]) expect(text).not.toContain(form);
    const urls = lines.filter((line) => line.msg === 'incoming request').map((line) => (line.req as { url: string }).url);
    expect(urls).toEqual(expect.arrayContaining(['/api/user/:email', '/api/myProfile/:email', '/api/admin/:email']));
  });
});

describe('metrics', () => {
  it('are not on the public address unless a token opens them, and count requests and orders', async () => {
    const closed = await startTestServer({ metrics: new PrometheusMetrics() });
    try {
      const res = await closed.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('http_request_duration_seconds');
    } finally {
      await closed.app.close();
    }

    const metrics = new PrometheusMetrics();
    const server = await startTestServer({ metrics, metricsToken: METRICS_TOKEN });
    try {
      const call = callAs(server.app);
      const customer = await signedInCustomer(server.app, 'Ann Archer');
      const wrench = await server.products.insert(WRENCH);
      expect((await call('POST', '/api/order', customer.token, { ...deliverTo, productId: wrench._id, quantity: wrench.min, phone: '+44 114 496 0000' })).statusCode).toBe(201);

      for (const authorization of [undefined, 'Bearer wrong-token', `Bearer ${METRICS_TOKEN}x`]) {
        expect((await server.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} })).statusCode).toBe(404);
      }
      const open = await server.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(open.statusCode).toBe(200);
      expect(open.headers['content-type']).toContain('text/plain');
      expect(open.body).toContain('shop_events_total{event="order_placed"} 1');
      expect(open.body).toContain('shop_events_total{event="refund_recorded"} 0');
      expect(open.body).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/api\/order",status="201"\} 1/);
      expect(open.body).toContain('process_resident_memory_bytes');
    } finally {
      await server.app.close();
    }
  });
});
