import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemoryContactMessageRepository } from '../../adapters/memory/memory-contact-message-repository';
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
  const server = await startTestServer({ adminEmails: [ADMIN], rateLimits: { orders: 3, payments: 2, uploads: 2, messages: 2 } });
  ({ app, messages } = server);
  call = callAs(app);
  wrench = await server.products.insert({ name: 'Torque Wrench', description: 'A wrench', price: 25, min: 1, max: 10, image: '/w.svg' });
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
    const place = (who: Customer) => call('POST', '/api/order', who.token, { productId: wrench._id, quantity: 1 });
    for (let i = 0; i < 3; i++) expect((await place(ann)).statusCode).toBe(201);
    expectTooMany(await place(ann), /Too many orders/);
    expect((await call('GET', '/api/order', ann.token)).json()).toHaveLength(3);
    expect((await place(bob)).statusCode).toBe(201);
    // Reading one's orders is not limited.
    expect((await call('GET', '/api/order', ann.token)).statusCode).toBe(200);
  });

  it('refuses payment intents and card attempts past the limit', async () => {
    const cy = await signedInCustomer(app, 'Cy Cooper');
    const order = (await call('POST', '/api/order', cy.token, { productId: wrench._id, quantity: 2 })).json().order;
    const intent = () => call('POST', '/api/create-payment-intent', cy.token, { orderId: order._id });
    expect((await intent()).statusCode).toBe(200);
    expect((await intent()).statusCode).toBe(200);
    expectTooMany(await intent(), /Too many payment attempts/);

    // The sandbox card form's call is public: it is counted per address.
    const card = { clientSecret: 'pi_x_secret_y', number: '4000 0000 0000 0002', expiry: '12 / 34', cvc: '123', name: 'Cy', email: 'cy@example.com' };
    const tries = [];
    for (let i = 0; i < 3; i++) tries.push(await call('POST', '/api/sandbox-card/confirm', undefined, card));
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
    expectTooMany(await upload(), /Too many pictures/);
  });

  it("refuses a visitor's contact messages past the limit, counted per address, storing nothing more", async () => {
    const send = () => call('POST', '/api/contact', undefined, { name: 'Dee Dunn', email: 'dee@example.com', message: 'Do you sell spare chucks?' });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    expectTooMany(await send(), /Too many messages/);
    expect((await messages.list({ limit: 10 })).items).toHaveLength(2);
  });

  it('counts nobody who is refused at the door: anonymous calls answer 401, not 429', async () => {
    for (let i = 0; i < 5; i++) expect((await call('POST', '/api/order', undefined, { productId: wrench._id, quantity: 1 })).statusCode).toBe(401);
  });
});
