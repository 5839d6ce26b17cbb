// The fulfilment use case over the memory repositories: admins list every order, ship the paid
// ones once (the customer is told, with the carrier and tracking number) and keep notes on them.
import { orderSteps } from '../support/order-steps';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../../core/domain/order';
import { orderListRequestSchema, type OrderListQuery } from '../../core/shop/fulfilment';
import { memoryOrderDesk, queuedEmails } from '../support/memory-order-desk';
import { inputOf } from '../support/route-input';
import { payStored } from '../support/stored-orders';

let desk: Awaited<ReturnType<typeof memoryOrderDesk>>;
/** Ann's paid order of 3 vices, ready to ship. */
let order: Order;

beforeEach(async () => {
  desk = await memoryOrderDesk();
  order = await payStored(desk.orders, (await desk.orderFor(desk.ann, 3))._id, 'pi_sandbox_ann');
});

const query = (request: Partial<OrderListQuery> = {}): OrderListQuery => ({ limit: 12, filter: 'all', ...request });
const numbers = (page: { items: Order[] }) => page.items.map((item) => item.number);

describe('the admins’ list of orders', () => {
  it('shows every order, newest first, a page at a time', async () => {
    const bobs = await desk.orderFor(desk.bob, 1);
    const first = await desk.fulfilment.listAllOrders(query({ limit: 1 }));
    expect(numbers(first)).toEqual([bobs.number]);
    const second = await desk.fulfilment.listAllOrders(query({ limit: 1, cursor: first.nextCursor ?? undefined }));
    expect(second).toEqual({ items: [expect.objectContaining({ number: order.number })], nextCursor: null });
  });

  it('shows one view, or the orders an order number or an email finds; a blank search finds all', async () => {
    const bobs = await desk.orderFor(desk.bob, 1);
    expect(numbers(await desk.fulfilment.listAllOrders(query({ filter: 'to-ship' })))).toEqual([order.number]);
    expect(numbers(await desk.fulfilment.listAllOrders(query({ filter: 'unpaid' })))).toEqual([bobs.number]);
    expect(numbers(await desk.fulfilment.listAllOrders(query({ search: order.number })))).toEqual([order.number]);
    expect(numbers(await desk.fulfilment.listAllOrders(query({ search: 'bob@' })))).toEqual([bobs.number]);
    expect(numbers(await desk.fulfilment.listAllOrders(query({ search: '' })))).toEqual([bobs.number, order.number]);
  });

  it('refuses a page cursor it did not hand out in words, and lets any other failure through', async () => {
    await expect(desk.fulfilment.listAllOrders(query({ cursor: 'not-a-cursor' }))).rejects.toMatchObject({
      type: 'invalid_data',
      message: 'That page cursor is not one this catalogue handed out',
    });
    desk.orders.listAll = () => Promise.reject(new Error('The database is unreachable'));
    await expect(desk.fulfilment.listAllOrders(query())).rejects.toThrow(new Error('The database is unreachable'));
  });
});

describe('the query string of the admins’ list', () => {
  const parse = (input: unknown) => {
    const parsed = v.safeParse(orderListRequestSchema, input);
    return parsed.success ? parsed.output : parsed.issues[0].message;
  };

  it('lists all orders unless told otherwise, and searches for the words trimmed', () => {
    expect(parse({})).toEqual({ limit: 12, filter: 'all' });
    expect(parse({ filter: 'to-ship', search: '  HT-10001 ' })).toEqual({ limit: 12, filter: 'to-ship', search: 'HT-10001' });
    expect(parse({ search: 'x'.repeat(254) })).toMatchObject({ search: 'x'.repeat(254) });
  });

  it('refuses an unknown view and a search that is not text or too long, in words', () => {
    expect(parse({ filter: 'lost' })).toBe('Choose one of: all, to-ship, unpaid, on-account, shipped, cancelled, cancellation-requested');
    expect(parse({ search: 42 })).toBe('The search must be text');
    expect(parse({ search: 'x'.repeat(255) })).toBe('Keep the search under 254 characters');
  });
});

describe('shipping an order', () => {
  it('ships a paid order with its carrier and tracking number, on the timeline, and tells the customer', async () => {
    const shipped = await desk.fulfilment.shipOrder(desk.admin, order._id, inputOf('shipOrder', { params: { id: order._id }, body: { carrier: ' Royal Mail ', trackingNumber: 'RM123456789GB' } }).body);
    expect(shipped).toMatchObject({ shipped: true, carrier: 'Royal Mail', trackingNumber: 'RM123456789GB' });
    expect(await desk.orders.findById(order._id)).toEqual(shipped);
    expect((await desk.orders.events(order._id)).at(-1)).toMatchObject({
      type: 'shipped',
      actor: { id: desk.admin.id, name: 'Boss', role: 'admin' },
      details: { carrier: 'Royal Mail', trackingNumber: 'RM123456789GB' },
    });
    expect(queuedEmails(desk.outbox)).toEqual([{ to: 'ann@example.com', subject: `Your order ${order.number} is on its way` }]);
    expect(desk.outbox.all()[0]).toMatchObject({ email: { data: { carrier: 'Royal Mail', trackingNumber: 'RM123456789GB' } } });
  });

  it('needs neither carrier nor tracking number', async () => {
    expect(await desk.fulfilment.shipOrder(desk.admin, order._id)).toMatchObject({ shipped: true, carrier: null, trackingNumber: null });
  });

  it('refuses, in words, an order that is unpaid, cancelled, shipped already, or whose customer asked to cancel it', async () => {
    const unpaid = await desk.orderFor(desk.bob, 1);
    await expect(desk.fulfilment.shipOrder(desk.admin, unpaid._id)).rejects.toMatchObject({ type: 'conflict', message: 'An unpaid order cannot be shipped' });
    await desk.cancellations.cancelOrder(desk.admin, unpaid._id);
    await expect(desk.fulfilment.shipOrder(desk.admin, unpaid._id)).rejects.toMatchObject({ type: 'conflict', message: 'This order is cancelled' });
    await desk.cancellations.requestCancellation(desk.ann, order._id);
    await expect(desk.fulfilment.shipOrder(desk.admin, order._id)).rejects.toMatchObject({
      type: 'conflict',
      message: 'The customer has asked to cancel this order: approve or decline that before shipping it',
    });
    await desk.cancellations.declineCancellation(desk.admin, order._id, 'Already packed');
    await desk.fulfilment.shipOrder(desk.admin, order._id);
    await expect(desk.fulfilment.shipOrder(desk.admin, order._id)).rejects.toMatchObject({ type: 'conflict', message: 'This order is already shipped' });
    expect(queuedEmails(desk.outbox).filter((mail) => mail.subject.includes('on its way'))).toHaveLength(1);
  });

  it('ships once when two admins press at once: the second is told it is shipped already', async () => {
    const [first, second] = await Promise.allSettled([desk.fulfilment.shipOrder(desk.admin, order._id), desk.fulfilment.shipOrder(desk.admin, order._id)]);
    expect(first).toMatchObject({ status: 'fulfilled', value: { shipped: true } });
    expect(second).toMatchObject({ status: 'rejected', reason: { type: 'conflict', message: 'This order is already shipped' } });
    expect(queuedEmails(desk.outbox)).toHaveLength(1);
  });

  it('tells an admin whose order was shipped by another meanwhile that it is shipped already, and ships it once', async () => {
    const apply = desk.orders.apply.bind(desk.orders);
    desk.orders.apply = async (...args) => {
      desk.orders.apply = apply;
      await orderSteps(desk.orders).markShipped(order._id, { id: null, name: 'Another admin', role: 'admin' }, { carrier: 'DPD', trackingNumber: null });
      return apply(...args);
    };
    await expect(desk.fulfilment.shipOrder(desk.admin, order._id, { carrier: 'Royal Mail' })).rejects.toMatchObject({ type: 'conflict', message: 'This order is already shipped' });
    expect(await desk.orders.findById(order._id)).toMatchObject({ shipped: true, carrier: 'DPD' });
  });

  it('is for an order that exists', async () => {
    await expect(desk.fulfilment.shipOrder(desk.admin, crypto.randomUUID())).rejects.toMatchObject({ type: 'not_found', message: 'There is no such order' });
    expect(await desk.orders.findById(order._id)).toMatchObject({ shipped: false });
  });
});

describe('an internal note on an order', () => {
  it('goes on its timeline, trimmed, in the admin’s name', async () => {
    const note = await desk.fulfilment.addNote(desk.admin, order._id, inputOf('addOrderNote', { params: { id: order._id }, body: { text: '  Customer rang: leave with neighbour ' } }).body.text);
    expect(note).toMatchObject({ orderId: order._id, type: 'note', actor: { id: desk.admin.id, name: 'Boss', role: 'admin' }, details: { text: 'Customer rang: leave with neighbour' } });
    expect((await desk.orders.events(order._id)).at(-1)).toEqual(note);
  });

  it('is refused for an order that does not exist', async () => {
    await expect(desk.fulfilment.addNote(desk.admin, crypto.randomUUID(), 'Lost')).rejects.toMatchObject({ type: 'not_found', message: 'There is no such order' });
    expect((await desk.orders.events(order._id)).filter((event) => event.type === 'note')).toEqual([]);
  });
});
