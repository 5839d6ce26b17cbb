import { describe, expect, it } from 'vitest';
import { NOT_YET_FULFILLED, orderDeletionMessages, orderMessages, type Order } from './order';
import { shopActor } from './order-event';
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
// Every action from every state, as the shop's rules say: where it leads, or the refusal.
const expected: Record<OrderAction, Record<OrderState, Destination | string>> = {
  pay: { unpaid: 'paid', paid: M.alreadyPaid, 'cancellation-requested': M.alreadyPaid, cancelling: 'cancelling', shipped: M.alreadyPaid, cancelled: M.cancelled },
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
};

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
  productId: 'p1',
  productName: 'Vice',
  customerId: 'uid-ann',
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
      holdExpired: ['shop', 'hold_released', null],
      holdAgain: ['owner', 'units_retaken', null],
      requestCancellation: ['owner', 'cancellation_requested', 'cancellationRequested'],
      declineCancellation: ['admin', 'cancellation_declined', 'cancellationDeclined'],
      cancel: ['admin', null, null],
      completeCancellation: ['shop', 'cancelled', 'cancelled'],
      abandonCancellation: ['shop', null, null],
      ship: ['admin', 'shipped', 'shipped'],
      deleteUnpaid: ['owner', null, null],
    });
  });
});

describe('the changes the table decides', () => {
  it('pays: held units become sold; lapsed ones are taken again or the order flagged short', () => {
    const input = { transactionId: 'pi_1', actor: shopActor };
    expect(decide('pay', order(), input, NOW)).toEqual({
      change: { set: { paid: true, transactionId: 'pi_1', holdExpiresAt: null }, events: [{ type: 'paid', actor: shopActor, details: { transactionId: 'pi_1' } }], units: 'keep' },
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
    expect(decide('holdExpired', lapsed, { now: NOW }, NOW)).toEqual({ change: { set: { holdExpiresAt: null }, events: [{ type: 'hold_released', actor: shopActor, details: { units: 3 } }], units: 'return' } });
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
      change: { set: { ...completed, refundId: 're_1' }, events: [{ type: 'cancelled', actor: admin, details: { units: 3 } }, { type: 'refunded', actor: admin, details: { refundId: 're_1', amount: 120 } }], units: 'return' },
    });
    // Paid while short of stock: it holds no units to give back.
    expect(decide('completeCancellation', { ...paid, shortOfStock: true, cancellingSince: justNow }, { actor: admin, refund, now: NOW }, NOW)).toMatchObject({ change: { units: 'keep', events: [{ details: {} }, {}] } });
    // Unpaid: a live hold goes back, a lapsed one has nothing to give.
    expect(decide('completeCancellation', order({ cancellingSince: justNow }), { actor: admin, refund: null, now: NOW }, NOW)).toEqual({
      change: { set: { ...completed, refundId: null }, events: [{ type: 'cancelled', actor: admin, details: {} }], units: 'return' },
    });
    expect(decide('completeCancellation', order({ cancellingSince: justNow, holdExpiresAt: null }), { actor: admin, refund: null, now: NOW }, NOW)).toMatchObject({ change: { units: 'keep' } });
  });

  it('ships with the carrier and tracking number, and deletes an unpaid order with its held units', () => {
    const paid = order({ paid: true, holdExpiresAt: null, shortOfStock: true });
    expect(decide('ship', paid, { actor: admin, carrier: 'DHL', trackingNumber: 'JD1' }, NOW)).toEqual({
      change: { set: { shipped: true, shortOfStock: false, carrier: 'DHL', trackingNumber: 'JD1' }, events: [{ type: 'shipped', actor: admin, details: { carrier: 'DHL', trackingNumber: 'JD1' } }], units: 'keep' },
    });
    expect(decide('deleteUnpaid', order(), {}, NOW)).toEqual({ change: { set: {}, events: [], units: 'return', remove: true } });
    expect(decide('deleteUnpaid', order({ holdExpiresAt: null }), {}, NOW)).toEqual({ change: { set: {}, events: [], units: 'keep', remove: true } });
    expect(decide('deleteUnpaid', paid, {}, NOW)).toEqual({ refused: orderDeletionMessages.paid });
  });
});
