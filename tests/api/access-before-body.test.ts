import type { FastifyInstance } from 'fastify';
import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteName } from '../../core/contract';
import { MAX_IMAGE_BYTES } from '../../core/domain/picture';
import { signedInAdmin, signedInCustomer, type Customer } from '../support/customers';
import { startTestServer } from '../support/test-server';

/**
 * Who may call and how much they may send are decided from the headers alone: a refused caller,
 * or a body longer than its route takes, is answered at once, while the body is still on its way.
 * The request timeout here is long, so that an answer only the timeout would give comes too late.
 */
const ANSWERED_WITHIN_MS = 1_500;
const ADMIN = `door-${crypto.randomUUID().slice(0, 8)}@example.com`;

let app: FastifyInstance;
let port: number;
let customer: Customer;
let admin: Customer;

beforeAll(async () => {
  ({ app } = await startTestServer({
    adminEmails: [ADMIN],
    connectionLimits: { headersTimeoutMs: 10_000, requestTimeoutMs: 20_000, idleTimeoutMs: 20_000, keepAliveTimeoutMs: 500, maxConnections: 100 },
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
  [customer, admin] = await Promise.all([signedInCustomer(app, 'Door Dana'), signedInAdmin(app, ADMIN)]);
});
afterAll(() => app.close());

/** Sends the headers and the first bytes of a body that never ends; resolves with what came back first, or 'nothing'. */
async function stalledRequest(method: string, path: string, headers: Record<string, string | number>) {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  await once(socket, 'connect');
  const head = [`${method} ${path} HTTP/1.1`, 'Host: shop.test', ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`), '', ''].join('\r\n');
  socket.write(head);
  socket.write('x'.repeat(1024));
  const started = Date.now();
  let received = '';
  const answer = await new Promise<string>((resolve) => {
    const giveUp = setTimeout(() => resolve('nothing'), ANSWERED_WITHIN_MS);
    socket.on('data', (chunk) => {
      received += chunk;
      if (received.includes('\r\n\r\n')) {
        clearTimeout(giveUp);
        resolve(received);
      }
    });
  });
  socket.destroy();
  return { status: /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? answer, afterMs: Date.now() - started, answer };
}

const bearer = (who: Customer) => ({ authorization: `Bearer ${who.token}` });

describe('a picture upload', () => {
  it('from anyone not signed in is refused 401 before its 5 MB body arrives', async () => {
    const res = await stalledRequest('POST', '/api/images', { 'content-type': 'image/png', 'content-length': MAX_IMAGE_BYTES });
    expect(res.status).toBe('401');
    expect(res.afterMs).toBeLessThan(ANSWERED_WITHIN_MS);
    // The rest of the body is not read to keep the connection: it is closed.
    expect(res.answer.toLowerCase()).toContain('connection: close');
  });

  it('from a customer is refused 403 before its body arrives', async () => {
    expect((await stalledRequest('POST', '/api/images', { 'content-type': 'image/png', 'content-length': MAX_IMAGE_BYTES, ...bearer(customer) })).status).toBe('403');
  });

  it('from an admin, longer than a picture may be, is refused 413 before its body arrives', async () => {
    expect((await stalledRequest('POST', '/api/images', { 'content-type': 'image/png', 'content-length': MAX_IMAGE_BYTES + 1, ...bearer(admin) })).status).toBe('413');
  });
});

describe('every route that takes a body', () => {
  const guarded = (Object.entries(routes) as [RouteName, (typeof routes)[RouteName]][]).filter(([, route]) => route.method !== 'GET' && (route.access === 'signed-in' || route.access === 'admin'));
  const filled = (path: string) => path.replace(':id', '0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f').replace(':email', encodeURIComponent(ADMIN));

  it('refuses anyone not signed in before the body arrives', async () => {
    const answers = await Promise.all(
      guarded.map(async ([name, route]) => [name, (await stalledRequest(route.method, filled(route.path), { 'content-type': 'application/json', 'content-length': 4000 })).status]),
    );
    expect(Object.fromEntries(answers)).toEqual(Object.fromEntries(guarded.map(([name]) => [name, '401'])));
  });

  it('refuses a customer on an admin route before the body arrives', async () => {
    const adminOnly = guarded.filter(([, route]) => route.access === 'admin');
    const answers = await Promise.all(
      adminOnly.map(async ([name, route]) => [name, (await stalledRequest(route.method, filled(route.path), { 'content-type': 'application/json', 'content-length': 4000, ...bearer(customer) })).status]),
    );
    expect(Object.fromEntries(answers)).toEqual(Object.fromEntries(adminOnly.map(([name]) => [name, '403'])));
  });

  it('answers 413 to a JSON body longer than its route takes, from its Content-Length, before it arrives', async () => {
    const order = await stalledRequest('POST', '/api/order', { 'content-type': 'application/json', 'content-length': 20_000, ...bearer(customer) });
    expect(order.status).toBe('413');
    expect(order.answer).toContain('"type":"invalid_data"');
    // A product's description is longer than an order: its route takes more, but not without bound.
    expect((await stalledRequest('POST', '/api/products', { 'content-type': 'application/json', 'content-length': 200_000, ...bearer(admin) })).status).toBe('413');
    expect((await stalledRequest('POST', '/api/contact', { 'content-type': 'application/json', 'content-length': 100_000 })).status).toBe('413');
  });
});
