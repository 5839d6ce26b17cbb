// The cancellation use case over the memory repositories and the sandbox provider: a customer asks
// to cancel a paid order and an admin declines or approves; an unpaid order's open card payment is
// stopped, a paid one is refunded once, and a refund that fails can be tried again.
import { orderSteps } from '../support/order-steps';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MemoryOrderRepository } from '../../adapters/memory/memory-order-repository';
import type { MemoryIntentStore } from '../../adapters/memory/memory-intent-store';
import { orderMessages, type Order } from '../../core/domain/order';
import type { User } from '../../core/domain/user';
import type { Cancellations } from '../../core/shop/cancellations';
import type { Payments } from '../../core/shop/payments';
import { amountDue } from '../../core/domain/tax';
import type { Admin } from '../../core/shop/permissions';
import { FlakyRefunds } from '../support/flaky-refunds';
import { memoryOrderDesk, queuedEmails } from '../support/memory-order-desk';
import { inputOf } from '../support/route-input';
import { testCards } from '../support/sandbox-cards';

let desk: Awaited<ReturnType<typeof memoryOrderDesk<FlakyRefunds>>>;
let orders: MemoryOrderRepository;
let processor: FlakyRefunds;
let intents: MemoryIntentStore;
let payments: Payments;
let cancellations: Cancellations;
let ann: User;
let admin: Admin;
/** Ann's order of 3 vices: $120. */
let order: Order;
/** How far the cancellations' clock runs ahead of the repository's. */
let minutesLater = 0;

beforeEach(async () => {
  minutesLater = 0;
  desk = await memoryOrderDesk({ processor: (store) => new FlakyRefunds(store), now: () => new Date(Date.now() + minutesLater * 60_000) });
  ({ orders, processor, intents, payments, cancellations, ann, admin } = desk);
  order = await desk.orderFor(ann, 3);
});

/** A reason to cancel Ann's order as its route reads the body (none sent: `undefined`). */
const reasonSent = (body: unknown) => inputOf('requestCancellation', { params: { id: order._id }, body }).body.reason;

async function payWithCard() {
  const { clientSecret } = await payments.createPaymentIntent(ann, order._id);
  const { id } = await processor.confirm(clientSecret, testCards.succeeds, { name: 'Ann', email: ann.email });
  return payments.recordPayment(ann, order._id, id);
}

describe('cancelling an unpaid order', () => {
  it('stops its open card payment: the client secret the customer holds charges nothing', async () => {
    const { clientSecret } = await payments.createPaymentIntent(ann, order._id);
    expect(await cancellations.cancelOrder(admin, order._id)).toMatchObject({ cancelledAt: expect.any(String), refundId: null });
    await expect(processor.confirm(clientSecret, testCards.succeeds, { name: 'Ann', email: ann.email })).rejects.toMatchObject({ type: 'payment_failed' });
  });

  it('returns its held units to stock and tells the customer, with no refund to count', async () => {
    expect((await desk.products.findById(desk.vice._id))!.stock).toBe(7);
    await cancellations.cancelOrder(admin, order._id);
    expect((await desk.products.findById(desk.vice._id))!.stock).toBe(10);
    expect(queuedEmails(desk.outbox)).toEqual([{ to: 'ann@example.com', subject: `Your order ${order.number} is cancelled` }]);
    expect(desk.metrics.refundRecorded).toBe(0);
  });

  it('is for an order that exists', async () => {
    await expect(cancellations.cancelOrder(admin, crypto.randomUUID())).rejects.toMatchObject({ type: 'not_found', message: 'There is no such order' });
    expect(await orders.findById(order._id)).toMatchObject({ cancelledAt: null });
  });
});

describe('cancelling a paid order', () => {
  it('refunds what was paid, in cents, once', async () => {
    await payWithCard();
    const cancelled = await cancellations.cancelOrder(admin, order._id);
    expect(cancelled).toMatchObject({ refundId: expect.stringMatching(/^re_sandbox_/) });
    expect(processor.refunds).toEqual([{ intentId: cancelled.transactionId, amount: amountDue(order), key: `${order._id}:cancel:0` }]);
    expect(processor.refunds[0].amount).toBe(12_000);
    // The provider keeps what it returned, and what it charged.
    expect(await intents.findById(cancelled.transactionId!)).toMatchObject({ amount: 12_000, refundId: cancelled.refundId, refundAmount: 12_000 });
    await expect(cancellations.cancelOrder(admin, order._id)).rejects.toMatchObject({ type: 'conflict', message: orderMessages.cannotCancel });
    expect(processor.refunds).toHaveLength(1);
    expect(desk.metrics.refundRecorded).toBe(1);
  });

  it('tells the customer it is cancelled and what went back to their card', async () => {
    await payWithCard();
    await cancellations.cancelOrder(admin, order._id);
    expect(queuedEmails(desk.outbox).slice(2)).toEqual([
      { to: 'ann@example.com', subject: `Your order ${order.number} is cancelled` },
      { to: 'ann@example.com', subject: `Refund of $120 for order ${order.number}` },
    ]);
  });

  it('takes over a claim left by a server that stopped mid-way, once five minutes have passed', async () => {
    await payWithCard();
    await orderSteps(orders).claimCancellation(order._id, new Date(0));
    minutesLater = 4;
    await expect(cancellations.cancelOrder(admin, order._id)).rejects.toMatchObject({ type: 'conflict', message: orderMessages.cancellationUnderWay });
    minutesLater = 5.1;
    expect(await cancellations.cancelOrder(admin, order._id)).toMatchObject({ refundId: expect.any(String) });
    expect(processor.refunds).toHaveLength(1);
  });

  it('gives the order back when the refund fails, so that it can be tried again and then refunds once', async () => {
    await payWithCard();
    processor.failures = 1;
    await expect(cancellations.cancelOrder(admin, order._id)).rejects.toThrow('The card provider could not be reached');
    expect(await orders.findById(order._id)).toMatchObject({ paid: true, cancelledAt: null, refundId: null });
    const cancelled = await cancellations.cancelOrder(admin, order._id);
    expect(cancelled).toMatchObject({ cancelledAt: expect.any(String), refundId: expect.any(String) });
    expect(processor.refunds).toHaveLength(1);
  });

  it('tells a second admin, pressing while the first refund runs, that it is being cancelled already', async () => {
    await payWithCard();
    let release!: () => void;
    const refundHeld = new Promise<void>((resolve) => (release = resolve));
    const original = processor.refund.bind(processor);
    processor.refund = async (request) => {
      await refundHeld;
      return original(request);
    };
    const first = cancellations.cancelOrder(admin, order._id);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(cancellations.cancelOrder(admin, order._id)).rejects.toMatchObject({ type: 'conflict', message: orderMessages.cancellationUnderWay });
    release();
    expect(await first).toMatchObject({ refundId: expect.any(String) });
    expect(processor.refunds).toHaveLength(1);
  });
});

describe('a customer asking to cancel', () => {
  it('is recorded on their paid order with their reason, and they are told by mail', async () => {
    await payWithCard();
    const requested = await cancellations.requestCancellation(ann, order._id, reasonSent({ reason: '  Ordered the wrong size ' }));
    expect(requested).toMatchObject({ cancellationRequested: true, cancelledAt: null });
    expect(await orders.findById(order._id)).toEqual(requested);
    const [event] = (await orders.events(order._id)).slice(-1);
    expect(event).toMatchObject({ type: 'cancellation_requested', actor: { id: ann.id, name: 'Ann', role: 'customer' }, details: { text: 'Ordered the wrong size' } });
    expect(queuedEmails(desk.outbox).at(-1)).toEqual({ to: 'ann@example.com', subject: `We have your request to cancel order ${order.number}` });
  });

  it('needs no reason', async () => {
    await payWithCard();
    expect(await cancellations.requestCancellation(ann, order._id, reasonSent(undefined))).toMatchObject({ cancellationRequested: true });
    expect((await orders.events(order._id)).at(-1)).toMatchObject({ type: 'cancellation_requested', details: {} });
  });

  it('is refused for an unpaid order, a second time, and anyone but the owner', async () => {
    await expect(cancellations.requestCancellation(ann, order._id)).rejects.toMatchObject({ type: 'conflict', message: 'Only a paid order that has not shipped can be cancelled' });
    await payWithCard();
    await expect(cancellations.requestCancellation(desk.bob, order._id)).rejects.toMatchObject({ type: 'forbidden' });
    await expect(cancellations.requestCancellation(ann, crypto.randomUUID())).rejects.toMatchObject({ type: 'not_found', message: 'There is no such order' });
    expect(await orders.findById(order._id)).toMatchObject({ cancellationRequested: false });
    await cancellations.requestCancellation(ann, order._id);
    await expect(cancellations.requestCancellation(ann, order._id)).rejects.toMatchObject({ type: 'conflict', message: 'You have already asked to cancel this order' });
  });

  it('twice at once (a double click) records one request', async () => {
    await payWithCard();
    const [first, second] = await Promise.allSettled([cancellations.requestCancellation(ann, order._id), cancellations.requestCancellation(ann, order._id)]);
    expect(first).toMatchObject({ status: 'fulfilled', value: { cancellationRequested: true } });
    expect(second).toMatchObject({ status: 'rejected', reason: { type: 'conflict', message: 'You have already asked to cancel this order' } });
    expect((await orders.events(order._id)).filter((event) => event.type === 'cancellation_requested')).toHaveLength(1);
  });
});

describe('an admin declining a request to cancel', () => {
  it('leaves the order paid, to be shipped, and the customer may ask again', async () => {
    await payWithCard();
    await cancellations.requestCancellation(ann, order._id);
    expect(await cancellations.declineCancellation(admin, order._id, 'Already with the carrier')).toMatchObject({ cancellationRequested: false, cancelledAt: null, paid: true });
    expect((await orders.events(order._id)).at(-1)).toMatchObject({ type: 'cancellation_declined', actor: { id: admin.id, name: 'Boss', role: 'admin' }, details: { text: 'Already with the carrier' } });
    await cancellations.requestCancellation(ann, order._id, 'Please, it is urgent');
    await cancellations.declineCancellation(admin, order._id, 'It has left our works');
    expect(await desk.fulfilment.shipOrder(admin, order._id)).toMatchObject({ shipped: true });
  });

  it('emails the customer each decision with its reason, as the request’s email promised', async () => {
    await payWithCard();
    const sent = (template: string) => desk.outbox.all().flatMap((mail) => ('email' in mail && mail.email.template === template ? [mail.email] : []));
    await cancellations.requestCancellation(ann, order._id);
    await cancellations.declineCancellation(admin, order._id, 'Already with the carrier');
    await cancellations.requestCancellation(ann, order._id);
    await cancellations.declineCancellation(admin, order._id, 'It has left our works');
    expect(sent('cancellation-declined').map((email) => [email.to, (email.data as { reason?: string }).reason])).toEqual([
      [ann.email, 'Already with the carrier'],
      [ann.email, 'It has left our works'],
    ]);
    expect(sent('cancellation-requested')).toHaveLength(2);
  });

  it('is refused when nobody asked, and for an order that does not exist', async () => {
    await payWithCard();
    await expect(cancellations.declineCancellation(admin, order._id, 'No')).rejects.toMatchObject({ type: 'conflict', message: 'Nobody has asked to cancel this order' });
    await cancellations.requestCancellation(ann, order._id);
    await expect(cancellations.declineCancellation(admin, crypto.randomUUID(), 'No')).rejects.toMatchObject({ type: 'not_found', message: 'There is no such order' });
    expect(await orders.findById(order._id)).toMatchObject({ cancellationRequested: true });
  });
});
