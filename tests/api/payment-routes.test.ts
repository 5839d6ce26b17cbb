import type { FastifyInstance } from 'fastify';
import { deliverTo } from '../support/stored-orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemoryOrderRepository } from '../../adapters/memory/memory-order-repository';
import type { SandboxCardProcessor } from '../../adapters/sandbox-card/server/sandbox-card-processor';
import type { Product } from '../../core/domain/product';
import { callAs, signedInCustomer, type Call, type Customer } from '../support/customers';
import { startTestServer } from '../support/test-server';

let app: FastifyInstance;
let orders: MemoryOrderRepository;
let sandbox: SandboxCardProcessor;
let wrench: Product;
let ann: Customer;
let bob: Customer;
let call: Call;

const placeOrder = async (who: { token: string }, quantity = 2) =>
  (await call('POST', '/api/order', who.token, { ...deliverTo, productId: wrench._id, quantity })).json().order as { _id: string; totalPrice: number };

const intentFor = async (who: { token: string }, orderId: string) => call('POST', '/api/create-payment-intent', who.token, { orderId });

/** The card form's call to the provider: the client secret and a card. */
const confirm = (clientSecret: string, number = '4242 4242 4242 4242') =>
  call('POST', '/api/sandbox-card/confirm', undefined, { clientSecret, number, expiry: '12 / 34', cvc: '123', name: 'Ann Archer', email: 'ann@example.com' });

const record = (who: { token: string }, orderId: string, transactionId: string) =>
  call('PATCH', `/api/order/${orderId}`, who.token, { transactionId, appointment: orderId });

beforeAll(async () => {
  const server = await startTestServer();
  ({ app, orders, sandbox } = server);
  call = callAs(app);
  wrench = await server.products.insert({ name: 'Torque Wrench', description: 'A wrench', price: 25, min: 2, max: 10, image: '/w.svg', stock: 1000 });
  [ann, bob] = await Promise.all([signedInCustomer(app, 'Ann Archer'), signedInCustomer(app, 'Bob Baker')]);
});
afterAll(() => app.close());

describe('POST /api/create-payment-intent', () => {
  it("answers the client secret of one intent for the order's own total, however often asked", async () => {
    const order = await placeOrder(ann, 3);
    const first = await intentFor(ann, order._id);
    expect(first.statusCode).toBe(200);
    const { clientSecret } = first.json();
    expect((await intentFor(ann, order._id)).json().clientSecret).toBe(clientSecret);
    const [intentId] = clientSecret.split('_secret_');
    expect(await sandbox.retrieve(intentId)).toMatchObject({ orderId: order._id, amount: 9000, status: 'pending' });
  });

  it("refuses another customer's order, a missing one, and anyone not signed in", async () => {
    const order = await placeOrder(ann);
    expect((await intentFor(bob, order._id)).statusCode).toBe(403);
    expect((await intentFor(ann, crypto.randomUUID())).statusCode).toBe(404);
    expect((await intentFor(ann, 'not-an-id')).statusCode).toBe(400);
    expect((await call('POST', '/api/create-payment-intent', undefined, { orderId: order._id })).statusCode).toBe(401);
  });
});

describe('PATCH /api/order/{id}: recording a payment', () => {
  it('marks the order paid once the provider confirms the intent, and the order can no longer be paid', async () => {
    const order = await placeOrder(ann);
    const { clientSecret } = (await intentFor(ann, order._id)).json();
    const charged = await confirm(clientSecret);
    expect(charged.statusCode).toBe(200);
    const transactionId = charged.json().id;
    const paid = await record(ann, order._id, transactionId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ _id: order._id, paid: true, transactionId });
    expect((await call('GET', `/api/order/${order._id}`, ann.token)).json()).toMatchObject({ paid: true, transactionId });
    expect((await intentFor(ann, order._id)).statusCode).toBe(409);
  });

  it('changes nothing for a made-up, unconfirmed, declined, foreign or other-amount transaction', async () => {
    const order = await placeOrder(ann);
    const { clientSecret } = (await intentFor(ann, order._id)).json();
    const [pendingId] = clientSecret.split('_secret_');

    const declined = await confirm(clientSecret, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ type: 'payment_failed', message: 'Your card was declined.' });

    // Another order's payment, succeeded.
    const other = await placeOrder(ann, 4);
    const otherSecret = (await intentFor(ann, other._id)).json().clientSecret;
    const otherId = (await confirm(otherSecret)).json().id;
    // This order's id, but not its amount.
    const cheap = await sandbox.createIntent({ orderId: order._id, amount: 100, customerEmail: ann.email });
    await sandbox.confirm(cheap.clientSecret, { number: '4242424242424242', expiry: '12/34', cvc: '123' }, { name: 'Ann', email: ann.email });

    const refusals: [string, number, RegExp][] = [
      ['pi_sandbox_made_up', 400, /knows no such transaction/],
      [pendingId, 402, /has not succeeded/],
      [otherId, 400, /another order/],
      [cheap.id, 400, /another amount/],
    ];
    for (const [transactionId, status, message] of refusals) {
      const res = await record(ann, order._id, transactionId);
      expect(res.statusCode, transactionId).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect(await orders.findById(order._id)).toMatchObject({ paid: false, transactionId: null });
    expect((await record(ann, order._id, '')).statusCode).toBe(400);
  });

  it("refuses to record a payment on another customer's order", async () => {
    const order = await placeOrder(ann);
    const transactionId = (await confirm((await intentFor(ann, order._id)).json().clientSecret)).json().id;
    expect((await record(bob, order._id, transactionId)).statusCode).toBe(403);
    expect(await orders.findById(order._id)).toMatchObject({ paid: false });
  });

  // The same payment reported through requests at once: tests/api/paying-at-once.test.ts, over each database.
  it('answers the same payment reported again with the paid order, and refuses another transaction on it', async () => {
    const order = await placeOrder(ann);
    const { clientSecret } = (await intentFor(ann, order._id)).json();
    const transactionId = (await confirm(clientSecret)).json().id;
    expect((await record(ann, order._id, transactionId)).statusCode).toBe(200);
    expect((await record(ann, order._id, transactionId)).json()).toMatchObject({ paid: true, transactionId });
    expect(await orders.findById(order._id)).toMatchObject({ paid: true, transactionId });
    const other = await placeOrder(ann, 5);
    const otherId = (await confirm((await intentFor(ann, other._id)).json().clientSecret)).json().id;
    expect((await record(ann, order._id, otherId)).statusCode).toBe(409);
  });

  it('says what is wrong with a card it cannot charge, before anything else', async () => {
    const order = await placeOrder(ann);
    const { clientSecret } = (await intentFor(ann, order._id)).json();
    expect((await confirm(clientSecret, '4242 4242 4242 4241')).json()).toEqual({ type: 'payment_failed', message: 'Your card number is invalid.' });
    expect((await confirm(clientSecret, '5555 5555 5555 4444')).json().message).toMatch(/not a test card/);
    expect((await confirm('pi_nothing_secret_x')).statusCode).toBe(400);
  });
});
