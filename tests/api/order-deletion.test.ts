import type { FastifyInstance } from 'fastify';
import { deliverTo } from '../support/stored-orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemoryOrderRepository } from '../../adapters/memory/memory-order-repository';
import type { SandboxCardProcessor } from '../../adapters/sandbox-card/server/sandbox-card-processor';
import { orderDeletionMessages } from '../../core/domain/order';
import type { Product } from '../../core/domain/product';
import { callAs, signedInCustomer, type Call, type Customer } from '../support/customers';
import { startTestServer } from '../support/test-server';

/** Deleting an order whose card was charged, or is being charged, with the sandbox provider; both at once: paying-at-once.test.ts. */
let app: FastifyInstance;
let orders: MemoryOrderRepository;
let sandbox: SandboxCardProcessor;
let wrench: Product;
let ann: Customer;
let call: Call;

beforeAll(async () => {
  const server = await startTestServer();
  ({ app, orders, sandbox } = server);
  call = callAs(app);
  wrench = await server.products.insert({ name: 'Torque Wrench', description: 'A wrench', price: 25, min: 1, max: 10, image: '/w.svg', stock: 1000 });
  ann = await signedInCustomer(app, 'Ann Archer');
});
afterAll(() => app.close());

const placeOrder = async () => (await call('POST', '/api/order', ann.token, { ...deliverTo, productId: wrench._id, quantity: 2 })).json().order as { _id: string };
const secretFor = async (orderId: string) => (await call('POST', '/api/create-payment-intent', ann.token, { orderId })).json().clientSecret as string;
const confirm = (clientSecret: string) =>
  call('POST', '/api/sandbox-card/confirm', undefined, { clientSecret, number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Ann Archer', email: 'ann@example.com' });
const remove = (orderId: string) => call('DELETE', `/api/order/${orderId}`, ann.token);

describe('DELETE /api/order/{id} and the card', () => {
  it('refuses to delete an order whose card was charged before the payment was recorded, and records it paid', async () => {
    const order = await placeOrder();
    const charged = await confirm(await secretFor(order._id));
    expect(charged.statusCode).toBe(200);

    const res = await remove(order._id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ type: 'conflict', message: orderDeletionMessages.paymentTaken });
    expect(await orders.findById(order._id)).toMatchObject({ paid: true, transactionId: charged.json().id });
  });

  it('cancels the open payment of an unpaid order it deletes: the card form can no longer charge it', async () => {
    const order = await placeOrder();
    const clientSecret = await secretFor(order._id);
    const [intentId] = clientSecret.split('_secret_');

    expect((await remove(order._id)).json()).toEqual({ deletedCount: 1 });
    expect(await sandbox.retrieve(intentId)).toMatchObject({ status: 'canceled' });
    const late = await confirm(clientSecret);
    expect(late.statusCode).toBe(402);
    expect(late.json()).toEqual({ type: 'payment_failed', message: expect.stringMatching(/canceled.*not charged/) });
    expect(await sandbox.retrieve(intentId)).toMatchObject({ status: 'canceled' });
  });

  it('deletes an order never paid for, with nothing to cancel', async () => {
    const order = await placeOrder();
    expect((await remove(order._id)).statusCode).toBe(200);
    expect(await orders.findById(order._id)).toBeNull();
  });
});
