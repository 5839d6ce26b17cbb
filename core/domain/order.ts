import * as v from 'valibot';
import type { Address } from './address';
import type { Id } from './ids';
import type { OrderLine } from './order-line';
import type { LineRefund } from './order-refund';
import type { OrderTax } from './tax';
import { oneLine, readable } from './validation';

export interface Order {
  _id: Id;
  /** The short number people quote, like HT-10042. */
  number: string;
  /** What was bought, line by line, as it was when ordered. */
  lines: OrderLine[];
  /** The product of a one-line order (null once deleted, and on an order of several lines): the spec's one-product order. */
  productId: Id | null;
  /** The product's name when ordered, or on an order of several lines the first and how many more (summaryOf). */
  productName: string;
  /** The owner's user id. */
  customerId: string;
  /** The company it was bought for, when its buyer bought on the company's trade account: every buyer of the company sees it. */
  tradeAccountId: Id | null;
  /** The customer's email when ordered. */
  customerEmail: string;
  customerName: string;
  phone: string;
  /** Units across all lines. */
  quantity: number;
  /** Whole dollars without VAT: the lines' totals added up, computed from the products' prices when ordered. */
  totalPrice: number;
  /** Its VAT per line and in total, in cents, worked out when it was placed; null on an order from before VAT (its total was what it cost). */
  tax: OrderTax | null;
  /** Paid by card, or bought on account (then owed until `settledAt`): its units are sold and it may ship. */
  paid: boolean;
  shipped: boolean;
  /** The card provider's id of the payment; null for an order bought on account. */
  transactionId: string | null;
  /** Bought on the company's account: when its payment is due (ISO 8601); null for an order paid by card. */
  paymentDueAt: string | null;
  /** When an admin recorded the payment of an order bought on account; null until then. */
  settledAt: string | null;
  /** The bank's reference of that payment, as the admin recorded it (one transfer may pay several orders). */
  paymentReference: string | null;
  /** When it was placed, as an ISO 8601 timestamp. */
  placedAt: string;
  /** Where it goes, as it was when ordered (later edits to the address book leave it as it is); null on orders from before addresses. */
  deliveryAddress: Address | null;
  /** While unpaid: until when its units are held for it; null once they are released (or sold). */
  holdExpiresAt: string | null;
  /** Paid when its units were no longer in stock: the admins must find them before it ships. */
  shortOfStock: boolean;
  /** The customer asked to cancel it; an admin approves or declines. */
  cancellationRequested: boolean;
  /** Since when an admin's cancellation (and its refund) has been under way; null while none is. */
  cancellingSince: string | null;
  cancelledAt: string | null;
  /** The card provider's id of the refund that returned its money when it was cancelled. */
  refundId: string | null;
  /** Refunds of some of its lines, oldest first: the last may still be under way. */
  refunds: LineRefund[];
  carrier: string | null;
  trackingNumber: string | null;
  /** Counts the order's changes: a change is applied only to the version it was decided on. */
  version: number;
}

/** Where every order's fulfilment starts: unpaid, unshipped, nothing asked, cancelled or refunded, and not yet changed. */
export const NOT_YET_FULFILLED = {
  paid: false,
  shipped: false,
  transactionId: null,
  paymentDueAt: null,
  settledAt: null,
  paymentReference: null,
  shortOfStock: false,
  cancellationRequested: false,
  cancellingSince: null,
  version: 0,
  cancelledAt: null,
  refundId: null,
  refunds: [] as LineRefund[],
  carrier: null,
  trackingNumber: null,
} as const satisfies Partial<Order>;

/** The short number of the order placed `seq`-th: numbers start at HT-10001. */
export const orderNumber = (seq: number) => `${ORDER_NUMBER.prefix}${ORDER_NUMBER.base + seq}`;

/** How order numbers are made from the placement sequence: the prefix, then the base plus the sequence. */
export const ORDER_NUMBER = { prefix: 'HT-', base: 10_000 } as const;

/** The placement sequence behind a number such as `HT-10042`, `ht10042` or `10042` (the digits as people read them out); null when it is no order number. */
export function seqOfOrderNumber(text: string): number | null {
  const match = /^\s*(?:HT-?)?(\d{5,15})\s*$/i.exec(text);
  if (!match) return null;
  const seq = Number(match[1]) - 10_000;
  return Number.isSafeInteger(seq) && seq > 0 ? seq : null;
}

/** The four statuses people see on a badge and filter by; what may happen next is the life cycle's (order-life-cycle.ts). */
export type OrderStatus = 'unpaid' | 'paid' | 'shipped' | 'cancelled';

type StatusFields = Pick<Order, 'paid' | 'shipped'> & Partial<Pick<Order, 'cancelledAt' | 'cancellationRequested'>>;

export const orderStatus = (order: StatusFields): OrderStatus =>
  order.cancelledAt ? 'cancelled' : order.shipped ? 'shipped' : order.paid ? 'paid' : 'unpaid';

/** Why an order was not deleted: it is paid, its payment has just gone through, or one is under way. */
export const orderDeletionMessages = {
  paid: 'A paid order cannot be deleted',
  paymentTaken: 'The payment for this order has gone through, so it cannot be deleted: it is now marked paid',
  paymentUnderWay: 'A payment for this order is under way, so it cannot be deleted now. Try again in a few minutes',
} as const;

export const orderMessages = {
  /** Beside a visitor's Purchase on the product page: the order form needs an account, the cart does not. */
  signInToOrder: 'Purchase asks you to sign in or create an account, then brings you back here. Add to cart needs no account.',
  alreadyPaid: 'This order is already paid',
  cancelled: 'This order is cancelled',
  alreadyShipped: 'This order is already shipped',
  unpaidCannotShip: 'An unpaid order cannot be shipped',
  decideCancellationFirst: 'The customer has asked to cancel this order: approve or decline that before shipping it',
  cannotRequestCancellation: 'Only a paid order that has not shipped can be cancelled',
  cancellationAlreadyRequested: 'You have already asked to cancel this order',
  noCancellationRequested: 'Nobody has asked to cancel this order',
  cannotCancel: 'A shipped or cancelled order cannot be cancelled',
  cancellationUnderWay: 'This order is being cancelled already',
  noCancellationUnderWay: 'No cancellation of this order is under way',
  notHeld: 'This order holds no units now',
  stillHeld: 'The units of this order are still held for it',
  changedMeanwhile: 'This order changed while you were acting on it: reload it and try again',
  noteRequired: 'Write the note first',
  declineReasonRequired: 'Say why the cancellation is declined: the customer is told',
} as const;

export const CARRIER_MAX_LENGTH = 60;
export const TRACKING_MAX_LENGTH = 100;
export const NOTE_MAX_LENGTH = 2000;

/** Blank reads as null: nothing was given. */
const optionalLine = (what: string, max: number) =>
  v.optional(v.pipe(v.string(`${what} must be text`), v.trim(), v.maxLength(max, `Keep ${what} under ${max} characters`), oneLine(what), readable(what), v.transform((text) => text || null)));

/** What an admin may say when marking an order shipped: both optional. */
export const shipmentSchema = v.object({
  carrier: optionalLine('the carrier', CARRIER_MAX_LENGTH),
  trackingNumber: optionalLine('the tracking number', TRACKING_MAX_LENGTH),
});
export type Shipment = v.InferOutput<typeof shipmentSchema>;

/** Why a customer asks to cancel: optional, kept on the timeline. */
export const cancellationRequestSchema = v.object({
  reason: v.optional(v.pipe(v.string('The reason must be text'), v.trim(), v.maxLength(NOTE_MAX_LENGTH, `Keep the reason under ${NOTE_MAX_LENGTH} characters`), readable('the reason')), ''),
});

/** Why an admin declines a customer's request to cancel: required, since the customer is told it. */
export const declineCancellationSchema = v.object({
  reason: v.pipe(v.string(orderMessages.declineReasonRequired), v.trim(), v.nonEmpty(orderMessages.declineReasonRequired), v.maxLength(NOTE_MAX_LENGTH, `Keep the reason under ${NOTE_MAX_LENGTH} characters`), readable('the reason')),
});

/** An admin's internal note on an order. */
export const orderNoteSchema = v.object({
  text: v.pipe(v.string(orderMessages.noteRequired), v.trim(), v.nonEmpty(orderMessages.noteRequired), v.maxLength(NOTE_MAX_LENGTH, `Keep the note under ${NOTE_MAX_LENGTH} characters`), readable('the note')),
});

export const PHONE_MAX_LENGTH = 40;

/** Phone is free text, as the shop has always taken it: trimmed, capped and on one line. */
export const phoneSchema = v.pipe(
  v.string('The phone number must be text'),
  v.trim(),
  v.maxLength(PHONE_MAX_LENGTH, `Keep the phone number to ${PHONE_MAX_LENGTH} characters`),
  oneLine('the phone number'),
  readable('the phone number'),
);
