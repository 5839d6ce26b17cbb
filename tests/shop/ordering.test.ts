// The use cases over the memory repositories: each rule of core/shop/ordering.ts, without a server.
import { testOrderMail } from '../support/order-mail';
import { deliverTo, payStored } from '../support/stored-orders';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryOrderRepository } from '../../adapters/memory/memory-order-repository';
import { memoryRepositories } from '../../adapters/memory/memory-module';
import type { Product } from '../../core/domain/product';
import type { User } from '../../core/domain/user';
import { MemoryIntentStore } from '../../adapters/memory/memory-intent-store';
import { SandboxCardProcessor } from '../../adapters/sandbox-card/server/sandbox-card-processor';
import { holdUntil, Ordering } from '../../core/shop/ordering';
import { orderRequestSchema, type OrderRequest } from '../../core/domain/order-request';
import * as v from 'valibot';
import { storeUser } from '../support/customers';
import { Payments } from '../../core/shop/payments';

/** The request as the contract shapes it before the use case sees it (quantities stay as sent, for the rules to judge). */
const shaped = (request: OrderRequest) => ({ ...v.parse(orderRequestSchema, { ...request, quantity: 1 }), quantity: request.quantity });

let ann: User;
let bob: User;
let admin: User;

let orders: MemoryOrderRepository;
let ordering: Ordering;
let wrench: Product;

beforeEach(async () => {
  const repositories = memoryRepositories();
  const { products, users } = repositories;
  orders = repositories.orders;
  const settings = { holdMinutes: 60 };
  ordering = new Ordering(products, orders, new Payments(orders, new SandboxCardProcessor(new MemoryIntentStore()), () => holdUntil(settings), testOrderMail()), users, repositories.addresses, settings, testOrderMail());
  [ann, bob, admin] = await Promise.all([
    storeUser(users, { email: 'ann@example.com', displayName: 'Ann' }),
    storeUser(users, { email: 'bob@example.com', displayName: 'Bob' }),
    storeUser(users, { email: 'boss@example.com', displayName: 'Boss', role: 'admin' }),
  ]);
  wrench = await products.insert({ name: 'Torque Wrench', description: 'A wrench', price: 25, min: 2, max: 10, image: '/w.svg', stock: 1000 });
});

describe('placing an order', () => {
  it('takes the customer from the caller and the price from the product', async () => {
    const order = await ordering.placeOrder(ann, shaped({ ...deliverTo, productId: wrench._id, quantity: 4, phone: ' 555 0100 ' }));
    expect(order).toMatchObject({ productName: 'Torque Wrench', customerEmail: 'ann@example.com', customerName: 'Ann', phone: '555 0100', quantity: 4, totalPrice: 100, paid: false });
  });

  it('refuses a quantity outside the bounds, in the shop words', async () => {
    await expect(ordering.placeOrder(ann, shaped({ ...deliverTo, productId: wrench._id, quantity: 11 }))).rejects.toMatchObject({ type: 'invalid_data', message: 'Maximum Quantity Exceeded' });
    await expect(ordering.placeOrder(ann, shaped({ ...deliverTo, productId: wrench._id, quantity: 1 }))).rejects.toMatchObject({ type: 'invalid_data', message: 'Add Minimum Quantity' });
    await expect(ordering.placeOrder(ann, shaped({ ...deliverTo, productId: wrench._id, quantity: 2.5 }))).rejects.toMatchObject({ type: 'invalid_data' });
    expect(await orders.listByCustomer(ann.id)).toEqual([]);
  });

  it('refuses a body that claims another customer or another price', async () => {
    await expect(ordering.placeOrder(ann, shaped({ ...deliverTo, productId: wrench._id, quantity: 2, customer: 'bob@example.com' }))).rejects.toMatchObject({ type: 'forbidden' });
    await expect(ordering.placeOrder(ann, shaped({ ...deliverTo, productId: wrench._id, quantity: 2, totalPrice: 1 }))).rejects.toMatchObject({ type: 'conflict' });
    expect(await ordering.placeOrder(ann, shaped({ ...deliverTo, productId: wrench._id, quantity: 2, customer: 'ANN@example.com', totalPrice: 50 }))).toMatchObject({ totalPrice: 50 });
  });

  it('refuses an unknown product, and anyone not signed in', async () => {
    await expect(ordering.placeOrder(ann, shaped({ ...deliverTo, productId: crypto.randomUUID(), quantity: 2 }))).rejects.toMatchObject({ type: 'not_found' });
    await expect(ordering.placeOrder(null, shaped({ ...deliverTo, productId: wrench._id, quantity: 2 }))).rejects.toMatchObject({ type: 'unauthorized' });
  });

  it('stores one order when the same placement arrives twice', async () => {
    const requestId = crypto.randomUUID();
    const first = await ordering.placeOrder(ann, shaped({ ...deliverTo, productId: wrench._id, quantity: 2, requestId }));
    const again = await ordering.placeOrder(ann, shaped({ ...deliverTo, productId: wrench._id, quantity: 2, requestId }));
    expect(again._id).toBe(first._id);
    expect(await ordering.listOrders(ann)).toHaveLength(1);
  });
});

describe("a customer's orders", () => {
  it('are listed, read and deleted by their owner only', async () => {
    const order = await ordering.placeOrder(ann, shaped({ ...deliverTo, productId: wrench._id, quantity: 2 }));
    expect(await ordering.listOrders(ann)).toEqual([order]);
    await expect(ordering.listOrders(bob, 'ann@example.com')).rejects.toMatchObject({ type: 'forbidden' });
    await expect(ordering.getOrder(bob, order._id)).rejects.toMatchObject({ type: 'forbidden' });
    await expect(ordering.deleteOrder(bob, order._id)).rejects.toMatchObject({ type: 'forbidden' });
    expect(await ordering.getOrder(ann, order._id)).toEqual(order);
  });

  it('may be read by an admin, but deleted only by their owner', async () => {
    const order = await ordering.placeOrder(ann, shaped({ ...deliverTo, productId: wrench._id, quantity: 2 }));
    expect(await ordering.listOrders(admin, 'ann@example.com')).toEqual([order]);
    expect(await ordering.getOrder(admin, order._id)).toEqual(order);
    await expect(ordering.deleteOrder(admin, order._id)).rejects.toMatchObject({ type: 'forbidden' });
  });

  it('can be deleted while unpaid, never once paid', async () => {
    const unpaid = await ordering.placeOrder(ann, shaped({ ...deliverTo, productId: wrench._id, quantity: 2 }));
    const paid = await ordering.placeOrder(ann, shaped({ ...deliverTo, productId: wrench._id, quantity: 3 }));
    await payStored(orders, paid._id, 'txn_1');
    expect(await ordering.deleteOrder(ann, unpaid._id)).toEqual({ deletedCount: 1 });
    await expect(ordering.deleteOrder(ann, paid._id)).rejects.toMatchObject({ type: 'conflict', message: 'A paid order cannot be deleted' });
    await expect(ordering.deleteOrder(ann, unpaid._id)).rejects.toMatchObject({ type: 'not_found' });
    expect(await ordering.listOrders(ann)).toMatchObject([{ _id: paid._id }]);
  });
});

describe('orders belong to the account, not to its email', () => {
  it('a new account with a removed customer’s email sees none of the old orders', async () => {
    const old = await ordering.placeOrder(ann, shaped({ ...deliverTo, productId: wrench._id, quantity: 2 }));
    const newcomer: User = { ...ann, id: 'user-newcomer' };
    expect(await ordering.listOrders(newcomer)).toEqual([]);
    await expect(ordering.getOrder(newcomer, old._id)).rejects.toMatchObject({ type: 'forbidden' });
    await expect(ordering.deleteOrder(newcomer, old._id)).rejects.toMatchObject({ type: 'forbidden' });
    expect(await ordering.getOrder(admin, old._id)).toMatchObject({ customerEmail: 'ann@example.com' });
  });
});
