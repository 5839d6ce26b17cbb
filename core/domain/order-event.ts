import type { Id } from './ids';

/** What happened to an order, in the words of its timeline. */
export const orderEventLabels = {
  placed: 'Order placed',
  payment_started: 'Payment started',
  paid: 'Paid',
  payment_recorded: 'Payment on account recorded',
  short_of_stock: 'Paid while short of stock',
  hold_released: 'Held units returned to stock',
  units_retaken: 'Units held again',
  cancellation_requested: 'Cancellation requested',
  cancellation_declined: 'Cancellation declined',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  shipped: 'Shipped',
  note: 'Internal note',
} as const;

export type OrderEventType = keyof typeof orderEventLabels;

/** Who acted: a customer, an admin, or the shop itself (an expired hold, the provider's webhook). */
export interface OrderActor {
  id: string | null;
  name: string;
  role: 'customer' | 'admin' | 'shop';
}

export const shopActor: OrderActor = { id: null, name: 'The shop', role: 'shop' };

export interface OrderEventDetails {
  transactionId?: string;
  refundId?: string;
  /** Whole dollars refunded. */
  amount?: number;
  carrier?: string | null;
  trackingNumber?: string | null;
  /** A note's text, or the customer's reason for cancelling. */
  text?: string;
  /** Units returned to stock or taken from it. */
  units?: number;
  /** A refund's lines: each line's number and the units refunded. */
  lines?: { line: number; quantity: number }[];
  /** A refund's goods came back, and their units went back to stock. */
  restocked?: boolean;
}

export interface OrderEvent {
  _id: Id;
  orderId: Id;
  type: OrderEventType;
  /** ISO 8601. */
  at: string;
  actor: OrderActor;
  details: OrderEventDetails;
}

export type NewOrderEvent = Pick<OrderEvent, 'type' | 'actor'> & { details?: OrderEventDetails };

/** The shop's answer to the customer's latest request to cancel, when it was a decline: null while none, or once asked again. */
export function cancellationDeclined(timeline: readonly OrderEvent[]): OrderEvent | null {
  const latest = timeline.findLast((event) => event.type === 'cancellation_requested' || event.type === 'cancellation_declined');
  return latest?.type === 'cancellation_declined' ? latest : null;
}

/** Internal notes are for admins: a customer's timeline leaves them out. */
export const isInternal = (event: Pick<OrderEvent, 'type'>) => event.type === 'note';

/** The event as its customer sees it: what an admin did, the shop did (the admins' names stay inside the shop). */
export const asCustomerSees = <E extends Pick<OrderEvent, 'actor'>>(event: E): E => (event.actor.role === 'admin' ? { ...event, actor: shopActor } : event);

/** The caller as the timeline names them. */
export const actorOf = (user: { id: string; displayName: string; email: string; role?: 'admin' | 'customer' }): OrderActor => ({
  id: user.id,
  name: user.displayName || user.email,
  role: user.role === 'admin' ? 'admin' : 'customer',
});
