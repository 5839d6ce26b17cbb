import type { NewAuditEntry } from './audit';
import { boughtOnAccount, onAccountMessages } from './on-account';
import { orderDeletionMessages, orderMessages, type Order } from './order';
import { shopActor, type NewOrderEvent, type OrderActor, type OrderEventType } from './order-event';
import type { Id } from './ids';
import type { NewDocument } from './tax-document';
import { unitsByProduct, unitsOf } from './order-line';
import { amountOf, refundMessages, refundUnderWay, unitsOfRefund, unrefundedLines, whyNotRefundable, type LineRefundRequest, type RefundedLine } from './order-refund';

/** Where an order stands in its life. `cancelling`: an admin's cancellation, and its refund, is under way. */
export type OrderState = 'unpaid' | 'paid' | 'cancellation-requested' | 'cancelling' | 'shipped' | 'cancelled';

/** Who makes it happen: the order's owner, an admin, the card provider confirming a payment, or the shop itself. */
export type OrderActorKind = 'owner' | 'admin' | 'provider' | 'shop';

/** The emails a change queues, by the name the order's mailer gives them (core/shop/order-mail.ts). */
export type OrderMailKind = 'paid' | 'paymentRecorded' | 'shipped' | 'cancellationRequested' | 'cancellationDeclined' | 'cancelled' | 'refunded';

/** Where an action leads: a state, the order gone, or back where it was before a cancellation began. */
export type Destination = OrderState | 'gone' | 'as-before';

/** What an action does from one state: where it leads, or why it may not. */
export type Outcome = { to: Destination } | { refused: string };

/** A refund recorded with a cancellation: the provider's id and whole dollars. */
export interface RefundRecord {
  id: string;
  amount: number;
}

/** What each action needs to be told beside the order. */
export interface OrderActionInput {
  pay: { transactionId: string; actor: OrderActor };
  recordPayment: { actor: OrderActor; reference: string; now: Date };
  holdExpired: { now: Date };
  holdAgain: { until: Date };
  requestCancellation: { actor: OrderActor; reason: string };
  declineCancellation: { actor: OrderActor; reason: string };
  cancel: { now: Date };
  completeCancellation: { actor: OrderActor; refund: RefundRecord | null; now: Date };
  abandonCancellation: Record<string, never>;
  ship: { actor: OrderActor; carrier: string | null; trackingNumber: string | null };
  deleteUnpaid: Record<string, never>;
  refundLines: LineRefundRequest & { key: string; now: Date };
  completeRefund: { actor: OrderActor; key: string; refundId: string };
  abandonRefund: { key: string };
}

export type OrderAction = keyof OrderActionInput;

/** The fields of an order a change may set. */
export type OrderFields = Partial<
  Pick<Order, 'paid' | 'shipped' | 'transactionId' | 'settledAt' | 'paymentReference' | 'holdExpiresAt' | 'shortOfStock' | 'cancellationRequested' | 'cancellingSince' | 'cancelledAt' | 'refundId' | 'carrier' | 'trackingNumber' | 'refunds'>
>;

/**
 * What happens to the order's units with a change: kept as they are, taken from stock again (all
 * or none; `takeOrFlagShort`: when they are gone the order is flagged short of stock instead), or
 * these units of these products returned to stock.
 */
export type UnitsChange = 'keep' | 'take' | 'takeOrFlagShort' | { return: ReadonlyMap<Id, number> };

/**
 * The document a change issues: an invoice, or a credit note for some units of some lines given
 * back, priced after the first `after` refunds of the order (the units refunded before are counted first).
 */
export type DocumentIssue = { kind: 'invoice' } | { kind: 'credit-note'; lines: RefundedLine[]; after: number };

/** A change the table decided, for the repository to apply to the version it was decided on. */
export interface OrderChange {
  set: OrderFields;
  events: NewOrderEvent[];
  units: UnitsChange;
  /** The order is deleted (an unpaid one, by its owner). */
  remove?: true;
  /** An admin's change, for the audit log: written with the change or not at all. */
  audit?: NewAuditEntry;
  /** The document the change issues: an invoice when the order is paid by card or shipped on account, a credit note when money goes back. */
  issue?: DocumentIssue;
  /** That document as drafted from the order as the change leaves it, numbered and stored with the change. */
  document?: NewDocument;
}

export interface Transition<A extends OrderAction> {
  by: OrderActorKind;
  /** The timeline's event the change writes. */
  event: OrderEventType | null;
  /** The email queued with the change, in the same transaction. */
  mail: OrderMailKind | null;
  /** From every state: where it leads, or the refusal in the shop's words. */
  from: Record<OrderState, Outcome>;
  /** A further condition on the order beyond its state (its hold), and the refusal when it fails. */
  guard?: (order: Order, input: OrderActionInput[A]) => string | null;
  /** The change it makes, from the order as it stands. */
  change: (order: Order, input: OrderActionInput[A]) => OrderChange;
}

const to = (state: Destination): Outcome => ({ to: state });
const refused = (message: string): Outcome => ({ refused: message });
/** The same refusal from every state but those given. */
const refusedBut = (message: string, allowed: Partial<Record<OrderState, Outcome>>): Record<OrderState, Outcome> => ({
  unpaid: refused(message),
  paid: refused(message),
  'cancellation-requested': refused(message),
  cancelling: refused(message),
  shipped: refused(message),
  cancelled: refused(message),
  ...allowed,
});

/** Units the order holds that go back to stock with a change: sold ones not refunded already (when not short), or a live hold. */
const unitsBack = (order: Order): UnitsChange => ((order.paid ? !order.shortOfStock : order.holdExpiresAt !== null) ? { return: unitsByProduct(unrefundedLines(order).filter((line) => line.quantity > 0)) } : 'keep');
/** A refund changes nothing of the order's state: it stays paid, asked to cancel, or shipped. */
const refundableFrom = (refusal: string) =>
  refusedBut(refusal, { paid: to('paid'), 'cancellation-requested': to('cancellation-requested'), shipped: to('shipped'), cancelling: refused(orderMessages.cancellationUnderWay), cancelled: refused(orderMessages.cancelled) });
/** The refund under way with this key, or why there is none. */
const underWayWith = (order: Order, key: string) => (refundUnderWay(order)?.key === key ? null : refundMessages.notUnderWay);
const ownerOf = (order: Order): OrderActor => ({ id: order.customerId, name: order.customerName, role: 'customer' });

/**
 * The order's life in one table: for each action, who takes it, from each state where it leads or
 * why it may not, any further guard, the event it writes, the mail it queues and the change it
 * makes. The use cases decide every change of an order here; the repositories apply it to the
 * version it was decided on; the screens offer the actions it allows.
 */
export const orderLifeCycle: { [A in OrderAction]: Transition<A> } = {
  pay: {
    by: 'provider',
    event: 'paid',
    mail: 'paid',
    // Money taken while a cancellation runs is recorded: the cancellation then stops, to start again with a refund.
    from: { ...refusedBut(orderMessages.alreadyPaid, { unpaid: to('paid'), cancelled: refused(orderMessages.cancelled) }), cancelling: to('cancelling') },
    guard: (order) => (order.paid ? orderMessages.alreadyPaid : null),
    // Held units become sold; lapsed ones are taken again, or the order is flagged short of stock (the money was taken).
    change: (order, { transactionId, actor }) => ({
      set: { paid: true, transactionId, holdExpiresAt: null },
      events: [{ type: 'paid', actor, details: { transactionId } }],
      units: order.holdExpiresAt ? 'keep' : 'takeOrFlagShort',
      issue: { kind: 'invoice' },
    }),
  },
  // The money of an order bought on account arrived: an admin records it, whether the order has shipped or not.
  recordPayment: {
    by: 'admin',
    event: 'payment_recorded',
    mail: 'paymentRecorded',
    from: refusedBut(onAccountMessages.notOnAccount, {
      paid: to('paid'),
      'cancellation-requested': to('cancellation-requested'),
      shipped: to('shipped'),
      cancelling: refused(orderMessages.cancellationUnderWay),
      cancelled: refused(orderMessages.cancelled),
    }),
    guard: (order) => (!boughtOnAccount(order) ? onAccountMessages.notOnAccount : order.settledAt ? onAccountMessages.alreadySettled : null),
    change: (_order, { actor, reference, now }) => ({
      set: { settledAt: now.toISOString(), paymentReference: reference },
      events: [{ type: 'payment_recorded', actor, details: { transactionId: reference } }],
      units: 'keep',
    }),
  },
  holdExpired: {
    by: 'shop',
    event: 'hold_released',
    mail: null,
    from: refusedBut(orderMessages.notHeld, { unpaid: to('unpaid') }),
    guard: (order, { now }) => (!order.holdExpiresAt ? orderMessages.notHeld : new Date(order.holdExpiresAt) > now ? orderMessages.stillHeld : null),
    change: (order) => ({ set: { holdExpiresAt: null }, events: [{ type: 'hold_released', actor: shopActor, details: { units: order.quantity } }], units: { return: unitsByProduct(order.lines) } }),
  },
  holdAgain: {
    by: 'owner',
    event: 'units_retaken',
    mail: null,
    from: refusedBut(orderMessages.alreadyPaid, { unpaid: to('unpaid'), cancelling: refused(orderMessages.cancellationUnderWay), cancelled: refused(orderMessages.cancelled) }),
    guard: (order) => (order.holdExpiresAt ? orderMessages.stillHeld : null),
    change: (order, { until }) => ({ set: { holdExpiresAt: until.toISOString() }, events: [{ type: 'units_retaken', actor: ownerOf(order), details: { units: order.quantity } }], units: 'take' }),
  },
  requestCancellation: {
    by: 'owner',
    event: 'cancellation_requested',
    mail: 'cancellationRequested',
    from: refusedBut(orderMessages.cannotRequestCancellation, {
      paid: to('cancellation-requested'),
      'cancellation-requested': refused(orderMessages.cancellationAlreadyRequested),
      cancelling: refused(orderMessages.cancellationUnderWay),
    }),
    change: (_order, { actor, reason }) => ({ set: { cancellationRequested: true }, events: [{ type: 'cancellation_requested', actor, details: reason ? { text: reason } : {} }], units: 'keep' }),
  },
  declineCancellation: {
    by: 'admin',
    event: 'cancellation_declined',
    mail: 'cancellationDeclined',
    from: refusedBut(orderMessages.noCancellationRequested, { 'cancellation-requested': to('paid'), cancelling: refused(orderMessages.cancellationUnderWay) }),
    change: (_order, { actor, reason }) => ({ set: { cancellationRequested: false }, events: [{ type: 'cancellation_declined', actor, details: { text: reason } }], units: 'keep' }),
  },
  // Approving a customer's request, or on the admin's own: the cancellation begins, so that only one admin's refund runs.
  cancel: {
    by: 'admin',
    event: null,
    mail: null,
    from: refusedBut(orderMessages.cannotCancel, { unpaid: to('cancelling'), paid: to('cancelling'), 'cancellation-requested': to('cancelling'), cancelling: refused(orderMessages.cancellationUnderWay) }),
    // A refund of some lines runs first to its end: the cancellation then refunds what is left.
    guard: (order) => (refundUnderWay(order) ? refundMessages.underWay : null),
    change: (_order, { now }) => ({ set: { cancellingSince: now.toISOString() }, events: [], units: 'keep' }),
  },
  // The refund, if any, went through: the units go back and the order is cancelled.
  completeCancellation: {
    by: 'shop',
    event: 'cancelled',
    mail: 'cancelled',
    from: refusedBut(orderMessages.noCancellationUnderWay, { cancelling: to('cancelled') }),
    change: (order, { actor, refund, now }) => {
      const units = unitsBack(order);
      return {
        set: { cancelledAt: now.toISOString(), cancellingSince: null, cancellationRequested: false, holdExpiresAt: null, shortOfStock: false, refundId: refund?.id ?? null },
        events: [
          { type: 'cancelled', actor, details: typeof units === 'object' && order.paid ? { units: unitsOf(unrefundedLines(order)) } : {} },
          ...(refund ? [{ type: 'refunded' as const, actor, details: { refundId: refund.id, amount: refund.amount } }] : []),
        ],
        units,
        // What was left of the payment went back: a credit note for the units not refunded before.
        ...(refund ? { issue: { kind: 'credit-note' as const, lines: unrefundedLines(order).flatMap((line, i) => (line.quantity > 0 ? [{ line: i + 1, quantity: line.quantity }] : [])), after: order.refunds.length } } : {}),
      };
    },
  },
  // The refund failed: the cancellation stops, and may be tried again.
  abandonCancellation: {
    by: 'shop',
    event: null,
    mail: null,
    from: refusedBut(orderMessages.noCancellationUnderWay, { cancelling: to('as-before') }),
    change: () => ({ set: { cancellingSince: null }, events: [], units: 'keep' }),
  },
  ship: {
    by: 'admin',
    event: 'shipped',
    mail: 'shipped',
    from: {
      unpaid: refused(orderMessages.unpaidCannotShip),
      paid: to('shipped'),
      'cancellation-requested': refused(orderMessages.decideCancellationFirst),
      cancelling: refused(orderMessages.cancellationUnderWay),
      shipped: refused(orderMessages.alreadyShipped),
      cancelled: refused(orderMessages.cancelled),
    },
    // An order bought on account is invoiced when it leaves; one paid by card was invoiced when paid.
    change: (order, { actor, carrier, trackingNumber }) => ({
      set: { shipped: true, shortOfStock: false, carrier, trackingNumber },
      events: [{ type: 'shipped', actor, details: { carrier, trackingNumber } }],
      units: 'keep',
      ...(boughtOnAccount(order) ? { issue: { kind: 'invoice' as const } } : {}),
    }),
  },
  // The owner deletes an unpaid order outright: it leaves no state behind, and its held units go back.
  deleteUnpaid: {
    by: 'owner',
    event: null,
    mail: null,
    from: { ...refusedBut(orderDeletionMessages.paid, { unpaid: to('gone'), cancelled: refused(orderMessages.cancelled) }), cancelling: refused(orderMessages.cancellationUnderWay) },
    change: (order) => ({ set: {}, events: [], units: unitsBack(order), remove: true }),
  },
  // An admin refunds some units of some lines: the refund is recorded as under way first, so that two admins run one.
  refundLines: {
    by: 'admin',
    event: null,
    mail: null,
    from: refundableFrom(refundMessages.notPaid),
    // A key names one refund: a claim decided again on a newer order never takes the key of a refund made meanwhile.
    guard: (order, request) => (boughtOnAccount(order) ? onAccountMessages.noCardRefund : refundUnderWay(order) ? refundMessages.underWay : order.refunds.some((refund) => refund.key === request.key) ? refundMessages.keyTaken : whyNotRefundable(order, request)),
    change: (order, { key, lines, restock, now }) => ({
      set: { refunds: [...order.refunds, { key, lines, restock, amount: amountOf(order, lines), refundId: null, askedAt: now.toISOString() }] },
      events: [],
      units: 'keep',
    }),
  },
  // The provider made the refund: it is recorded, and the units come back to stock when the goods did.
  completeRefund: {
    by: 'shop',
    event: 'refunded',
    mail: 'refunded',
    from: refundableFrom(refundMessages.notUnderWay),
    guard: (order, { key }) => underWayWith(order, key),
    change: (order, { actor, key, refundId }) => {
      const refund = refundUnderWay(order)!;
      return {
        set: { refunds: order.refunds.map((each) => (each.key === key ? { ...each, refundId } : each)) },
        events: [{ type: 'refunded', actor, details: { refundId, amount: refund.amount, lines: refund.lines, restocked: refund.restock } }],
        units: refund.restock ? { return: unitsOfRefund(order, refund.lines) } : 'keep',
        issue: { kind: 'credit-note', lines: refund.lines, after: order.refunds.indexOf(refund) },
      };
    },
  },
  // The provider refused the refund or could not be reached: it is forgotten, and may be asked for again.
  abandonRefund: {
    by: 'shop',
    event: null,
    mail: null,
    from: refundableFrom(refundMessages.notUnderWay),
    guard: (order, { key }) => underWayWith(order, key),
    change: (order, { key }) => ({ set: { refunds: order.refunds.filter((each) => each.key !== key) }, events: [], units: 'keep' }),
  },
};

/** How long a cancellation may run before it counts as abandoned (its server stopped mid-way) and may be taken over. */
export const STALE_CANCELLATION_MS = 5 * 60_000;

type StateFields = Pick<Order, 'paid' | 'shipped'> & Partial<Pick<Order, 'cancelledAt' | 'cancellationRequested' | 'cancellingSince'>>;

/** The state an order is in, from its fields; a cancellation begun before `now` less STALE_CANCELLATION_MS no longer counts. */
export function orderStateOf(order: StateFields, now: Date = new Date()): OrderState {
  if (order.cancelledAt) return 'cancelled';
  if (order.shipped) return 'shipped';
  if (order.cancellingSince && now.getTime() - new Date(order.cancellingSince).getTime() < STALE_CANCELLATION_MS) return 'cancelling';
  if (!order.paid) return 'unpaid';
  return order.cancellationRequested ? 'cancellation-requested' : 'paid';
}

/** What `action` does to `order` as it stands now. */
export const outcomeOf = (action: OrderAction, order: StateFields, now?: Date): Outcome => orderLifeCycle[action].from[orderStateOf(order, now)];

/** Whether the table lets `action` happen to `order` now: what the screens ask before offering it. */
export const may = (action: OrderAction, order: StateFields, now?: Date): boolean => 'to' in outcomeOf(action, order, now);

/** Why `action` may not happen to `order` now, or null when it may. */
export function refusalOf(action: OrderAction, order: StateFields, now?: Date): string | null {
  const outcome = outcomeOf(action, order, now);
  return 'refused' in outcome ? outcome.refused : null;
}

/** The change `action` makes to `order` now, or why it may not: the state's refusal, then the guard's. */
export function decide<A extends OrderAction>(action: A, order: Order, input: OrderActionInput[A], now?: Date): { change: OrderChange } | { refused: string } {
  const transition = orderLifeCycle[action] as Transition<A>;
  const refusal = refusalOf(action, order, now) ?? transition.guard?.(order, input) ?? null;
  return refusal ? { refused: refusal } : { change: transition.change(order, input) };
}
