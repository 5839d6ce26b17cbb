// The payment use case over the memory repositories and the sandbox card provider: an order is
// paid only when the provider vouches for a payment of its own total, once; a payment that comes
// after its units were sold to someone else is refunded at once; open payments are stopped when
// an order is deleted or its hold lapses.
import { orderSteps } from '../support/order-steps';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { SandboxCardProcessor } from '../../adapters/sandbox-card/server/sandbox-card-processor';
import { orderDeletionMessages, type Order } from '../../core/domain/order';
import { MAX_ORDER_TOTAL, orderTotalMessages, stockMessages } from '../../core/domain/product';
import type { IntentRecord } from '../../core/ports/driven/payment-processor';
import { invalidData } from '../../core/shop/errors';
import { recordPaymentSchema } from '../../core/shop/payments';
import { FlakyRefunds } from '../support/flaky-refunds';
import { HOLD_MS, memoryOrderDesk, queuedEmails } from '../support/memory-order-desk';
import { testCards } from '../support/sandbox-cards';
import { payStored } from '../support/stored-orders';

let desk: Awaited<ReturnType<typeof memoryOrderDesk<FlakyRefunds>>>;
/** Ann's order of 3 vices: $120. */
let order: Order;

beforeEach(async () => {
  desk = await memoryOrderDesk({ processor: (intents) => new FlakyRefunds(intents) });
  order = await desk.orderFor(desk.ann, 3);
});

const billing = { name: 'Ann', email: 'ann@example.com' };

/** Ann pays `which` by card in the provider's page; the id of the payment it took. */
async function charged(which: Order = order) {
  const { clientSecret } = await desk.payments.createPaymentIntent(desk.ann, which._id);
  return (await desk.processor.confirm(clientSecret, testCards.succeeds, billing)).id;
}

/** The order's timeline after its placing: what happened, by whom. */
const timeline = async (id = order._id) =>
  (await desk.orders.events(id)).filter((event) => event.type !== 'placed').map(({ type, actor, details }) => ({ type, by: actor.name, details }));

/** Every unit of the order goes back to stock and is sold to Bob: the hold lapsed, and the vices were ordered since. */
async function unitsSoldToSomeoneElse() {
  await orderSteps(desk.orders).releaseExpiredHolds(new Date(Date.now() + 2 * HOLD_MS));
  await desk.orderFor(desk.bob, 10);
}

const stock = async () => (await desk.products.findById(desk.vice._id))!.stock;

/** The order repository fails each change from now on, as an unreachable database would. */
function databaseDown() {
  desk.orders.apply = () => Promise.reject(new Error('The database is unreachable'));
}

describe('asking to pay an order', () => {
  it('asks the provider for the total in cents, once: asking again answers the same payment, started once on the timeline', async () => {
    const first = await desk.payments.createPaymentIntent(desk.ann, order._id);
    expect(await desk.payments.createPaymentIntent(desk.ann, order._id)).toEqual(first);
    const intent = await desk.intents.findBySecret(first.clientSecret);
    expect(intent).toMatchObject({ orderId: order._id, amount: 12_000, customerEmail: 'ann@example.com', status: 'pending' });
    expect(await timeline()).toEqual([{ type: 'payment_started', by: 'Ann', details: { transactionId: intent!.id } }]);
  });

  it('is for the order’s owner only, and an order that exists', async () => {
    await expect(desk.payments.createPaymentIntent(desk.bob, order._id)).rejects.toMatchObject({ type: 'forbidden' });
    await expect(desk.payments.createPaymentIntent(desk.ann, crypto.randomUUID())).rejects.toMatchObject({ type: 'not_found', message: 'There is no such order' });
  });

  it('refuses an order that is paid or cancelled', async () => {
    await payStored(desk.orders, order._id);
    await expect(desk.payments.createPaymentIntent(desk.ann, order._id)).rejects.toMatchObject({ type: 'conflict', message: 'This order is already paid' });
    const dropped = await desk.orderFor(desk.ann, 1);
    await desk.cancellations.cancelOrder(desk.admin, dropped._id);
    await expect(desk.payments.createPaymentIntent(desk.ann, dropped._id)).rejects.toMatchObject({ type: 'conflict', message: 'This order is cancelled' });
  });

  it('refuses an order with nothing to pay, and one dearer than a card payment takes; the dearest that may be paid is asked for in cents', async () => {
    const free = await desk.orderFor(desk.ann, 1, { totalPrice: 0 });
    await expect(desk.payments.createPaymentIntent(desk.ann, free._id)).rejects.toMatchObject({ type: 'invalid_data', message: 'This order has nothing to pay' });
    const tooDear = await desk.orderFor(desk.ann, 1, { totalPrice: MAX_ORDER_TOTAL + 1 });
    await expect(desk.payments.createPaymentIntent(desk.ann, tooDear._id)).rejects.toMatchObject({ type: 'invalid_data', message: orderTotalMessages.cannotBePaid });
    const dearest = await desk.orderFor(desk.ann, 1, { totalPrice: MAX_ORDER_TOTAL });
    const { clientSecret } = await desk.payments.createPaymentIntent(desk.ann, dearest._id);
    expect(await desk.intents.findBySecret(clientSecret)).toMatchObject({ amount: 99_999_900 });
  });

  it('takes the units again when their hold ran out, before the card is asked for', async () => {
    await orderSteps(desk.orders).releaseExpiredHolds(new Date(Date.now() + 2 * HOLD_MS));
    expect(await stock()).toBe(10);
    await desk.payments.createPaymentIntent(desk.ann, order._id);
    expect(await stock()).toBe(7);
    expect(await desk.orders.findById(order._id)).toMatchObject({ holdExpiresAt: expect.any(String) });
  });

  it('refuses when the units went back to stock and were ordered since: no card is asked for', async () => {
    await unitsSoldToSomeoneElse();
    await expect(desk.payments.createPaymentIntent(desk.ann, order._id)).rejects.toMatchObject({ type: 'conflict', message: stockMessages.holdLapsed });
    expect(await desk.intents.cancelOpen(order._id)).toEqual([]);
    expect(await timeline()).toEqual([{ type: 'hold_released', by: 'The shop', details: { units: 3 } }]);
  });
});

describe('recording a payment', () => {
  it('marks the order paid once the provider vouches for it: a receipt to the customer and the news to the shop', async () => {
    const id = await charged();
    const paid = await desk.payments.recordPayment(desk.ann, order._id, id);
    expect(paid).toMatchObject({ paid: true, transactionId: id, holdExpiresAt: null, shortOfStock: false, cancelledAt: null });
    expect(await desk.orders.findById(order._id)).toEqual(paid);
    expect((await timeline()).at(-1)).toEqual({ type: 'paid', by: 'Ann', details: { transactionId: id } });
    expect(queuedEmails(desk.outbox)).toEqual([
      { to: 'ann@example.com', subject: `Receipt for your order ${order.number}` },
      { to: 'shop@example.com', subject: `New paid order ${order.number}: 3 × Bench Vice` },
    ]);
    expect(desk.metrics.paymentRecorded).toBe(1);
  });

  it('counts the same payment recorded twice once, and refuses another payment for a paid order', async () => {
    const id = await charged();
    await desk.payments.recordPayment(desk.ann, order._id, id);
    expect(await desk.payments.recordPayment(desk.ann, order._id, id)).toMatchObject({ paid: true, transactionId: id });
    const otherPayment = await charged(await desk.orderFor(desk.ann, 1));
    await expect(desk.payments.recordPayment(desk.ann, order._id, otherPayment)).rejects.toMatchObject({ type: 'conflict', message: 'This order is already paid' });
    expect(await desk.orders.findById(order._id)).toMatchObject({ transactionId: id });
    expect((await timeline()).filter((event) => event.type === 'paid')).toHaveLength(1);
    expect(queuedEmails(desk.outbox)).toHaveLength(2);
    expect(desk.metrics.paymentRecorded).toBe(1);
  });

  it('is for the order’s owner only', async () => {
    const id = await charged();
    await expect(desk.payments.recordPayment(desk.bob, order._id, id)).rejects.toMatchObject({ type: 'forbidden' });
    expect(await desk.orders.findById(order._id)).toMatchObject({ paid: false });
  });

  it('refuses a payment the provider does not vouch for, for this order and this amount; the order stays unpaid', async () => {
    await expect(desk.payments.recordPayment(desk.ann, order._id, 'pi_sandbox_unknown')).rejects.toMatchObject({ type: 'invalid_data', message: 'The payment provider knows no such transaction' });
    const forAnother = await charged(await desk.orderFor(desk.ann, 1));
    await expect(desk.payments.recordPayment(desk.ann, order._id, forAnother)).rejects.toMatchObject({ type: 'invalid_data', message: 'That transaction is for another order' });
    const cheaper = await desk.processor.createIntent({ orderId: order._id, amount: 100, customerEmail: 'ann@example.com' });
    await desk.processor.confirm(cheaper.clientSecret, testCards.succeeds, billing);
    await expect(desk.payments.recordPayment(desk.ann, order._id, cheaper.id)).rejects.toMatchObject({ type: 'invalid_data', message: 'That transaction is for another amount' });
    const { clientSecret } = await desk.payments.createPaymentIntent(desk.ann, order._id);
    const unpaid = (await desk.intents.findBySecret(clientSecret))!.id;
    await expect(desk.payments.recordPayment(desk.ann, order._id, unpaid)).rejects.toMatchObject({ type: 'payment_failed', message: 'The payment has not succeeded' });
    await expect(desk.processor.confirm(clientSecret, testCards.declined, billing)).rejects.toMatchObject({ type: 'payment_failed' });
    await expect(desk.payments.recordPayment(desk.ann, order._id, unpaid)).rejects.toMatchObject({ type: 'payment_failed', message: 'The payment has not succeeded' });
    expect(await desk.orders.findById(order._id)).toMatchObject({ paid: false, transactionId: null });
    expect(queuedEmails(desk.outbox)).toEqual([]);
    expect(desk.metrics.paymentRecorded).toBe(0);
  });

  it('makes one payment of the same one recorded twice at once', async () => {
    const id = await charged();
    const [first, second] = await Promise.all([desk.payments.recordPayment(desk.ann, order._id, id), desk.payments.recordPayment(desk.ann, order._id, id)]);
    expect(first).toMatchObject({ paid: true, transactionId: id });
    expect(second).toMatchObject({ paid: true, transactionId: id });
    expect((await timeline()).filter((event) => event.type === 'paid')).toHaveLength(1);
    expect(queuedEmails(desk.outbox)).toHaveLength(2);
    expect(desk.metrics.paymentRecorded).toBe(1);
  });

  it('refuses a payment when, while it was checked, another was recorded, or the order cancelled or deleted', async () => {
    const id = await charged();
    const apply = desk.orders.apply.bind(desk.orders);
    const before = (meanwhile: () => Promise<unknown>) => {
      desk.orders.apply = async (...args) => {
        desk.orders.apply = apply;
        await meanwhile();
        return apply(...args);
      };
    };
    before(() => payStored(desk.orders, order._id, 'pi_sandbox_other'));
    await expect(desk.payments.recordPayment(desk.ann, order._id, id)).rejects.toMatchObject({ type: 'conflict', message: 'This order is already paid' });

    const dropped = await desk.orderFor(desk.ann, 3);
    const droppedPayment = await charged(dropped);
    before(async () => {
      await orderSteps(desk.orders).claimCancellation(dropped._id, new Date());
      await orderSteps(desk.orders).completeCancellation(dropped._id, { id: desk.admin.id, name: 'Boss', role: 'admin' }, null);
    });
    await expect(desk.payments.recordPayment(desk.ann, dropped._id, droppedPayment)).rejects.toMatchObject({ type: 'conflict', message: 'This order is cancelled' });
    expect(desk.metrics.paymentRecorded).toBe(0);

    const deleted = await desk.orderFor(desk.ann, 1);
    const deletedPayment = await charged(deleted);
    before(() => orderSteps(desk.orders).deleteUnpaid(deleted._id));
    await expect(desk.payments.recordPayment(desk.ann, deleted._id, deletedPayment)).rejects.toMatchObject({ type: 'not_found', message: 'There is no such order' });
  });
});

describe('a payment that arrives after its units were sold to someone else', () => {
  it('is refunded in full at once and the order cancelled: the customer is told, nobody is asked to ship it', async () => {
    const id = await charged();
    await unitsSoldToSomeoneElse();
    await expect(desk.payments.recordPayment(desk.ann, order._id, id)).rejects.toMatchObject({ type: 'conflict', message: stockMessages.paidAfterUnitsGone });
    const refunded = await desk.orders.findById(order._id);
    expect(refunded).toMatchObject({ paid: true, transactionId: id, cancelledAt: expect.any(String), refundId: expect.stringMatching(/^re_sandbox_/), shortOfStock: false });
    expect(desk.processor.refunds).toEqual([{ intentId: id, amount: 12_000, key: expect.stringMatching(/:cancel:0$/) }]);
    expect(await stock()).toBe(0);
    expect((await timeline()).slice(-4)).toEqual([
      { type: 'paid', by: 'Ann', details: { transactionId: id } },
      { type: 'short_of_stock', by: 'Ann', details: { units: 3 } },
      { type: 'cancelled', by: 'The shop', details: {} },
      { type: 'refunded', by: 'The shop', details: { refundId: refunded!.refundId, amount: 12_000 } },
    ]);
    expect(queuedEmails(desk.outbox)).toEqual([
      { to: 'ann@example.com', subject: `Your order ${order.number} is cancelled` },
      { to: 'ann@example.com', subject: `Refund of $120 for order ${order.number}` },
    ]);
    expect(desk.metrics).toMatchObject({ paymentRecorded: 1, refundRecorded: 1 });
  });

  it('stays paid and short of stock when the provider cannot be reached, for an admin to cancel and refund later', async () => {
    const id = await charged();
    await unitsSoldToSomeoneElse();
    desk.processor.failures = 1;
    expect(await desk.payments.recordPayment(desk.ann, order._id, id)).toMatchObject({ paid: true, shortOfStock: true, cancelledAt: null, refundId: null });
    expect(queuedEmails(desk.outbox)).toEqual([]);
    expect(desk.metrics).toMatchObject({ paymentRecorded: 1, refundRecorded: 0 });
    expect(await desk.cancellations.cancelOrder(desk.admin, order._id)).toMatchObject({ cancelledAt: expect.any(String), refundId: expect.any(String) });
    expect(desk.processor.refunds).toEqual([{ intentId: id, amount: 12_000, key: expect.stringMatching(/:cancel:0$/) }]);
  });

  it('tells the customer when the provider refuses the refund, and leaves the order for an admin', async () => {
    const id = await charged();
    await unitsSoldToSomeoneElse();
    desk.processor.failures = 1;
    desk.processor.failure = () => invalidData('The provider refused the refund');
    await expect(desk.payments.recordPayment(desk.ann, order._id, id)).rejects.toMatchObject({ type: 'invalid_data', message: 'The provider refused the refund' });
    expect(await desk.orders.findById(order._id)).toMatchObject({ paid: true, shortOfStock: true, cancelledAt: null });
    expect(await desk.cancellations.cancelOrder(desk.admin, order._id)).toMatchObject({ refundId: expect.any(String) });
  });

  it('is left to the admin already cancelling the order: no second refund starts', async () => {
    const id = await charged();
    await unitsSoldToSomeoneElse();
    await orderSteps(desk.orders).claimCancellation(order._id, new Date());
    expect(await desk.payments.recordPayment(desk.ann, order._id, id)).toMatchObject({ paid: true, shortOfStock: true, cancelledAt: null });
    expect(desk.processor.refunds).toEqual([]);
    await expect(desk.cancellations.cancelOrder(desk.admin, order._id)).rejects.toMatchObject({ type: 'conflict', message: 'This order is being cancelled already' });
  });
});

describe('refunding an order', () => {
  it('returns the total to the card in cents and answers it in cents; an order with no payment has nothing to refund', async () => {
    await expect(desk.payments.refund(order)).rejects.toMatchObject({ type: 'conflict', message: 'This order has no payment to refund' });
    const paid = await desk.payments.recordPayment(desk.ann, order._id, await charged());
    expect(await desk.payments.refund(paid)).toEqual({ id: expect.stringMatching(/^re_sandbox_/), amount: 12_000 });
    expect(desk.processor.refunds).toEqual([{ intentId: paid.transactionId, amount: 12_000, key: expect.stringMatching(/:cancel:0$/) }]);
  });
});

describe('deleting an unpaid order stops its payments', () => {
  it('cancels an open payment: the client secret the customer holds charges nothing', async () => {
    const { clientSecret } = await desk.payments.createPaymentIntent(desk.ann, order._id);
    await desk.payments.cancelOpenPayments(order);
    await expect(desk.processor.confirm(clientSecret, testCards.succeeds, billing)).rejects.toMatchObject({ type: 'payment_failed', message: expect.stringContaining('canceled') });
  });

  it('records a payment that went through, and refuses the deletion: the order is paid', async () => {
    const id = await charged();
    await expect(desk.payments.cancelOpenPayments(order)).rejects.toMatchObject({ type: 'conflict', message: orderDeletionMessages.paymentTaken });
    expect(await desk.orders.findById(order._id)).toMatchObject({ paid: true, transactionId: id });
    expect((await timeline()).at(-1)).toEqual({ type: 'paid', by: 'The shop', details: { transactionId: id } });
    expect(queuedEmails(desk.outbox)).toContainEqual({ to: 'ann@example.com', subject: `Receipt for your order ${order.number}` });
  });

  it('tells the customer when that payment came after the units were sold: the order is cancelled and refunded, not paid', async () => {
    const id = await charged();
    await unitsSoldToSomeoneElse();
    await expect(desk.payments.cancelOpenPayments(order)).rejects.toMatchObject({ type: 'conflict', message: stockMessages.paidAfterUnitsGone });
    expect(await desk.orders.findById(order._id)).toMatchObject({ paid: true, cancelledAt: expect.any(String), refundId: expect.any(String) });
    expect(desk.processor.refunds).toEqual([{ intentId: id, amount: 12_000, key: expect.stringMatching(/:cancel:0$/) }]);
  });

  it('records the payment that went through though an earlier one was stopped when the hold lapsed', async () => {
    await desk.payments.createPaymentIntent(desk.ann, order._id);
    await orderSteps(desk.orders).releaseExpiredHolds(new Date(Date.now() + 2 * HOLD_MS));
    await desk.payments.holdReleased(order._id);
    const id = await charged();
    await expect(desk.payments.cancelOpenPayments(order)).rejects.toMatchObject({ type: 'conflict', message: orderDeletionMessages.paymentTaken });
    expect(await desk.orders.findById(order._id)).toMatchObject({ paid: true, transactionId: id });
  });

  it('refuses the deletion while a payment is under way at the provider', async () => {
    const processing = await memoryOrderDesk({ processor: (intents) => new PaymentsUnderWay(intents) });
    const unpaid = await processing.orderFor(processing.ann, 1);
    await processing.payments.createPaymentIntent(processing.ann, unpaid._id);
    await expect(processing.payments.cancelOpenPayments(unpaid)).rejects.toMatchObject({ type: 'conflict', message: orderDeletionMessages.paymentUnderWay });
    expect(await processing.orders.findById(unpaid._id)).toMatchObject({ paid: false });
  });

  it('lets a database failure while recording the payment through, rather than answer as if it were recorded', async () => {
    await charged();
    databaseDown();
    await expect(desk.payments.cancelOpenPayments(order)).rejects.toThrow('The database is unreachable');
  });
});

describe('an order deleted while a payment for it starts', () => {
  it('stops the payment started as the order went, and says the order is gone: no card can be charged', async () => {
    // The deletion commits between the use case's read of the order and the provider's new intent.
    const createIntent = desk.processor.createIntent.bind(desk.processor);
    let started: { id: string } | undefined;
    desk.processor.createIntent = async (request) => {
      await orderSteps(desk.orders).deleteUnpaid(order._id);
      return (started = await createIntent(request));
    };
    await expect(desk.payments.createPaymentIntent(desk.ann, order._id)).rejects.toMatchObject({ type: 'not_found', message: 'There is no such order' });
    expect(await desk.processor.retrieve(started!.id)).toMatchObject({ status: 'canceled' });
  });

  it('refunds a payment taken after the deletion stopped the open ones and before the order went', async () => {
    const taken = await charged();
    await orderSteps(desk.orders).deleteUnpaid(order._id);
    await desk.payments.orderDeleted(order);
    expect(desk.processor.refunds).toEqual([{ intentId: taken, amount: 12_000, key: `deleted-${taken}` }]);
  });

  it('stops a payment started in that moment and not yet taken', async () => {
    const { clientSecret } = await desk.payments.createPaymentIntent(desk.ann, order._id);
    await orderSteps(desk.orders).deleteUnpaid(order._id);
    await desk.payments.orderDeleted(order);
    await expect(desk.processor.confirm(clientSecret, testCards.succeeds, billing)).rejects.toMatchObject({ type: 'payment_failed' });
    expect(desk.processor.refunds).toEqual([]);
  });
});

describe('the provider reporting a payment (its webhook)', () => {
  const reported = async (id: string) => (await desk.processor.retrieve(id))!;

  it('marks the order paid by the shop, once however often the report comes', async () => {
    const intent = await reported(await charged());
    await desk.payments.intentSucceeded(intent);
    await desk.payments.intentSucceeded(intent);
    expect(await desk.orders.findById(order._id)).toMatchObject({ paid: true, transactionId: intent.id });
    expect((await timeline()).filter((event) => event.type === 'paid')).toEqual([{ type: 'paid', by: 'The shop', details: { transactionId: intent.id } }]);
    expect(queuedEmails(desk.outbox)).toHaveLength(2);
  });

  it('changes nothing for an order paid another way', async () => {
    const intent = await reported(await charged());
    await payStored(desk.orders, order._id, 'pi_sandbox_other');
    await desk.payments.intentSucceeded(intent);
    expect(await desk.orders.findById(order._id)).toMatchObject({ transactionId: 'pi_sandbox_other' });
    expect(desk.metrics.paymentRecorded).toBe(0);
  });

  it('refunds a payment for an order deleted since: never money without an order', async () => {
    const intent = await reported(await charged());
    await orderSteps(desk.orders).deleteUnpaid(order._id);
    await desk.payments.intentSucceeded(intent);
    expect(desk.processor.refunds).toEqual([{ intentId: intent.id, amount: 12_000, key: `deleted-${intent.id}` }]);
    // Reported again, it asks again: the provider answers with the refund it made, and returns nothing more.
    await desk.payments.intentSucceeded(intent);
    expect(await desk.intents.findById(intent.id)).toMatchObject({ refundAmount: 12_000 });
    expect(desk.metrics.paymentRecorded).toBe(0);
  });

  it('fails when the database does, so that the provider reports it again', async () => {
    const intent = await reported(await charged());
    databaseDown();
    await expect(desk.payments.intentSucceeded(intent)).rejects.toThrow('The database is unreachable');
  });
});

describe('when an unpaid order’s hold lapses', () => {
  it('cancels its open payment: no card is charged for units back in stock', async () => {
    const { clientSecret } = await desk.payments.createPaymentIntent(desk.ann, order._id);
    await orderSteps(desk.orders).releaseExpiredHolds(new Date(Date.now() + 2 * HOLD_MS));
    await desk.payments.holdReleased(order._id);
    await expect(desk.processor.confirm(clientSecret, testCards.succeeds, billing)).rejects.toMatchObject({ type: 'payment_failed' });
  });

  it('refunds a payment that went through after its units were sold, and carries on', async () => {
    const id = await charged();
    await unitsSoldToSomeoneElse();
    await desk.payments.holdReleased(order._id);
    expect(await desk.orders.findById(order._id)).toMatchObject({ paid: true, cancelledAt: expect.any(String), refundId: expect.any(String) });
    expect(desk.processor.refunds).toEqual([{ intentId: id, amount: 12_000, key: expect.stringMatching(/:cancel:0$/) }]);
  });

  it('leaves a paid order, and one deleted since, alone', async () => {
    const id = await charged();
    await desk.payments.recordPayment(desk.ann, order._id, id);
    await desk.payments.holdReleased(order._id);
    expect(await desk.orders.findById(order._id)).toMatchObject({ paid: true, transactionId: id, cancelledAt: null });
    await expect(desk.payments.holdReleased(crypto.randomUUID())).resolves.toBeUndefined();
  });
});

describe('the request that records a payment', () => {
  const parse = (input: unknown) => {
    const parsed = v.safeParse(recordPaymentSchema, input);
    return parsed.success ? parsed.output : parsed.issues[0].message;
  };

  it('takes the transaction id trimmed, and the order id again as the spec sends it', () => {
    expect(parse({ transactionId: ' pi_sandbox_1 ', appointment: 'order-1' })).toEqual({ transactionId: 'pi_sandbox_1', appointment: 'order-1' });
    expect(parse({ transactionId: 'x'.repeat(200) })).toEqual({ transactionId: 'x'.repeat(200) });
  });

  it('refuses a transaction id that is blank, not text or too long, in words', () => {
    expect(parse({ transactionId: 42 })).toBe('The transaction id must be text');
    expect(parse({ transactionId: '   ' })).toBe('The transaction id is required');
    expect(parse({ transactionId: 'x'.repeat(201) })).toBe('That transaction id is too long');
  });
});

/** A provider that cannot cancel a payment it is still processing (a bank debit under way): it stays pending. */
class PaymentsUnderWay extends SandboxCardProcessor {
  override async cancelOpenIntents(order: { orderId: string; amount: number }): Promise<IntentRecord[]> {
    return (await super.cancelOpenIntents(order)).map((intent) => (intent.status === 'canceled' ? { ...intent, status: 'pending' } : intent));
  }
}
