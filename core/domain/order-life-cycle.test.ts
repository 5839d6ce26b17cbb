import { describe, expect, it } from 'vitest';
import { orderDeletionMessages, orderMessages } from './order';
import { may, orderLifeCycle, orderStateOf, outcomeOf, refusalOf, type OrderAction, type OrderState } from './order-life-cycle';

const orders: Record<OrderState, { paid: boolean; shipped: boolean; cancelledAt?: string; cancellationRequested?: boolean }> = {
  unpaid: { paid: false, shipped: false },
  paid: { paid: true, shipped: false },
  'cancellation-requested': { paid: true, shipped: false, cancellationRequested: true },
  shipped: { paid: true, shipped: true },
  cancelled: { paid: true, shipped: false, cancelledAt: '2026-03-01T10:00:00.000Z' },
};

// Every action from every state, as the shop's rules say: the state it leads to, or the refusal.
const expected: Record<OrderAction, Record<OrderState, OrderState | null | string>> = {
  pay: { unpaid: 'paid', paid: orderMessages.alreadyPaid, 'cancellation-requested': orderMessages.alreadyPaid, shipped: orderMessages.alreadyPaid, cancelled: orderMessages.cancelled },
  requestCancellation: {
    unpaid: orderMessages.cannotRequestCancellation,
    paid: 'cancellation-requested',
    'cancellation-requested': orderMessages.cancellationAlreadyRequested,
    shipped: orderMessages.cannotRequestCancellation,
    cancelled: orderMessages.cannotRequestCancellation,
  },
  declineCancellation: {
    unpaid: orderMessages.noCancellationRequested,
    paid: orderMessages.noCancellationRequested,
    'cancellation-requested': 'paid',
    shipped: orderMessages.noCancellationRequested,
    cancelled: orderMessages.noCancellationRequested,
  },
  cancel: { unpaid: 'cancelled', paid: 'cancelled', 'cancellation-requested': 'cancelled', shipped: orderMessages.cannotCancel, cancelled: orderMessages.cannotCancel },
  ship: {
    unpaid: orderMessages.unpaidCannotShip,
    paid: 'shipped',
    'cancellation-requested': orderMessages.decideCancellationFirst,
    shipped: orderMessages.alreadyShipped,
    cancelled: orderMessages.cancelled,
  },
  deleteUnpaid: { unpaid: null, paid: orderDeletionMessages.paid, 'cancellation-requested': orderDeletionMessages.paid, shipped: orderDeletionMessages.paid, cancelled: orderMessages.cancelled },
};

const states = Object.keys(orders) as OrderState[];
const actions = Object.keys(orderLifeCycle) as OrderAction[];

describe("the order's life cycle, one table", () => {
  it('reads the state from the order', () => {
    for (const state of states) expect(orderStateOf(orders[state])).toBe(state);
    expect(orderStateOf({ paid: false, shipped: false, cancelledAt: '2026-03-01T10:00:00.000Z' })).toBe('cancelled');
  });

  it('answers every action from every state: where it leads, or why not', () => {
    expect(actions.sort()).toEqual(Object.keys(expected).sort());
    for (const action of actions) {
      for (const state of states) {
        const want = expected[action][state];
        const isState = want === null || (states as string[]).includes(want);
        expect(outcomeOf(action, orders[state]), `${action} from ${state}`).toEqual(isState ? { to: want } : { refused: want });
        expect(may(action, orders[state]), `${action} from ${state}`).toBe(isState);
        expect(refusalOf(action, orders[state]), `${action} from ${state}`).toBe(isState ? null : want);
      }
    }
  });

  it('names who takes each action, the event it writes and the mail it queues', () => {
    expect(Object.fromEntries(actions.map((action) => [action, [orderLifeCycle[action].by, orderLifeCycle[action].event, orderLifeCycle[action].mail]]))).toEqual({
      pay: ['provider', 'paid', 'paid'],
      requestCancellation: ['owner', 'cancellation_requested', 'cancellationRequested'],
      declineCancellation: ['admin', 'cancellation_declined', 'cancellationDeclined'],
      cancel: ['admin', 'cancelled', 'cancelled'],
      ship: ['admin', 'shipped', 'shipped'],
      deleteUnpaid: ['owner', null, null],
    });
  });
});
