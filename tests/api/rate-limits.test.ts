import type { FastifyInstance } from 'fastify';
import { deliverTo } from '../support/stored-orders';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemoryContactMessageRepository } from '../../adapters/memory/memory-contact-message-repository';
import type { MemoryOrderRepository } from '../../adapters/memory/memory-order-repository';
import type { Product } from '../../core/domain/product';
import { signUpInEmulator } from '../support/auth-emulator';
import { callAs, signedInCustomer, type Call, type Customer } from '../support/customers';
import { startTestServer } from '../support/test-server';

let app: FastifyInstance;
let messages: MemoryContactMessageRepository;
let wrench: Product;
let call: Call;
const ADMIN = `limits-${crypto.randomUUID().slice(0, 8)}@example.com`;

beforeAll(async () => {
  // Per-address limits out of reach but for payments and messages: the sandbox card form's call and the contact form have no account.
  const server = await startTestServer({
    adminEmails: [ADMIN],
    rateLimits: {
      perAccount: { orders: 3, payments: 2, uploads: 2, emails: 2, addresses: 3 },
      perAddress: { orders: 1000, payments: 2, uploads: 1000, signIns: 1000, messages: 2, emails: 2, addresses: 1000 },
    },
  });
  ({ app, messages } = server);
  call = callAs(app);
  wrench = await server.products.insert({ name: 'Torque Wrench', description: 'A wrench', price: 25, min: 1, max: 10, image: '/w.svg', stock: 1000 });
});
afterAll(() => app.close());

const expectTooMany = (res: Awaited<ReturnType<Call>>, message: RegExp) => {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ type: 'too_many_requests', message: expect.stringMatching(message) });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
};

describe('per-client limits on calls that cost the shop something', () => {
  it('refuses a customer placing orders faster than the limit, storing nothing more, while others still order', async () => {
    const [ann, bob] = await Promise.all([signedInCustomer(app, 'Ann Archer'), signedInCustomer(app, 'Bob Baker')]);
    const place = (who: Customer) => call('POST', '/api/order', who.token, { ...deliverTo, productId: wrench._id, quantity: 1 });
    for (let i = 0; i < 3; i++) expect((await place(ann)).statusCode).toBe(201);
    expectTooMany(await place(ann), /Too many orders/);
    expect((await call('GET', '/api/order', ann.token)).json()).toHaveLength(3);
    expect((await place(bob)).statusCode).toBe(201);
    // Reading one's orders is not limited.
    expect((await call('GET', '/api/order', ann.token)).statusCode).toBe(200);
  });

  it('refuses payment intents and card attempts past the limit', async () => {
    const cy = await signedInCustomer(app, 'Cy Cooper');
    const order = (await call('POST', '/api/order', cy.token, { ...deliverTo, productId: wrench._id, quantity: 2 })).json().order;
    const intent = () => call('POST', '/api/create-payment-intent', cy.token, { orderId: order._id });
    expect((await intent()).statusCode).toBe(200);
    expect((await intent()).statusCode).toBe(200);
    expectTooMany(await intent(), /Too many payment attempts/);

    // The sandbox card form's call is public: it is counted per address (here one of its own).
    const card = { clientSecret: 'pi_x_secret_y', number: '4000 0000 0000 0002', expiry: '12 / 34', cvc: '123', name: 'Cy', email: 'cy@example.com' };
    const tries = [];
    for (let i = 0; i < 3; i++) tries.push(await app.inject({ method: 'POST', url: '/api/sandbox-card/confirm', payload: card, remoteAddress: '203.0.113.9' }));
    expect(tries.slice(0, 2).map((r) => r.statusCode)).not.toContain(429);
    expectTooMany(tries[2], /Too many payment attempts/);
  });

  it('refuses an admin uploading pictures past the limit', async () => {
    const boss = await signUpInEmulator('The Boss', ADMIN, { verified: true });
    const token = (await app.inject({ method: 'PUT', url: `/api/user/${encodeURIComponent(ADMIN)}`, headers: { authorization: `Bearer ${boss.idToken}` } })).json().token;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 194, g: 65, b: 12 } } }).png().toBuffer();
    const upload = () => app.inject({ method: 'POST', url: '/api/images', headers: { 'content-type': 'image/png', authorization: `Bearer ${token}` }, payload: png });
    expect((await upload()).statusCode).toBe(201);
    expect((await upload()).statusCode).toBe(201);
    expectTooMany(await upload(), /Too many files uploaded/);
  });

  it("refuses a visitor's contact messages past the limit, counted per address, storing nothing more", async () => {
    const send = () => call('POST', '/api/contact', undefined, { name: 'Dee Dunn', email: 'dee@example.com', message: 'Do you sell spare chucks?' });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    expectTooMany(await send(), /Too many messages/);
    expect((await messages.list({ limit: 10 })).items).toHaveLength(2);
  });

  it("refuses changes to a customer's address book past the limit, whichever change, while reading it stays open", async () => {
    const dee = await signedInCustomer(app, 'Dee Dwyer');
    const saved = await call('POST', '/api/addresses', dee.token, { address: deliverTo.address });
    expect(saved.statusCode).toBe(201);
    const id = saved.json()._id as string;
    expect((await call('PUT', `/api/addresses/${id}`, dee.token, { address: { ...deliverTo.address, city: 'Leeds' } })).statusCode).toBe(200);
    expect((await call('PUT', `/api/addresses/${id}/default`, dee.token)).statusCode).toBe(200);
    expectTooMany(await call('DELETE', `/api/addresses/${id}`, dee.token), /^Too many address changes in a short time/);
    expectTooMany(await call('POST', '/api/addresses', dee.token, { address: deliverTo.address }), /^Too many address changes/);
    expect((await call('GET', '/api/addresses', dee.token)).json()).toHaveLength(1);
  });

  it('counts nobody who is refused at the door: anonymous calls answer 401, not 429', async () => {
    for (let i = 0; i < 5; i++) expect((await call('POST', '/api/order', undefined, { ...deliverTo, productId: wrench._id, quantity: 1 })).statusCode).toBe(401);
  });
});

describe('per-address limits, whichever accounts call', () => {
  let shop: FastifyInstance;
  let shopOrders: MemoryOrderRepository;
  let drill: Product;

  beforeAll(async () => {
    const server = await startTestServer({
      rateLimits: {
        perAccount: { orders: 3, payments: 1000, uploads: 1000, emails: 1000, addresses: 1000 },
        perAddress: { orders: 5, payments: 1000, uploads: 1000, signIns: 3, messages: 1000, emails: 1000, addresses: 2 },
      },
    });
    ({ app: shop, orders: shopOrders } = server);
    drill = await server.products.insert({ name: 'Drill', description: 'A drill', price: 99, min: 1, max: 10, image: '/d.svg', stock: 1000 });
  });
  afterAll(() => shop.close());

  /** The sign-in exchange from `address`, for a fresh account or with the bearer given. */
  const exchange = async (address: string, bearer?: string, headers: Record<string, string> = {}, server = shop) => {
    const account = bearer ? { email: `nobody-${crypto.randomUUID().slice(0, 8)}@example.com`, idToken: bearer } : await signUpInEmulator('Free Account');
    return server.inject({ method: 'PUT', url: `/api/user/${encodeURIComponent(account.email)}`, headers: { authorization: `Bearer ${account.idToken}`, ...headers }, remoteAddress: address });
  };
  const signIn = async (address: string) => {
    const res = await exchange(address);
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  };
  const order = (token: string, address: string) =>
    shop.inject({ method: 'POST', url: '/api/order', headers: { authorization: `Bearer ${token}` }, payload: { ...deliverTo, productId: drill._id, quantity: 1 }, remoteAddress: address });

  it('refuses orders past the address limit from several new accounts on one address, while other addresses still order', async () => {
    const office = '192.0.2.50';
    const [ann, bob, cy] = [await signIn('198.51.100.1'), await signIn('198.51.100.2'), await signIn('198.51.100.3')];
    for (let i = 0; i < 3; i++) expect((await order(ann, office)).statusCode).toBe(201);
    for (let i = 0; i < 2; i++) expect((await order(bob, office)).statusCode).toBe(201);
    expectTooMany(await order(bob, office), /^Too many orders from your network/);
    expectTooMany(await order(cy, office), /^Too many orders from your network/);
    expect((await shopOrders.listAll({ limit: 100, filter: 'all' })).items).toHaveLength(5);
    // Cy's own count was not spent by the refusal: from home, Cy still orders.
    expect((await order(cy, '192.0.2.51')).statusCode).toBe(201);
  });

  it('refuses address book changes past the address limit, from several accounts on one address', async () => {
    const flat = '192.0.2.60';
    const [eve, fay] = [await signIn('198.51.100.4'), await signIn('198.51.100.5')];
    const save = (token: string, address: string) =>
      shop.inject({ method: 'POST', url: '/api/addresses', headers: { authorization: `Bearer ${token}` }, payload: { address: deliverTo.address }, remoteAddress: address });
    expect((await save(eve, flat)).statusCode).toBe(201);
    expect((await save(fay, flat)).statusCode).toBe(201);
    expectTooMany(await save(fay, flat), /^Too many address changes from your network/);
    expect((await save(fay, '192.0.2.61')).statusCode).toBe(201);
  });

  it('refuses sign-in exchanges past the address limit, good proofs or bad, and issues no session', async () => {
    for (let i = 0; i < 3; i++) expect((await exchange('192.0.2.80')).statusCode).toBe(200);
    const refused = await exchange('192.0.2.80');
    expectTooMany(refused, /^Too many sign-ins from your network/);
    expect(refused.json()).not.toHaveProperty('token');
    expect((await exchange('192.0.2.81')).statusCode).toBe(200);
    // Naming another address in a header changes nothing unless the proxy sending it is trusted.
    expectTooMany(await exchange('192.0.2.80', undefined, { 'x-forwarded-for': '10.9.9.9' }), /^Too many sign-ins/);

    for (let i = 0; i < 3; i++) expect((await exchange('192.0.2.90', 'not-a-proof')).statusCode).toBe(401);
    expectTooMany(await exchange('192.0.2.90', 'not-a-proof'), /^Too many sign-ins/);
  });

  it("behind a trusted proxy, counts each client by the address the proxy names", async () => {
    const { app: proxied } = await startTestServer({
      trustProxy: '127.0.0.1',
      rateLimits: {
        perAccount: { orders: 1000, payments: 1000, uploads: 1000, emails: 1000, addresses: 1000 },
        perAddress: { orders: 1000, payments: 1000, uploads: 1000, signIns: 1, messages: 1000, emails: 1000, addresses: 1000 },
      },
    });
    const via = (client: string) => exchange('127.0.0.1', undefined, { 'x-forwarded-for': client }, proxied);
    expect((await via('192.0.2.100')).statusCode).toBe(200);
    expectTooMany(await via('192.0.2.100'), /^Too many sign-ins/);
    expect((await via('192.0.2.101')).statusCode).toBe(200);
    await proxied.close();
  });
});
