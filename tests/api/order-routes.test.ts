import type { FastifyInstance } from 'fastify';
import { deliverTo, payStored } from '../support/stored-orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemoryOrderRepository } from '../../adapters/memory/memory-order-repository';
import type { Product } from '../../core/domain/product';
import { callAs, signedInCustomer, type Call, type Customer } from '../support/customers';
import { startTestServer } from '../support/test-server';

let app: FastifyInstance;
let orders: MemoryOrderRepository;
let wrench: Product;
let ann: Customer;
let bob: Customer;
let call: Call;

beforeAll(async () => {
  const server = await startTestServer();
  ({ app, orders } = server);
  call = callAs(app);
  wrench = await server.products.insert({ name: 'Torque Wrench', description: 'A wrench', price: 25, min: 2, max: 10, image: '/w.svg', stock: 1000 });
  [ann, bob] = await Promise.all([signedInCustomer(app, 'Ann Archer'), signedInCustomer(app, 'Bob Baker')]);
});
afterAll(() => app.close());

describe('POST /api/order', () => {
  it('places the order for the signed-in customer at the price the server computes', async () => {
    const res = await call('POST', '/api/order', ann.token, { ...deliverTo, productId: wrench._id, quantity: 4, phone: '  +44 114 496 0000 ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      order: expect.objectContaining({ product: 'Torque Wrench', customer: ann.email, customerName: 'Ann Archer', phone: '+44 114 496 0000', quantity: 4, totalPrice: 100, paid: false }),
    });
  });

  it('answers 4xx with a clear message and stores nothing for a body it cannot honour', async () => {
    const before = await orders.listByCustomer(ann.id);
    const refused: [unknown, number, RegExp][] = [
      [{ productId: wrench._id, quantity: 3, customer: bob.email, customerName: 'Bob Baker' }, 403, /another account/],
      [{ productId: wrench._id, quantity: 3, totalPrice: 1 }, 409, /price of Torque Wrench has changed/],
      [{ productId: wrench._id, quantity: 11 }, 400, /Maximum Quantity Exceeded/],
      [{ productId: wrench._id, quantity: 1 }, 400, /Add Minimum Quantity/],
      [{ productId: wrench._id, quantity: '3' }, 400, /quantity/],
      [{ productId: wrench._id, quantity: 2.5 }, 400, /whole number/],
      [{ productId: 'not-an-id', quantity: 3 }, 400, /malformed/],
      [{ productId: crypto.randomUUID(), quantity: 3 }, 404, /no longer in the catalogue/],
      [{ productId: wrench._id, quantity: 3, phone: 'x'.repeat(41) }, 400, /40 characters/],
      [[1, 2, 3], 400, /body/],
    ];
    for (const [payload, status, message] of refused) {
      const res = await call('POST', '/api/order', ann.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json()).toEqual({ type: expect.any(String), message: expect.stringMatching(message) });
    }
    expect(await orders.listByCustomer(ann.id)).toEqual(before);
    expect(await orders.listByCustomer(bob.id)).toEqual([]);
  });

  it('refuses anyone not signed in', async () => {
    const res = await call('POST', '/api/order', undefined, { ...deliverTo, productId: wrench._id, quantity: 3 });
    expect(res.statusCode).toBe(401);
    expect(res.json().type).toBe('unauthorized');
  });
});

describe("one customer's orders, kept from another", () => {
  it('lists, reads and deletes only for the owner', async () => {
    const placed = (await call('POST', '/api/order', ann.token, { ...deliverTo, productId: wrench._id, quantity: 2 })).json().order;
    expect((await call('GET', '/api/order', ann.token)).json()).toContainEqual(placed);
    expect((await call('GET', `/api/order?customer=${encodeURIComponent(ann.email)}`, ann.token)).json()).toContainEqual(placed);
    expect((await call('GET', `/api/order?customer=${encodeURIComponent(ann.email)}`, bob.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/order', bob.token)).json()).toEqual([]);
    expect((await call('GET', `/api/order/${placed._id}`, bob.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/order/${placed._id}`, bob.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/order/${placed._id}`, ann.token)).json()).toEqual(placed);
    expect((await call('GET', '/api/order', undefined)).statusCode).toBe(401);
  });

  it('deletes an unpaid order by its id, and answers 409 for a paid one', async () => {
    const unpaid = (await call('POST', '/api/order', ann.token, { ...deliverTo, productId: wrench._id, quantity: 2 })).json().order;
    const paid = (await call('POST', '/api/order', ann.token, { ...deliverTo, productId: wrench._id, quantity: 3 })).json().order;
    await payStored(orders, paid._id, 'txn_paid_once');
    const deleted = await call('DELETE', `/api/order/${unpaid._id}`, ann.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deletedCount: 1 });
    expect((await call('DELETE', `/api/order/${unpaid._id}`, ann.token)).statusCode).toBe(404);
    const refused = await call('DELETE', `/api/order/${paid._id}`, ann.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ type: 'conflict', message: 'A paid order cannot be deleted' });
    expect(await orders.findById(paid._id)).toMatchObject({ paid: true });
  });

  it('answers 404 for an order that does not exist and 400 for a malformed id', async () => {
    expect((await call('GET', `/api/order/${crypto.randomUUID()}`, ann.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/order/12345', ann.token)).statusCode).toBe(400);
    expect((await call('DELETE', `/api/order/${encodeURIComponent(ann.email)}`, ann.token)).statusCode).toBe(400);
  });
});
