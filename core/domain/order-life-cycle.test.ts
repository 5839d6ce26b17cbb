import { describe, expect, it } from 'vitest';
import { NOT_YET_FULFILLED, orderDeletionMessages, orderMessages, type Order } from './order';
import { shopActor } from './order-event';
import { refundMessages } from './order-refund';
import { onAccountMessages } from './on-account';
import { decide, may, orderLifeCycle, orderStateOf, outcomeOf, refusalOf, STALE_CANCELLATION_MS, type Destination, type OrderAction, type OrderState } from './order-life-cycle';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const justNow = new Date(NOW.getTime() - 60_000).toISOString();

const orders: Record<OrderState, Partial<Order> & Pick<Order, 'paid' | 'shipped'>> = {
  unpaid: { paid: false, shipped: false },
  paid: { paid: true, shipped: false },
  'cancellation-requested': { paid: true, shipped: false, cancellationRequested: true },
  cancelling: { paid: true, shipped: false, cancellingSince: justNow },
  shipped: { paid: true, shipped: true },
  cancelled: { paid: true, shipped: false, cancelledAt: '2026-03-01T10:00:00.000Z' },
};

const M = orderMessages;
const R = refundMessages;
// Every action from every state, as the shop's rules say: where it leads, or the refusal.
const expected: Record<OrderAction, Record<OrderState, Destination | string>> = {
  pay: { unpaid: 'paid', paid: M.alreadyPaid, 'cancellation-requested': M.alreadyPaid, cancelling: 'cancelling', shipped: M.alreadyPaid, cancelled: M.cancelled },
  recordPayment: { ...refundable(onAccountMessages.notOnAccount), unpaid: onAccountMessages.notOnAccount },
  holdExpired: { unpaid: 'unpaid', paid: M.notHeld, 'cancellation-requested': M.notHeld, cancelling: M.notHeld, shipped: M.notHeld, cancelled: M.notHeld },
  holdAgain: { unpaid: 'unpaid', paid: M.alreadyPaid, 'cancellation-requested': M.alreadyPaid, cancelling: M.cancellationUnderWay, shipped: M.alreadyPaid, cancelled: M.cancelled },
  requestCancellation: {
    unpaid: M.cannotRequestCancellation,
    paid: 'cancellation-requested',
    'cancellation-requested': M.cancellationAlreadyRequested,
    cancelling: M.cancellationUnderWay,
    shipped: M.cannotRequestCancellation,
    cancelled: M.cannotRequestCancellation,
  },
  declineCancellation: {
    unpaid: M.noCancellationRequested,
    paid: M.noCancellationRequested,
    'cancellation-requested': 'paid',
    cancelling: M.cancellationUnderWay,
    shipped: M.noCancellationRequested,
    cancelled: M.noCancellationRequested,
  },
  cancel: { unpaid: 'cancelling', paid: 'cancelling', 'cancellation-requested': 'cancelling', cancelling: M.cancellationUnderWay, shipped: M.cannotCancel, cancelled: M.cannotCancel },
  completeCancellation: refusedBut(M.noCancellationUnderWay, { cancelling: 'cancelled' }),
  abandonCancellation: refusedBut(M.noCancellationUnderWay, { cancelling: 'as-before' }),
  ship: { unpaid: M.unpaidCannotShip, paid: 'shipped', 'cancellation-requested': M.decideCancellationFirst, cancelling: M.cancellationUnderWay, shipped: M.alreadyShipped, cancelled: M.cancelled },
  deleteUnpaid: {
    unpaid: 'gone',
    paid: orderDeletionMessages.paid,
    'cancellation-requested': orderDeletionMessages.paid,
    cancelling: M.cancellationUnderWay,
    shipped: orderDeletionMessages.paid,
    cancelled: M.cancelled,
  },
  refundLines: refundable(R.notPaid),
  completeRefund: refundable(R.notUnderWay),
  abandonRefund: refundable(R.notUnderWay),
};

/** A refund leaves the order where it was: paid, asked to cancel, or shipped. */
function refundable(message: string): Record<OrderState, Destination | string> {
  return { unpaid: message, paid: 'paid', 'cancellation-requested': 'cancellation-requested', cancelling: M.cancellationUnderWay, shipped: 'shipped', cancelled: M.cancelled };
}

function refusedBut(message: string, allowed: Partial<Record<OrderState, Destination>>): Record<OrderState, Destination | string> {
  return { unpaid: message, paid: message, 'cancellation-requested': message, cancelling: message, shipped: message, cancelled: message, ...allowed };
}

const states = Object.keys(orders) as OrderState[];
const actions = Object.keys(orderLifeCycle) as OrderAction[];
const destinations: string[] = [...states, 'gone', 'as-before'];

/** A whole order in one of the states. */
const order = (fields: Partial<Order> = {}): Order => ({
  _id: 'o1',
  number: 'HT-10001',
  lines: [{ productId: 'p1', partNumber: null, name: 'Vice', unitPrice: 40, quantity: 3, lineTotal: 120 }],
  tax: null,
  productId: 'p1',
  productName: 'Vice',
  customerId: 'uid-ann',
  tradeAccountId: null,
  customerEmail: 'ann@example.com',
  customerName: 'Ann',
  phone: '',
  quantity: 3,
  totalPrice: 120,
  placedAt: justNow,
  deliveryAddress: null,
  holdExpiresAt: new Date(NOW.getTime() + 60_000).toISOString(),
  ...NOT_YET_FULFILLED,
  ...fields,
});
const admin = { id: 'uid-boss', name: 'Boss', role: 'admin' as const };

describe("the order's life cycle, one table", () => {
  it('reads the state from the order; a cancellation begun more than five minutes ago no longer counts', () => {
    for (const state of states) expect(orderStateOf(orders[state], NOW)).toBe(state);
    expect(orderStateOf({ paid: false, shipped: false, cancelledAt: justNow }, NOW)).toBe('cancelled');
    expect(orderStateOf({ paid: false, shipped: false, cancellingSince: justNow }, NOW)).toBe('cancelling');
    const stale = new Date(NOW.getTime() - STALE_CANCELLATION_MS).toISOString();
    expect(orderStateOf({ paid: true, shipped: false, cancellingSince: stale }, NOW)).toBe('paid');
    expect(orderStateOf({ paid: true, shipped: false, cancellingSince: new Date(NOW.getTime() - STALE_CANCELLATION_MS + 1).toISOString() }, NOW)).toBe('cancelling');
  });

  it('answers every action from every state: where it leads, or why not', () => {
    expect(actions.sort()).toEqual(Object.keys(expected).sort());
    for (const action of actions) {
      for (const state of states) {
        const want = expected[action][state];
        const leads = destinations.includes(want);
        expect(outcomeOf(action, orders[state], NOW), `${action} from ${state}`).toEqual(leads ? { to: want } : { refused: want });
        expect(may(action, orders[state], NOW), `${action} from ${state}`).toBe(leads);
        expect(refusalOf(action, orders[state], NOW), `${action} from ${state}`).toBe(leads ? null : want);
      }
    }
  });

  it('names who takes each action, the event it writes and the mail it queues', () => {
    expect(Object.fromEntries(actions.map((action) => [action, [orderLifeCycle[action].by, orderLifeCycle[action].event, orderLifeCycle[action].mail]]))).toEqual({
      pay: ['provider', 'paid', 'paid'],
      recordPayment: ['admin', 'payment_recorded', 'paymentRecorded'],
      holdExpired: ['shop', 'hold_released', null],
      holdAgain: ['owner', 'units_retaken', null],
      requestCancellation: ['owner', 'cancellation_requested', 'cancellationRequested'],
      declineCancellation: ['admin', 'cancellation_declined', 'cancellationDeclined'],
      cancel: ['admin', null, null],
      completeCancellation: ['shop', 'cancelled', 'cancelled'],
      abandonCancellation: ['shop', null, null],
      ship: ['admin', 'shipped', 'shipped'],
      deleteUnpaid: ['owner', null, null],
      refundLines: ['admin', null, null],
      completeRefund: ['shop', 'refunded', 'refunded'],
      abandonRefund: ['shop', null, null],
    });
  });
});

describe('the changes the table decides', () => {
  it('pays: held units become sold; lapsed ones are taken again or the order flagged short', () => {
    const input = { transactionId: 'pi_1', actor: shopActor };
    expect(decide('pay', order(), input, NOW)).toEqual({
      change: { set: { paid: true, transactionId: 'pi_1', holdExpiresAt: null }, events: [{ type: 'paid', actor: shopActor, details: { transactionId: 'pi_1' } }], units: 'keep', issue: { kind: 'invoice' } },
    });
    expect(decide('pay', order({ holdExpiresAt: null }), input, NOW)).toMatchObject({ change: { units: 'takeOrFlagShort' } });
    // Paid while its cancellation runs: recorded; paid already: refused by the guard even then.
    expect(decide('pay', order({ cancellingSince: justNow }), input, NOW)).toMatchObject({ change: { set: { paid: true } } });
    expect(decide('pay', order({ paid: true, cancellingSince: justNow }), input, NOW)).toEqual({ refused: M.alreadyPaid });
  });

  it('returns the units of a lapsed hold, and takes them again only for a lapsed one', () => {
    expect(decide('holdExpired', order(), { now: NOW }, NOW)).toEqual({ refused: M.stillHeld });
    expect(decide('holdExpired', order({ holdExpiresAt: null }), { now: NOW }, NOW)).toEqual({ refused: M.notHeld });
    const lapsed = order({ holdExpiresAt: NOW.toISOString() });
    expect(decide('holdExpired', lapsed, { now: NOW }, NOW)).toEqual({ change: { set: { holdExpiresAt: null }, events: [{ type: 'hold_released', actor: shopActor, details: { units: 3 } }], units: { return: new Map([['p1', 3]]) } } });
    const until = new Date(NOW.getTime() + 3_600_000);
    expect(decide('holdAgain', order(), { until }, NOW)).toEqual({ refused: M.stillHeld });
    expect(decide('holdAgain', order({ holdExpiresAt: null }), { until }, NOW)).toEqual({
      change: { set: { holdExpiresAt: until.toISOString() }, events: [{ type: 'units_retaken', actor: { id: 'uid-ann', name: 'Ann', role: 'customer' }, details: { units: 3 } }], units: 'take' },
    });
  });

  it('asks, declines, begins, completes and abandons a cancellation', () => {
    const paid = order({ paid: true, holdExpiresAt: null, transactionId: 'pi_1' });
    expect(decide('requestCancellation', paid, { actor: admin, reason: '' }, NOW)).toEqual({ change: { set: { cancellationRequested: true }, events: [{ type: 'cancellation_requested', actor: admin, details: {} }], units: 'keep' } });
    expect(decide('requestCancellation', paid, { actor: admin, reason: 'Twice' }, NOW)).toMatchObject({ change: { events: [{ details: { text: 'Twice' } }] } });
    expect(decide('declineCancellation', order({ paid: true, cancellationRequested: true }), { actor: admin, reason: 'Packed' }, NOW)).toEqual({
      change: { set: { cancellationRequested: false }, events: [{ type: 'cancellation_declined', actor: admin, details: { text: 'Packed' } }], units: 'keep' },
    });
    expect(decide('cancel', paid, { now: NOW }, NOW)).toEqual({ change: { set: { cancellingSince: NOW.toISOString() }, events: [], units: 'keep' } });
    expect(decide('abandonCancellation', order({ cancellingSince: justNow }), {}, NOW)).toEqual({ change: { set: { cancellingSince: null }, events: [], units: 'keep' } });

    const refund = { id: 're_1', amount: 120 };
    const completed = { cancelledAt: NOW.toISOString(), cancellingSince: null, cancellationRequested: false, holdExpiresAt: null, shortOfStock: false };
    // A paid order: its sold units go back and the refund is recorded.
    expect(decide('completeCancellation', { ...paid, cancellingSince: justNow }, { actor: admin, refund, now: NOW }, NOW)).toEqual({
      change: { set: { ...completed, refundId: 're_1' }, events: [{ type: 'cancelled', actor: admin, details: { units: 3 } }, { type: 'refunded', actor: admin, details: { refundId: 're_1', amount: 120 } }], units: { return: new Map([['p1', 3]]) }, issue: { kind: 'credit-note', lines: [{ line: 1, quantity: 3 }], after: 0 } },
    });
    // Paid while short of stock: it holds no units to give back.
    expect(decide('completeCancellation', { ...paid, shortOfStock: true, cancellingSince: justNow }, { actor: admin, refund, now: NOW }, NOW)).toMatchObject({ change: { units: 'keep', events: [{ details: {} }, {}] } });
    // Unpaid: a live hold goes back, a lapsed one has nothing to give.
    expect(decide('completeCancellation', order({ cancellingSince: justNow }), { actor: admin, refund: null, now: NOW }, NOW)).toEqual({
      change: { set: { ...completed, refundId: null }, events: [{ type: 'cancelled', actor: admin, details: {} }], units: { return: new Map([['p1', 3]]) } },
    });
    expect(decide('completeCancellation', order({ cancellingSince: justNow, holdExpiresAt: null }), { actor: admin, refund: null, now: NOW }, NOW)).toMatchObject({ change: { units: 'keep' } });
  });

  it('ships with the carrier and tracking number, and deletes an unpaid order with its held units', () => {
    const paid = order({ paid: true, holdExpiresAt: null, shortOfStock: true });
    expect(decide('ship', paid, { actor: admin, carrier: 'DHL', trackingNumber: 'JD1' }, NOW)).toEqual({
      change: { set: { shipped: true, shortOfStock: false, carrier: 'DHL', trackingNumber: 'JD1' }, events: [{ type: 'shipped', actor: admin, details: { carrier: 'DHL', trackingNumber: 'JD1' } }], units: 'keep' },
    });
    expect(decide('deleteUnpaid', order(), {}, NOW)).toEqual({ change: { set: {}, events: [], units: { return: new Map([['p1', 3]]) }, remove: true } });
    expect(decide('deleteUnpaid', order({ holdExpiresAt: null }), {}, NOW)).toEqual({ change: { set: {}, events: [], units: 'keep', remove: true } });
    expect(decide('deleteUnpaid', paid, {}, NOW)).toEqual({ refused: orderDeletionMessages.paid });
  });

  it('issues an invoice when an order is paid by card, and when one bought on account ships, never twice', () => {
    const shipping = { actor: admin, carrier: null, trackingNumber: null };
    expect(decide('pay', order(), { transactionId: 'pi_1', actor: shopActor }, NOW)).toMatchObject({ change: { issue: { kind: 'invoice' } } });
    expect(decide('ship', order({ paid: true, holdExpiresAt: null, paymentDueAt: '2026-04-01T00:00:00.000Z' }), shipping, NOW)).toMatchObject({ change: { issue: { kind: 'invoice' } } });
    expect((decide('ship', order({ paid: true, holdExpiresAt: null, transactionId: 'pi_1' }), shipping, NOW) as { change: { issue?: string } }).change.issue).toBeUndefined();
  });
});

describe('orders bought on account', () => {
  const owed = order({ paid: true, holdExpiresAt: null, tradeAccountId: 'acme', paymentDueAt: '2026-03-31T12:00:00.000Z' });
  const input = { actor: admin, reference: 'BACS 4471', now: NOW };

  it('records the payment once, with the bank reference, whether shipped or not', () => {
    expect(decide('recordPayment', owed, input, NOW)).toEqual({
      change: { set: { settledAt: NOW.toISOString(), paymentReference: 'BACS 4471' }, events: [{ type: 'payment_recorded', actor: admin, details: { transactionId: 'BACS 4471' } }], units: 'keep' },
    });
    expect(decide('recordPayment', { ...owed, shipped: true }, input, NOW)).toMatchObject({ change: { set: { paymentReference: 'BACS 4471' } } });
    expect(decide('recordPayment', { ...owed, settledAt: justNow }, input, NOW)).toEqual({ refused: onAccountMessages.alreadySettled });
  });

  it('refuses to record a payment of an order paid by card, unpaid or cancelled', () => {
    expect(decide('recordPayment', order({ paid: true, holdExpiresAt: null, transactionId: 'pi_1' }), input, NOW)).toEqual({ refused: onAccountMessages.notOnAccount });
    expect(decide('recordPayment', order(), input, NOW)).toEqual({ refused: onAccountMessages.notOnAccount });
    expect(decide('recordPayment', { ...owed, cancelledAt: justNow }, input, NOW)).toEqual({ refused: M.cancelled });
  });

  it('refunds no card for it: cancelling takes it off the account, its sold units back to stock', () => {
    expect(decide('refundLines', owed, { lines: [{ line: 1, quantity: 1 }], restock: true, key: 'k1', now: NOW }, NOW)).toEqual({ refused: onAccountMessages.noCardRefund });
    expect(decide('completeCancellation', { ...owed, cancellingSince: justNow }, { actor: admin, refund: null, now: NOW }, NOW)).toMatchObject({
      change: { set: { refundId: null }, events: [{ type: 'cancelled', details: { units: 3 } }], units: { return: new Map([['p1', 3]]) } },
    });
  });
});

describe('refunds of some lines', () => {
  const lines = [
    { productId: 'p1', partNumber: null, name: 'Vice', unitPrice: 40, quantity: 3, lineTotal: 120 },
    { productId: 'p2', partNumber: 'HT-SAW-1', name: 'Saw', unitPrice: 25, quantity: 2, lineTotal: 50 },
  ];
  const paid = order({ lines, productId: null, quantity: 5, totalPrice: 170, paid: true, holdExpiresAt: null, transactionId: 'pi_1' });
  const ask = (fields: { lines: { line: number; quantity: number }[]; restock?: boolean; key?: string }) => ({ restock: true, key: 'k1', now: NOW, ...fields });
  const underWay = (on: Order, key = 'k1') => ({ ...on, refunds: (decide('refundLines', on, ask({ lines: [{ line: 1, quantity: 2 }], key }), NOW) as { change: { set: Pick<Order, 'refunds'> } }).change.set.refunds });

  it('records the refund as under way first, priced at what the units cost, changing nothing else', () => {
    expect(decide('refundLines', paid, ask({ lines: [{ line: 1, quantity: 2 }, { line: 2, quantity: 1 }] }), NOW)).toEqual({
      change: { set: { refunds: [{ key: 'k1', lines: [{ line: 1, quantity: 2 }, { line: 2, quantity: 1 }], restock: true, amount: 10_500, refundId: null, askedAt: NOW.toISOString() }] }, events: [], units: 'keep' },
    });
  });

  it('refuses more units than are left of a line, a line the order has not, a line named twice, and a second refund while one runs', () => {
    expect(decide('refundLines', paid, ask({ lines: [{ line: 2, quantity: 3 }] }), NOW)).toEqual({ refused: 'Only 2 of line 2 are left to refund' });
    expect(decide('refundLines', paid, ask({ lines: [{ line: 3, quantity: 1 }] }), NOW)).toEqual({ refused: 'This order has no line 3' });
    expect(decide('refundLines', paid, ask({ lines: [{ line: 1, quantity: 1 }, { line: 1, quantity: 1 }] }), NOW)).toEqual({ refused: R.sameLineTwice(1) });
    expect(decide('refundLines', paid, ask({ lines: [] }), NOW)).toEqual({ refused: R.nothingChosen });
    const running = underWay(paid);
    expect(decide('refundLines', running, ask({ lines: [{ line: 2, quantity: 1 }], key: 'k2' }), NOW)).toEqual({ refused: R.underWay });
    expect(decide('cancel', running, { now: NOW }, NOW)).toEqual({ refused: R.underWay });
  });

  it('completes it with the provider\'s id: the event says what went back, and the units return only when the goods did', () => {
    const running = underWay(paid);
    expect(decide('completeRefund', running, { actor: admin, key: 'k1', refundId: 're_1' }, NOW)).toEqual({
      change: {
        set: { refunds: [{ ...running.refunds[0], refundId: 're_1' }] },
        events: [{ type: 'refunded', actor: admin, details: { refundId: 're_1', amount: 8_000, lines: [{ line: 1, quantity: 2 }], restocked: true } }],
        units: { return: new Map([['p1', 2]]) },
        issue: { kind: 'credit-note', lines: [{ line: 1, quantity: 2 }], after: 0 },
      },
    });
    const kept = { ...running, refunds: running.refunds.map((refund) => ({ ...refund, restock: false })) };
    expect(decide('completeRefund', kept, { actor: admin, key: 'k1', refundId: 're_1' }, NOW)).toMatchObject({ change: { units: 'keep' } });
    expect(decide('completeRefund', running, { actor: admin, key: 'other', refundId: 're_1' }, NOW)).toEqual({ refused: R.notUnderWay });
    expect(decide('completeRefund', paid, { actor: admin, key: 'k1', refundId: 're_1' }, NOW)).toEqual({ refused: R.notUnderWay });
  });

  it('refuses a key an earlier refund holds: a claim decided again on the order as another admin left it never takes that refund\'s key', () => {
    const made = { ...paid, refunds: underWay(paid).refunds.map((refund) => ({ ...refund, refundId: 're_1' })) };
    expect(decide('refundLines', made, ask({ lines: [{ line: 2, quantity: 1 }], key: 'k1' }), NOW)).toEqual({ refused: R.keyTaken });
    expect(decide('refundLines', made, ask({ lines: [{ line: 2, quantity: 1 }], key: 'k2' }), NOW)).toMatchObject({ change: { set: { refunds: [{ key: 'k1' }, { key: 'k2', amount: 2_500 }] } } });
  });

  it('forgets a refund the provider did not make, so that it may be asked again', () => {
    const running = underWay(paid);
    expect(decide('abandonRefund', running, { key: 'k1' }, NOW)).toEqual({ change: { set: { refunds: [] }, events: [], units: 'keep' } });
    expect(decide('abandonRefund', running, { key: 'k2' }, NOW)).toEqual({ refused: R.notUnderWay });
  });

  it('counts what was refunded: a line refunded whole is refused again, and cancelling returns only the units not refunded', () => {
    const done = (on: Order, key: string, refundLines: { line: number; quantity: number }[]) => {
      const asked = decide('refundLines', on, ask({ lines: refundLines, key }), NOW) as { change: { set: Pick<Order, 'refunds'> } };
      const refunds = asked.change.set.refunds.map((refund) => (refund.key === key ? { ...refund, refundId: `re_${key}` } : refund));
      return { ...on, refunds };
    };
    const partly = done(paid, 'k1', [{ line: 2, quantity: 2 }]);
    expect(decide('refundLines', partly, ask({ lines: [{ line: 2, quantity: 1 }], key: 'k2' }), NOW)).toEqual({ refused: 'Line 2 is refunded already' });
    expect(decide('refundLines', partly, ask({ lines: [{ line: 1, quantity: 3 }], key: 'k2' }), NOW)).toMatchObject({ change: { set: { refunds: [{}, { amount: 12_000 }] } } });
    expect(decide('completeCancellation', { ...partly, cancellingSince: justNow }, { actor: admin, refund: { id: 're_c', amount: 12_000 }, now: NOW }, NOW)).toMatchObject({
      change: { events: [{ type: 'cancelled', details: { units: 3 } }, { type: 'refunded' }], units: { return: new Map([['p1', 3]]) } },
    });
    const whole = done(partly, 'k2', [{ line: 1, quantity: 3 }]);
    expect(decide('refundLines', whole, ask({ lines: [{ line: 1, quantity: 1 }], key: 'k3' }), NOW)).toEqual({ refused: 'Line 1 is refunded already' });
  });

  it('never refunds more than was paid: an order whose total is less than its units cost refunds what is left', () => {
    // An order from before lines keeps the total it was charged, which may be less than its units at one price.
    const charged = order({ paid: true, holdExpiresAt: null, totalPrice: 100 });
    const first = decide('refundLines', charged, ask({ lines: [{ line: 1, quantity: 2 }] }), NOW) as { change: { set: Pick<Order, 'refunds'> } };
    expect(first.change.set.refunds[0].amount).toBe(8_000);
    const rest = { ...charged, refunds: first.change.set.refunds.map((refund) => ({ ...refund, refundId: 're_1' })) };
    expect(decide('refundLines', rest, ask({ lines: [{ line: 1, quantity: 1 }], key: 'k2' }), NOW)).toMatchObject({ change: { set: { refunds: [{}, { amount: 2_000 }] } } });
  });

  it("returns no units for a line whose product was deleted, though its money goes back", () => {
    const gone = { ...paid, lines: [{ ...lines[0], productId: null }, lines[1]] };
    const running = underWay(gone);
    expect(decide('completeRefund', running, { actor: admin, key: 'k1', refundId: 're_1' }, NOW)).toMatchObject({ change: { units: { return: new Map() }, events: [{ details: { amount: 8_000 } }] } });
  });
});
