// The use cases over the memory repositories: each rule of core/shop/ordering.ts, without a server.
import { testOrderMail } from '../support/order-mail';
import { deliverTo, payStored } from '../support/stored-orders';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryOrderRepository } from '../../adapters/memory/memory-order-repository';
import { memoryRepositories, type MemoryRepositories } from '../../adapters/memory/memory-module';
import type { Product } from '../../core/domain/product';
import type { User } from '../../core/domain/user';
import { MemoryIntentStore } from '../../adapters/memory/memory-intent-store';
import { SandboxCardProcessor } from '../../adapters/sandbox-card/server/sandbox-card-processor';
import { holdUntil, Ordering, orderListQuerySchema, type OrderSettings } from '../../core/shop/ordering';
import type { MemoryProductRepository } from '../../adapters/memory/memory-product-repository';
import type { MemoryAddressRepository } from '../../adapters/memory/memory-address-repository';
import type { MemoryUserRepository } from '../../adapters/memory/memory-user-repository';
import { addressMessages, MAX_SAVED_ADDRESSES } from '../../core/domain/address';
import { actorOf } from '../../core/domain/order-event';
import { testAddress } from '../support/stored-orders';
import { testCards } from '../support/sandbox-cards';
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
let products: MemoryProductRepository;
let users: MemoryUserRepository;
let addresses: MemoryAddressRepository;
let carts: MemoryRepositories['carts'];
let processor: SandboxCardProcessor;
let payments: Payments;
let ordering: Ordering;
let wrench: Product;

/** The use case with `settings` over this test's repositories and card provider. */
const orderingWith = (settings: OrderSettings) => {
  payments = new Payments(orders, processor, () => holdUntil(settings), testOrderMail());
  return new Ordering(products, orders, payments, users, addresses, carts, settings, testOrderMail());
};

beforeEach(async () => {
  const repositories = memoryRepositories();
  ({ products, users, orders, addresses, carts } = repositories);
  processor = new SandboxCardProcessor(new MemoryIntentStore());
  ordering = orderingWith({ holdMinutes: 60 });
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
    await expect(ordering.placeOrder(ann, shaped({ ...deliverTo, productId: wrench._id, quantity: 2, customer: 'bob@example.com' }))).rejects.toMatchObject({ type: 'forbidden', message: 'That belongs to another account' });
    await expect(ordering.placeOrder(ann, shaped({ ...deliverTo, productId: wrench._id, quantity: 2, totalPrice: 1 }))).rejects.toMatchObject({ type: 'conflict' });
    expect(await ordering.placeOrder(ann, shaped({ ...deliverTo, productId: wrench._id, quantity: 2, customer: 'ANN@example.com', totalPrice: 50 }))).toMatchObject({ totalPrice: 50 });
  });

  it('refuses an unknown product', async () => {
    await expect(ordering.placeOrder(ann, shaped({ ...deliverTo, productId: crypto.randomUUID(), quantity: 2 }))).rejects.toMatchObject({ type: 'not_found' });
  });

  it('stores one order when the same placement arrives twice', async () => {
    const requestId = crypto.randomUUID();
    const first = await ordering.placeOrder(ann, shaped({ ...deliverTo, productId: wrench._id, quantity: 2, requestId }));
    const again = await ordering.placeOrder(ann, shaped({ ...deliverTo, productId: wrench._id, quantity: 2, requestId }));
    expect(again._id).toBe(first._id);
    expect(await ordering.listOrders(ann)).toHaveLength(1);
  });
});

describe('a product read for an earlier order', () => {
  const edit = (changes: Partial<Product>) => {
    const { _id, ...fields } = wrench;
    return products.update(_id, { ...fields, ...changes });
  };
  const place = (quantity: number, totalPrice?: number) => ordering.placeOrder(bob, shaped({ ...deliverTo, productId: wrench._id, quantity, totalPrice }));

  it('serves the next order without being read again', async () => {
    const reads = vi.spyOn(products, 'findById');
    await place(2);
    await place(3);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('is read again once changed: the order is charged at the price of now, or told of the change, never the old price', async () => {
    await place(2);
    await edit({ price: 30 });
    expect((await place(2)).totalPrice).toBe(60);
    await edit({ price: 35 });
    await expect(place(2, 60)).rejects.toMatchObject({ type: 'conflict', message: 'The price of Torque Wrench has changed: 2 now cost $70. Please review your order.' });
    expect((await orders.listByCustomer(bob.id)).map((order) => order.totalPrice)).toEqual([60, 50]);
  });

  it('is held to its bounds of now, lowered or raised since', async () => {
    await place(2);
    await edit({ max: 5 });
    await expect(place(6)).rejects.toMatchObject({ type: 'invalid_data', message: 'Maximum Quantity Exceeded' });
    await place(4);
    await edit({ max: 20 });
    expect((await place(15)).quantity).toBe(15);
  });

  it('changed again while it is read again, is refused rather than placed on terms it no longer has', async () => {
    await place(2);
    await edit({ price: 30 });
    const read = products.findById.bind(products);
    vi.spyOn(products, 'findById').mockImplementationOnce(async (id) => {
      const now = await read(id);
      await edit({ price: 35 });
      return now;
    });
    await expect(place(2)).rejects.toMatchObject({ type: 'conflict', message: 'This product changed while your order was being placed: review it and try again' });
    expect(await orders.listByCustomer(bob.id)).toHaveLength(1);
  });

  it('is not found once deleted', async () => {
    await place(2);
    await products.delete(wrench._id);
    await expect(place(2)).rejects.toMatchObject({ type: 'not_found', message: 'That product is no longer in the catalogue' });
    expect(await orders.listByCustomer(bob.id)).toHaveLength(1);
  });
});

describe("a customer's orders", () => {
  it('are listed, read and deleted by their owner only', async () => {
    const order = await ordering.placeOrder(ann, shaped({ ...deliverTo, productId: wrench._id, quantity: 2 }));
    expect(await ordering.listOrders(ann)).toEqual([order]);
    await expect(ordering.listOrders(bob, 'ann@example.com')).rejects.toMatchObject({ type: 'forbidden', message: 'That belongs to another account' });
    await expect(ordering.getOrder(bob, order._id)).rejects.toMatchObject({ type: 'forbidden', message: 'That belongs to another account' });
    await expect(ordering.deleteOrder(bob, order._id)).rejects.toMatchObject({ type: 'forbidden' });
    expect(await ordering.getOrder(ann, order._id)).toEqual(order);
  });

  it('may be read by an admin, but deleted only by their owner', async () => {
    const order = await ordering.placeOrder(ann, shaped({ ...deliverTo, productId: wrench._id, quantity: 2 }));
    expect(await ordering.listOrders(admin, 'ann@example.com')).toEqual([order]);
    expect(await ordering.getOrder(admin, order._id)).toEqual(order);
    await expect(ordering.deleteOrder(admin, order._id)).rejects.toMatchObject({ type: 'forbidden', message: 'That belongs to another account' });
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

/** Pays the order by card at the sandbox provider, as its owner's browser does. */
async function payByCard(owner: User, orderId: string) {
  const { clientSecret } = await payments.createPaymentIntent(owner, orderId);
  const { id } = await processor.confirm(clientSecret, testCards.succeeds, { name: owner.displayName, email: owner.email });
  return payments.recordPayment(owner, orderId, id);
}

describe('what an order costs and takes', () => {
  it('says in words when the product is gone or the price changed', async () => {
    await expect(ordering.placeOrder(ann, shaped({ ...deliverTo, productId: crypto.randomUUID(), quantity: 2 }))).rejects.toMatchObject({ message: 'That product is no longer in the catalogue' });
    await expect(ordering.placeOrder(ann, shaped({ ...deliverTo, productId: wrench._id, quantity: 3, totalPrice: 50 }))).rejects.toMatchObject({
      type: 'conflict',
      message: 'The price of Torque Wrench has changed: 3 now cost $75. Please review your order.',
    });
  });

  it('takes its units from stock, and refuses more than are left as the shop’s state, saying how many are', async () => {
    const vice = await products.insert({ name: 'Bench Vice', description: 'Cast iron', price: 40, min: 1, max: 10, image: '/v.svg', stock: 5 });
    await ordering.placeOrder(ann, shaped({ ...deliverTo, productId: vice._id, quantity: 2 }));
    expect(await products.findById(vice._id)).toMatchObject({ stock: 3 });
    await expect(ordering.placeOrder(bob, shaped({ ...deliverTo, productId: vice._id, quantity: 4 }))).rejects.toMatchObject({ type: 'conflict', message: 'Only 3 left in stock: order 3 or fewer' });
    expect(await ordering.listOrders(bob)).toEqual([]);
  });

  it('gives the last units to one of two customers ordering at once, and tells the other how many are left', async () => {
    const vice = await products.insert({ name: 'Bench Vice', description: 'Cast iron', price: 40, min: 1, max: 10, image: '/v.svg', stock: 5 });
    const [first, second] = await Promise.allSettled([ann, bob].map((customer) => ordering.placeOrder(customer, shaped({ ...deliverTo, productId: vice._id, quantity: 3 }))));
    expect(first).toMatchObject({ status: 'fulfilled', value: { customerEmail: 'ann@example.com', quantity: 3 } });
    expect(second).toMatchObject({ status: 'rejected', reason: { type: 'conflict', message: 'Only 2 left in stock: order 2 or fewer' } });
    expect(await products.findById(vice._id)).toMatchObject({ stock: 2 });
  });
});

describe('holds', () => {
  const start = new Date('2025-03-03T09:00:00.000Z');
  let clock: Date;
  const minutesLater = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

  beforeEach(() => {
    clock = start;
    ordering = orderingWith({ holdMinutes: 45, now: () => clock });
  });

  it('an unpaid order holds its units for the configured minutes, from the shop’s clock', async () => {
    const order = await ordering.placeOrder(ann, shaped({ ...deliverTo, productId: wrench._id, quantity: 4 }));
    expect(order.holdExpiresAt).toBe('2025-03-03T09:45:00.000Z');
    expect(await products.findById(wrench._id)).toMatchObject({ stock: 996 });
  });

  it('the sweep returns the units once the hold has run out, not before, and stops the order’s open card payment', async () => {
    const order = await ordering.placeOrder(ann, shaped({ ...deliverTo, productId: wrench._id, quantity: 4 }));
    const { clientSecret } = await payments.createPaymentIntent(ann, order._id);
    clock = minutesLater(44);
    expect(await ordering.releaseExpiredHolds()).toBe(0);
    expect(await products.findById(wrench._id)).toMatchObject({ stock: 996 });
    clock = minutesLater(45);
    expect(await ordering.releaseExpiredHolds()).toBe(1);
    expect(await products.findById(wrench._id)).toMatchObject({ stock: 1000 });
    expect(await orders.findById(order._id)).toMatchObject({ holdExpiresAt: null, paid: false });
    await expect(processor.confirm(clientSecret, testCards.succeeds, { name: 'Ann', email: ann.email })).rejects.toMatchObject({ type: 'payment_failed' });
  });

  it('without a clock of its own the sweep reads the time of day: a hold just taken stays', async () => {
    ordering = orderingWith({ holdMinutes: 45 });
    const order = await ordering.placeOrder(ann, shaped({ ...deliverTo, productId: wrench._id, quantity: 4 }));
    expect(Date.parse(order.holdExpiresAt ?? '') - Date.now()).toBeGreaterThan(44 * 60_000);
    expect(await ordering.releaseExpiredHolds()).toBe(0);
  });

  it('the sweep stops every order’s payments even when one fails, and then reports the failure', async () => {
    const down = new Error('The card provider could not be reached');
    const failing = await ordering.placeOrder(ann, shaped({ ...deliverTo, productId: wrench._id, quantity: 2 }));
    const other = await ordering.placeOrder(bob, shaped({ ...deliverTo, productId: wrench._id, quantity: 3 }));
    const { clientSecret } = await payments.createPaymentIntent(bob, other._id);
    const cancelOpenIntents = processor.cancelOpenIntents.bind(processor);
    processor.cancelOpenIntents = (request) => (request.orderId === failing._id ? Promise.reject(down) : cancelOpenIntents(request));
    clock = minutesLater(60);
    await expect(ordering.releaseExpiredHolds()).rejects.toBe(down);
    await expect(processor.confirm(clientSecret, testCards.succeeds, { name: 'Bob', email: bob.email })).rejects.toMatchObject({ type: 'payment_failed' });
    expect(await products.findById(wrench._id)).toMatchObject({ stock: 1000 });
  });
});

describe('units waiting for payment', () => {
  let trolley: Product;
  let newcomer: User;
  beforeEach(async () => {
    trolley = await products.insert({ name: 'Parts Trolley', description: 'Steel', price: 2, min: 1, max: 100, image: '/t.svg', stock: 10_000 });
    newcomer = await storeUser(users, { email: 'new@example.com', displayName: 'New', emailVerified: false });
  });
  const order = (customer: User, quantity: number) => ordering.placeOrder(customer, shaped({ ...deliverTo, productId: trolley._id, quantity }));

  it('are at most 50 for an account whose email is not confirmed, and 1000 once it is', async () => {
    await order(newcomer, 40);
    await expect(order(newcomer, 20)).rejects.toMatchObject({
      type: 'conflict',
      message:
        'Your unpaid orders hold 40 units, and one account may hold at most 50 units waiting for payment until its email address is confirmed. ' +
        'Pay for or delete an unpaid order first, or confirm your email address with the link we sent you.',
    });
    await order(newcomer, 10);
    for (let i = 0; i < 10; i++) await order(ann, 100);
    await expect(order(ann, 1)).rejects.toMatchObject({
      type: 'conflict',
      message: 'Your unpaid orders hold 1000 units, and one account may hold at most 1000 units waiting for payment. Pay for or delete an unpaid order first.',
    });
  });

  it('follow the shop’s settings, and a deleted or paid order frees its units', async () => {
    ordering = orderingWith({ holdMinutes: 60, unpaidUnits: { confirmed: 8, unconfirmed: 4 } });
    const first = await order(ann, 5);
    await expect(order(ann, 4)).rejects.toMatchObject({ message: expect.stringMatching(/^Your unpaid orders hold 5 units, and one account may hold at most 8 units waiting for payment\. /) });
    await order(newcomer, 3);
    await expect(order(newcomer, 2)).rejects.toMatchObject({ message: expect.stringMatching(/^Your unpaid orders hold 3 units, and one account may hold at most 4 units waiting for payment until/) });
    await ordering.deleteOrder(ann, first._id);
    const second = await order(ann, 8);
    await payByCard(ann, second._id);
    expect(await order(ann, 8)).toMatchObject({ quantity: 8 });
  });

  it('allow one order of any size the product takes to an account holding nothing unpaid', async () => {
    expect(await order(newcomer, 100)).toMatchObject({ quantity: 100 });
    await expect(order(newcomer, 1)).rejects.toMatchObject({ message: expect.stringMatching(/^Your unpaid orders hold 100 units, and one account may hold at most 50 units/) });
  });
});

describe('where an order goes', () => {
  const work = { ...testAddress, recipient: 'Ann at work', line1: '3 Mill Lane' };

  it('an address from the caller’s own book, as it is there', async () => {
    const saved = await addresses.add(ann.id, work, { makeDefault: false, limit: MAX_SAVED_ADDRESSES });
    const order = await ordering.placeOrder(ann, shaped({ productId: wrench._id, quantity: 2, addressId: saved?._id }));
    expect(order.deliveryAddress).toEqual(work);
    await expect(ordering.placeOrder(bob, shaped({ productId: wrench._id, quantity: 2, addressId: saved?._id }))).rejects.toMatchObject({ type: 'not_found', message: addressMessages.notInBook });
  });

  it('nowhere is refused: the customer chooses', async () => {
    await expect(ordering.placeOrder(ann, shaped({ productId: wrench._id, quantity: 2 }))).rejects.toMatchObject({ type: 'invalid_data', message: 'Choose where to deliver this order' });
    expect(await ordering.listOrders(ann)).toEqual([]);
  });

  it('a typed address is kept in the book, not as its default, only when asked', async () => {
    await addresses.add(ann.id, testAddress, { makeDefault: true, limit: MAX_SAVED_ADDRESSES });
    await ordering.placeOrder(ann, shaped({ productId: wrench._id, quantity: 2, address: work }));
    expect(await addresses.list(ann.id)).toHaveLength(1);
    const order = await ordering.placeOrder(ann, shaped({ productId: wrench._id, quantity: 2, address: work, saveAddress: true }));
    expect(order.deliveryAddress).toEqual(work);
    expect(await addresses.list(ann.id)).toEqual([expect.objectContaining({ ...testAddress, isDefault: true }), expect.objectContaining({ ...work, isDefault: false })]);
  });

  it('a full book refuses to keep one more, and the order is not placed', async () => {
    for (let i = 0; i < MAX_SAVED_ADDRESSES; i++) await addresses.add(ann.id, { ...testAddress, recipient: `Site ${i}` }, { makeDefault: false, limit: MAX_SAVED_ADDRESSES });
    await expect(ordering.placeOrder(ann, shaped({ productId: wrench._id, quantity: 2, address: work, saveAddress: true }))).rejects.toMatchObject({
      type: 'conflict',
      message: 'An address book holds at most 20 addresses: delete one you no longer use first',
    });
    expect(await ordering.listOrders(ann)).toEqual([]);
  });
});

describe('an order’s page', () => {
  it('shows its owner the timeline without internal notes and with admins named as the shop, and the product’s picture', async () => {
    const order = await ordering.placeOrder(ann, shaped({ ...deliverTo, productId: wrench._id, quantity: 2 }));
    await orders.addEvent(order._id, { type: 'note', actor: actorOf(admin), details: { text: 'Call before delivery' } });
    await orders.addEvent(order._id, { type: 'cancellation_declined', actor: actorOf(admin) });
    const mine = await ordering.getOrderDetail(ann, order._id);
    expect(mine).toEqual({ order, image: '/w.svg', timeline: [expect.objectContaining({ type: 'placed', actor: { id: ann.id, name: 'Ann', role: 'customer' } }), expect.objectContaining({ type: 'cancellation_declined', actor: { id: null, name: 'The shop', role: 'shop' } })] });
    const admins = await ordering.getOrderDetail(admin, order._id);
    expect(admins.timeline.map((e) => [e.type, e.actor.name])).toEqual([['placed', 'Ann'], ['note', 'Boss'], ['cancellation_declined', 'Boss']]);
    await expect(ordering.getOrderDetail(bob, order._id)).rejects.toMatchObject({ type: 'forbidden' });
  });

  it('has no picture once the product is gone from the catalogue', async () => {
    const order = await ordering.placeOrder(ann, shaped({ ...deliverTo, productId: wrench._id, quantity: 2 }));
    await products.delete(wrench._id);
    expect(await ordering.getOrderDetail(ann, order._id)).toMatchObject({ order: { productName: 'Torque Wrench' }, image: null });
  });

  it('names a missing order in words', async () => {
    await expect(ordering.getOrder(ann, crypto.randomUUID())).rejects.toMatchObject({ type: 'not_found', message: 'There is no such order' });
  });
});

describe('listing orders by email', () => {
  it('reads the email in any case, and an admin asking for an email nobody has gets none', async () => {
    const order = await ordering.placeOrder(ann, shaped({ ...deliverTo, productId: wrench._id, quantity: 2 }));
    expect(await ordering.listOrders(ann, 'ANN@Example.com')).toEqual([order]);
    expect(await ordering.listOrders(admin, 'Ann@example.com')).toEqual([order]);
    expect(await ordering.listOrders(admin, 'nobody@example.com')).toEqual([]);
  });

  it('takes the email from the query as the address it is', () => {
    expect(v.parse(orderListQuerySchema, { customer: ' Ann@Example.com ' })).toEqual({ customer: 'ann@example.com' });
    expect(v.parse(orderListQuerySchema, {})).toEqual({});
    expect(v.safeParse(orderListQuerySchema, { customer: 'ann' }).success).toBe(false);
  });
});

describe('a paid order', () => {
  it('is not deleted, and says so, when it was paid by card', async () => {
    const order = await ordering.placeOrder(ann, shaped({ ...deliverTo, productId: wrench._id, quantity: 2 }));
    await payByCard(ann, order._id);
    await expect(ordering.deleteOrder(ann, order._id)).rejects.toMatchObject({ type: 'conflict', message: 'A paid order cannot be deleted' });
    expect(await ordering.getOrder(ann, order._id)).toMatchObject({ paid: true });
  });
});
