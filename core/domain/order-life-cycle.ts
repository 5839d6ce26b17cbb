import { orderDeletionMessages, orderMessages, type Order } from './order';
import type { OrderEventType } from './order-event';

/** Where an order stands in its life. */
export type OrderState = 'unpaid' | 'paid' | 'cancellation-requested' | 'shipped' | 'cancelled';

/** What may happen to an order. */
export type OrderAction = 'pay' | 'requestCancellation' | 'declineCancellation' | 'cancel' | 'ship' | 'deleteUnpaid';

/** Who makes it happen: the order's owner, an admin, or the card provider confirming a payment. */
export type OrderActorKind = 'owner' | 'admin' | 'provider';

/** The emails a change queues, by the name the order's mailer gives them (core/shop/order-mail.ts). */
export type OrderMailKind = 'paid' | 'shipped' | 'cancellationRequested' | 'cancellationDeclined' | 'cancelled';

/** What an action does from one state: the state it leads to (null: the order is gone), or why it may not. */
export type Outcome = { to: OrderState | null } | { refused: string };

export interface Transition {
  by: OrderActorKind;
  /** The timeline's event the change writes. */
  event: OrderEventType | null;
  /** The emails queued with the change, in the same transaction. */
  mail: OrderMailKind | null;
  /** From every state: where it leads, or the refusal in the shop's words. */
  from: Record<OrderState, Outcome>;
}

const to = (state: OrderState | null): Outcome => ({ to: state });
const refused = (message: string): Outcome => ({ refused: message });

/**
 * The order's life in one table: for each action, who takes it, and from each state where it
 * leads or why it may not, with the event it writes and the mail it queues. The use cases look an
 * action up here before they change an order, and the screens offer the actions it allows.
 */
export const orderLifeCycle: Record<OrderAction, Transition> = {
  pay: {
    by: 'provider',
    event: 'paid',
    mail: 'paid',
    from: { unpaid: to('paid'), paid: refused(orderMessages.alreadyPaid), 'cancellation-requested': refused(orderMessages.alreadyPaid), shipped: refused(orderMessages.alreadyPaid), cancelled: refused(orderMessages.cancelled) },
  },
  requestCancellation: {
    by: 'owner',
    event: 'cancellation_requested',
    mail: 'cancellationRequested',
    from: {
      unpaid: refused(orderMessages.cannotRequestCancellation),
      paid: to('cancellation-requested'),
      'cancellation-requested': refused(orderMessages.cancellationAlreadyRequested),
      shipped: refused(orderMessages.cannotRequestCancellation),
      cancelled: refused(orderMessages.cannotRequestCancellation),
    },
  },
  declineCancellation: {
    by: 'admin',
    event: 'cancellation_declined',
    mail: 'cancellationDeclined',
    from: {
      unpaid: refused(orderMessages.noCancellationRequested),
      paid: refused(orderMessages.noCancellationRequested),
      'cancellation-requested': to('paid'),
      shipped: refused(orderMessages.noCancellationRequested),
      cancelled: refused(orderMessages.noCancellationRequested),
    },
  },
  // Approving a customer's request, or on the admin's own; a paid order is refunded in full.
  cancel: {
    by: 'admin',
    event: 'cancelled',
    mail: 'cancelled',
    from: { unpaid: to('cancelled'), paid: to('cancelled'), 'cancellation-requested': to('cancelled'), shipped: refused(orderMessages.cannotCancel), cancelled: refused(orderMessages.cannotCancel) },
  },
  ship: {
    by: 'admin',
    event: 'shipped',
    mail: 'shipped',
    from: {
      unpaid: refused(orderMessages.unpaidCannotShip),
      paid: to('shipped'),
      'cancellation-requested': refused(orderMessages.decideCancellationFirst),
      shipped: refused(orderMessages.alreadyShipped),
      cancelled: refused(orderMessages.cancelled),
    },
  },
  // The owner deletes an unpaid order outright: it leaves no state behind.
  deleteUnpaid: {
    by: 'owner',
    event: null,
    mail: null,
    from: {
      unpaid: to(null),
      paid: refused(orderDeletionMessages.paid),
      'cancellation-requested': refused(orderDeletionMessages.paid),
      shipped: refused(orderDeletionMessages.paid),
      cancelled: refused(orderMessages.cancelled),
    },
  },
};

type StateFields = Pick<Order, 'paid' | 'shipped'> & Partial<Pick<Order, 'cancelledAt' | 'cancellationRequested'>>;

/** The state an order is in, from its fields. */
export function orderStateOf(order: StateFields): OrderState {
  if (order.cancelledAt) return 'cancelled';
  if (order.shipped) return 'shipped';
  if (!order.paid) return 'unpaid';
  return order.cancellationRequested ? 'cancellation-requested' : 'paid';
}

/** What `action` does to `order` as it stands now. */
export const outcomeOf = (action: OrderAction, order: StateFields): Outcome => orderLifeCycle[action].from[orderStateOf(order)];

/** Whether the table lets `action` happen to `order` now: what the screens ask before offering it. */
export const may = (action: OrderAction, order: StateFields): boolean => 'to' in outcomeOf(action, order);

/** Why `action` may not happen to `order` now, or null when it may. */
export function refusalOf(action: OrderAction, order: StateFields): string | null {
  const outcome = outcomeOf(action, order);
  return 'refused' in outcome ? outcome.refused : null;
}
