// Refunds of some lines over the memory repositories and the sandbox provider: an admin refunds
// some units of a paid order of two lines, the goods back in stock or not; never more than was
// paid, each refund made once by its key, and a cancellation afterwards refunds what is left.
import { beforeEach, describe, expect, it } from 'vitest';
import { orderMessages, type Order } from '../../core/domain/order';
import { refundMessages } from '../../core/domain/order-refund';
import type { User } from '../../core/domain/user';
import type { Admin } from '../../core/shop/permissions';
import { FlakyRefunds } from '../support/flaky-refunds';
import { memoryOrderDesk, queuedEmails } from '../support/memory-order-desk';
import { testCards } from '../support/sandbox-cards';
import { storeOrder } from '../support/stored-orders';
import { LineRefunds } from '../../core/shop/line-refunds';
import { testOrderMail } from '../support/order-mail';

let desk: Awaited<ReturnType<typeof memoryOrderDesk<FlakyRefunds>>>;
let ann: User;
let admin: Admin;
/** Ann's paid order: 3 vices at $40 and 2 saws at $25, $170. */
let order: Order;
let sawId: string;
/** How far the refunds' clock runs ahead of the repository's. */
let minutesLater = 0;
/** The mail queued before the refunds: placing and paying. */
let mailBefore = 0;
const mailSince = () => queuedEmails(desk.outbox).slice(mailBefore);

const stockOf = async (id: string) => (await desk.products.findById(id))!.stock;

beforeEach(async () => {
  minutesLater = 0;
  desk = await memoryOrderDesk({ processor: (store) => new FlakyRefunds(store), now: () => new Date(Date.now() + minutesLater * 60_000) });
  ({ ann, admin } = desk);
  const saw = await desk.products.insert({ name: 'Panel Saw', description: 'Fine teeth', price: 25, min: 1, max: 10, image: '/s.svg', stock: 10 });
  sawId = saw._id;
  const lines = [
    { productId: desk.vice._id, partNumber: null, name: 'Bench Vice', unitPrice: 40, quantity: 3, lineTotal: 120 },
    { productId: saw._id, partNumber: 'HT-SAW-1', name: 'Panel Saw', unitPrice: 25, quantity: 2, lineTotal: 50 },
  ];
  const placed = await storeOrder(desk.orders, { customerId: ann.id, customerEmail: ann.email, customerName: ann.displayName, phone: '', lines });
  const { clientSecret } = await desk.payments.createPaymentIntent(ann, placed._id);
  const { id } = await desk.processor.confirm(clientSecret, testCards.succeeds, { name: 'Ann', email: ann.email });
  order = await desk.payments.recordPayment(ann, placed._id, id);
  mailBefore = desk.outbox.all().length;
});

describe('refunding some lines', () => {
  it('returns the units to the card at the price they were bought at, records it with the timeline, and emails the customer what went back', async () => {
    const refunded = await desk.lineRefunds.refundLines(admin, order._id, { lines: [{ line: 1, quantity: 1 }, { line: 2, quantity: 2 }], restock: true });
    expect(desk.processor.refunds).toEqual([{ intentId: order.transactionId, amount: 9_000, key: `${order._id}:refund:1` }]);
    expect(refunded.refunds).toEqual([
      { key: `${order._id}:refund:1`, lines: [{ line: 1, quantity: 1 }, { line: 2, quantity: 2 }], amount: 9_000, restock: true, refundId: expect.stringMatching(/^re_sandbox_/), askedAt: expect.any(String) },
    ]);
    expect(refunded).toMatchObject({ paid: true, cancelledAt: null, refundId: null });
    const events = await desk.orders.events(order._id);
    expect(events.at(-1)).toMatchObject({ type: 'refunded', actor: { name: 'Boss', role: 'admin' }, details: { refundId: refunded.refunds[0].refundId, amount: 9_000, lines: [{ line: 1, quantity: 1 }, { line: 2, quantity: 2 }], restocked: true } });
    expect(mailSince()).toEqual([{ to: 'ann@example.com', subject: `Refund of $90.00 for order ${order.number}` }]);
    expect(desk.metrics.refundRecorded).toBe(1);
  });

  it('puts the units back in stock only when the goods came back', async () => {
    const [vices, saws] = [await stockOf(desk.vice._id), await stockOf(sawId)];
    await desk.lineRefunds.refundLines(admin, order._id, { lines: [{ line: 1, quantity: 2 }], restock: false });
    expect([await stockOf(desk.vice._id), await stockOf(sawId)]).toEqual([vices, saws]);
    await desk.lineRefunds.refundLines(admin, order._id, { lines: [{ line: 1, quantity: 1 }, { line: 2, quantity: 1 }], restock: true });
    expect([await stockOf(desk.vice._id), await stockOf(sawId)]).toEqual([vices + 1, saws + 1]);
  });

  it('refuses more units than are left of a line, and refunds nothing then', async () => {
    await desk.lineRefunds.refundLines(admin, order._id, { lines: [{ line: 2, quantity: 1 }], restock: true });
    await expect(desk.lineRefunds.refundLines(admin, order._id, { lines: [{ line: 2, quantity: 2 }], restock: true })).rejects.toMatchObject({ type: 'conflict', message: 'Only 1 of line 2 is left to refund' });
    await expect(desk.lineRefunds.refundLines(admin, order._id, { lines: [{ line: 3, quantity: 1 }], restock: true })).rejects.toMatchObject({ message: 'This order has no line 3' });
    expect(desk.processor.refunds).toHaveLength(1);
  });

  it('refuses an unpaid order, a cancelled one, and one whose cancellation runs', async () => {
    const unpaid = await desk.orderFor(ann, 1);
    await expect(desk.lineRefunds.refundLines(admin, unpaid._id, { lines: [{ line: 1, quantity: 1 }], restock: true })).rejects.toMatchObject({ message: refundMessages.notPaid });
    await desk.cancellations.cancelOrder(admin, order._id);
    await expect(desk.lineRefunds.refundLines(admin, order._id, { lines: [{ line: 1, quantity: 1 }], restock: true })).rejects.toMatchObject({ message: orderMessages.cancelled });
    expect(desk.processor.refunds).toHaveLength(1);
  });

  it('refunds a shipped order: goods sent back after delivery', async () => {
    await desk.fulfilment.shipOrder(admin, order._id);
    expect(await desk.lineRefunds.refundLines(admin, order._id, { lines: [{ line: 1, quantity: 3 }], restock: true })).toMatchObject({ shipped: true, refunds: [{ amount: 12_000 }] });
  });

  it('runs one refund of two admins pressing at once: the other is told it is under way or the order changed', async () => {
    const asked = await Promise.allSettled([
      desk.lineRefunds.refundLines(admin, order._id, { lines: [{ line: 1, quantity: 3 }], restock: true }),
      desk.lineRefunds.refundLines(admin, order._id, { lines: [{ line: 1, quantity: 3 }], restock: true }),
    ]);
    expect(asked.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(asked.find((result) => result.status === 'rejected')).toMatchObject({ reason: { type: 'conflict' } });
    expect(desk.processor.refunds).toHaveLength(1);
    expect((await desk.orders.findById(order._id))!.refunds).toHaveLength(1);
  });

  it('makes its own refund when another admin refunded other lines between its reading the order and its claim', async () => {
    // Admin 1 reads the order (no refund yet), then is slow to claim: its first write waits until admin 2's refund is done.
    let claimNow!: () => void;
    const admin2Done = new Promise<void>((resolve) => (claimNow = resolve));
    const slow = Object.create(desk.orders) as typeof desk.orders;
    let first = true;
    slow.apply = async (id, version, change, mail) => {
      if (first) {
        first = false;
        await admin2Done;
      }
      return desk.orders.apply(id, version, change, mail);
    };
    const slowAdmin = new LineRefunds(slow, desk.processor, testOrderMail(desk.users));
    const pressed = slowAdmin.refundLines(admin, order._id, { lines: [{ line: 1, quantity: 3 }], restock: true });
    await desk.lineRefunds.refundLines(admin, order._id, { lines: [{ line: 2, quantity: 2 }], restock: true });
    claimNow();
    const answered = await pressed;
    // Answered as made: so it was, once, under a key of its own, and recorded with the provider's id of that refund.
    const made = await desk.intents.refundsOf(order.transactionId!);
    expect(made.map(({ amount, key }) => [amount, key])).toEqual([
      [5_000, `${order._id}:refund:1`],
      [12_000, `${order._id}:refund:2`],
    ]);
    expect(answered.refunds.map(({ key, amount, refundId }) => [key, amount, refundId])).toEqual([
      [`${order._id}:refund:1`, 5_000, made[0].id],
      [`${order._id}:refund:2`, 12_000, made[1].id],
    ]);
    const refunded = (await desk.orders.events(order._id)).filter((event) => event.type === 'refunded');
    expect(refunded.map((event) => [event.details.refundId, event.details.amount])).toEqual([
      [made[0].id, 5_000],
      [made[1].id, 12_000],
    ]);
  });

  it('forgets a refund the provider did not make, and makes it once when asked again', async () => {
    desk.processor.failures = 1;
    await expect(desk.lineRefunds.refundLines(admin, order._id, { lines: [{ line: 1, quantity: 1 }], restock: true })).rejects.toThrow('could not be reached');
    expect((await desk.orders.findById(order._id))!.refunds).toEqual([]);
    expect(await desk.lineRefunds.refundLines(admin, order._id, { lines: [{ line: 1, quantity: 1 }], restock: true })).toMatchObject({ refunds: [{ amount: 4_000, refundId: expect.any(String) }] });
    // The same key both times: had the provider made the first, the second would have answered it.
    expect(desk.processor.refunds.map((refund) => refund.key)).toEqual([`${order._id}:refund:1`]);
  });

  it('finishes a refund its server left under way, by its key, before the next one', async () => {
    const key = `${order._id}:refund:1`;
    // A server stopped between asking the provider and recording the answer.
    const left = await desk.orders.apply(order._id, order.version, {
      set: { refunds: [{ key, lines: [{ line: 2, quantity: 1 }], amount: 2_500, restock: false, refundId: null, askedAt: new Date().toISOString() }] },
      events: [],
      units: 'keep',
    });
    expect('order' in left).toBe(true);
    await desk.processor.refund({ intentId: order.transactionId!, amount: 2_500, key });
    await expect(desk.lineRefunds.refundLines(admin, order._id, { lines: [{ line: 1, quantity: 1 }], restock: true })).rejects.toMatchObject({ message: refundMessages.underWay });
    minutesLater = 6;
    const done = await desk.lineRefunds.refundLines(admin, order._id, { lines: [{ line: 1, quantity: 1 }], restock: true });
    expect(done.refunds.map((refund) => [refund.key, refund.amount, refund.refundId !== null])).toEqual([
      [key, 2_500, true],
      [`${order._id}:refund:2`, 4_000, true],
    ]);
  });
});

describe('refunds that cannot be recorded', () => {
  it('answers 404 for an order that does not exist', async () => {
    await expect(desk.lineRefunds.refundLines(admin, crypto.randomUUID(), { lines: [{ line: 1, quantity: 1 }], restock: true })).rejects.toMatchObject({ type: 'not_found', message: 'There is no such order' });
  });

  it('says the order changed when the refund made cannot be recorded on it, and runs on the time of day by default', async () => {
    // A repository whose order moves on between the refund's start and its record.
    const moving = Object.create(desk.orders) as typeof desk.orders;
    moving.apply = async (id, version, change, mail) => ('refunds' in change.set && change.set.refunds!.some((refund) => refund.refundId !== null) ? { stale: true } : desk.orders.apply(id, version, change, mail));
    const refunds = new LineRefunds(moving, desk.processor, testOrderMail(desk.users));
    await expect(refunds.refundLines(admin, order._id, { lines: [{ line: 1, quantity: 1 }], restock: true })).rejects.toMatchObject({ type: 'conflict', message: orderMessages.changedMeanwhile });
  });
});

describe('cancelling after refunds of some lines', () => {
  it('refunds what is left of the payment and returns to stock only the units not refunded', async () => {
    await desk.lineRefunds.refundLines(admin, order._id, { lines: [{ line: 2, quantity: 2 }], restock: false });
    const vices = await stockOf(desk.vice._id);
    const saws = await stockOf(sawId);
    const cancelled = await desk.cancellations.cancelOrder(admin, order._id);
    expect(desk.processor.refunds.map(({ amount, key }) => [amount, key])).toEqual([
      [5_000, `${order._id}:refund:1`],
      [12_000, `${order._id}:cancel:1`],
    ]);
    expect([await stockOf(desk.vice._id), await stockOf(sawId)]).toEqual([vices + 3, saws]);
    const events = await desk.orders.events(order._id);
    expect(events.slice(-2)).toMatchObject([{ type: 'cancelled', details: { units: 3 } }, { type: 'refunded', details: { refundId: cancelled.refundId, amount: 12_000 } }]);
    expect(mailSince().map((mail) => mail.subject)).toEqual([`Refund of $50.00 for order ${order.number}`, `Your order ${order.number} is cancelled`, `Refund of $120.00 for order ${order.number}`]);
  });

  it('refunds nothing more once every line was refunded, and cancels all the same', async () => {
    await desk.lineRefunds.refundLines(admin, order._id, { lines: [{ line: 1, quantity: 3 }, { line: 2, quantity: 2 }], restock: true });
    const cancelled = await desk.cancellations.cancelOrder(admin, order._id);
    expect(cancelled).toMatchObject({ cancelledAt: expect.any(String), refundId: null });
    expect(desk.processor.refunds).toHaveLength(1);
  });

  it('waits for a refund under way', async () => {
    const left = await desk.orders.apply(order._id, order.version, {
      set: { refunds: [{ key: 'k', lines: [{ line: 2, quantity: 1 }], amount: 2_500, restock: false, refundId: null, askedAt: new Date().toISOString() }] },
      events: [],
      units: 'keep',
    });
    expect('order' in left).toBe(true);
    await expect(desk.cancellations.cancelOrder(admin, order._id)).rejects.toMatchObject({ message: refundMessages.underWay });
  });
});
