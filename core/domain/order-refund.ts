import * as v from 'valibot';
import type { Id } from './ids';
import type { Order } from './order';
import type { OrderLine } from './order-line';
import { centsOf } from './money';
import { amountDue, shareOfLine, taxedLine, type TaxedLine } from './tax';

/** Some units of one line refunded: the line's number as people read it (1 for the first), and how many. */
export interface RefundedLine {
  line: number;
  quantity: number;
}

/**
 * A refund of some of an order's lines, from the moment an admin asks for it. It is under way
 * (`refundId` null) until the card provider makes it; the provider knows it by `key`, so asking
 * again never refunds twice.
 */
export interface LineRefund {
  key: string;
  lines: RefundedLine[];
  /** Cents: the refunded units at the prices they were bought at, VAT included (never more than is left of the payment). */
  amount: number;
  /** The goods came back, and their units return to stock with the refund. */
  restock: boolean;
  /** The provider's id once it went through; null while under way. */
  refundId: string | null;
  /** When it was asked for, as an ISO 8601 timestamp: a refund under way longer than the stale time may be taken over. */
  askedAt: string;
}

/** What an admin asks to refund: some units of some lines, and whether the goods came back. */
export interface LineRefundRequest {
  lines: RefundedLine[];
  restock: boolean;
}

export const refundMessages = {
  nothingChosen: 'Choose at least one unit to refund',
  noSuchLine: (line: number) => `This order has no line ${line}`,
  tooMany: (line: number, left: number) => (left === 0 ? `Line ${line} is refunded already` : `Only ${left} of line ${line} ${left === 1 ? 'is' : 'are'} left to refund`),
  nothingLeft: 'Nothing of this order is left to refund',
  underWay: 'A refund of this order is under way: wait for it to finish, then try again',
  notPaid: 'An unpaid order has nothing to refund',
  sameLineTwice: (line: number) => `Line ${line} is named twice: give its units once`,
  notUnderWay: 'That refund is not under way',
  keyTaken: 'Another refund of this order was made under that key meanwhile: a key names one refund',
} as const;

const lineSchema = v.object({
  line: v.pipe(v.number('A line is named by its number'), v.integer('A line is named by its number'), v.minValue(1, 'Lines are numbered from 1')),
  quantity: v.pipe(v.number('The quantity must be a number'), v.integer('The quantity must be a whole number'), v.minValue(1, 'Refund at least one unit of a line you name')),
});

/** What the admin's refund form sends. */
export const lineRefundRequestSchema = v.object({
  lines: v.pipe(v.array(lineSchema, 'Name the lines to refund'), v.minLength(1, refundMessages.nothingChosen), v.maxLength(100, 'An order has at most 100 lines')),
  // Left out, the goods did not come back: units return to stock only when the admin says so.
  restock: v.optional(v.boolean('Say whether the goods came back: true or false'), false),
});

type RefundsOf = Pick<Order, 'refunds'>;

/** Units refunded of each line (by its number), under way included. */
export function refundedUnits(order: RefundsOf): Map<number, number> {
  const units = new Map<number, number>();
  for (const refund of order.refunds) for (const { line, quantity } of refund.lines) units.set(line, (units.get(line) ?? 0) + quantity);
  return units;
}

/** Cents refunded or being refunded. */
export const refundedAmount = (order: RefundsOf) => order.refunds.reduce((sum, refund) => sum + refund.amount, 0);

/** What is left of the payment to give back, in cents. */
export const refundableAmount = (order: Pick<Order, 'refunds' | 'totalPrice' | 'tax'>) => Math.max(0, amountDue(order) - refundedAmount(order));

/** Each line's net, VAT and gross in cents as the order was charged: an order from before VAT was charged its lines' totals. */
export const taxedLinesOf = (order: Pick<Order, 'lines' | 'tax'>): TaxedLine[] => order.tax?.lines ?? order.lines.map((line) => taxedLine(centsOf(line.lineTotal), 0));

/** Units of each line not refunded yet: what is still the customer's, and what a cancellation returns to stock. */
export const unrefundedLines = (order: Pick<Order, 'refunds' | 'lines'>): OrderLine[] => {
  const refunded = refundedUnits(order);
  return order.lines.map((line, index) => ({ ...line, quantity: line.quantity - (refunded.get(index + 1) ?? 0) }));
};

/** The key the provider makes the order's next refund once by: its n-th refund. Asked again (after the provider failed), the same. */
export const nextRefundKey = (order: Pick<Order, '_id' | 'refunds'>) => `${order._id}:refund:${order.refunds.length + 1}`;

/** The refund still under way, if any. */
export const refundUnderWay = (order: RefundsOf): LineRefund | null => order.refunds.find((refund) => refund.refundId === null) ?? null;

/** How long a refund may stay under way before it counts as left by a server that stopped, for the next refund to finish. */
export const STALE_REFUND_MS = 5 * 60_000;

/** A refund under way for longer than STALE_REFUND_MS: the next refund asked finishes it first. */
export function refundLeftUnfinished(order: RefundsOf, now: Date = new Date()): LineRefund | null {
  const left = refundUnderWay(order);
  return left && now.getTime() - Date.parse(left.askedAt) >= STALE_REFUND_MS ? left : null;
}

/** Why these lines may not be refunded from this order as it stands, or null when they may. */
export function whyNotRefundable(order: Pick<Order, 'refunds' | 'lines' | 'totalPrice' | 'tax'>, request: LineRefundRequest): string | null {
  if (request.lines.length === 0) return refundMessages.nothingChosen;
  const left = unrefundedLines(order);
  const named = new Set<number>();
  for (const { line, quantity } of request.lines) {
    if (named.has(line)) return refundMessages.sameLineTwice(line);
    named.add(line);
    const ordered = left[line - 1];
    if (!ordered) return refundMessages.noSuchLine(line);
    if (quantity > ordered.quantity) return refundMessages.tooMany(line, ordered.quantity);
  }
  return refundableAmount(order) <= 0 ? refundMessages.nothingLeft : null;
}

/**
 * The units' net, VAT and gross in cents, at what they were bought at: each line's share of what it
 * was charged, the units refunded before counted first, so that all of a line's units refunded
 * one by one come to the line's amount exactly.
 */
export function refundedLinesTax(order: Pick<Order, 'refunds' | 'lines' | 'tax'>, lines: readonly RefundedLine[]): TaxedLine[] {
  const taxed = taxedLinesOf(order);
  const before = refundedUnits(order);
  return lines.flatMap(({ line, quantity }) => {
    const ordered = order.lines[line - 1];
    return ordered ? [shareOfLine(taxed[line - 1], ordered.quantity, before.get(line) ?? 0, quantity)] : [];
  });
}

/** Cents the units are worth at the prices they were bought at, VAT included, never more than is left of the payment. */
export const amountOf = (order: Pick<Order, 'refunds' | 'lines' | 'totalPrice' | 'tax'>, lines: readonly RefundedLine[]) =>
  Math.min(
    refundableAmount(order),
    refundedLinesTax(order, lines).reduce((sum, line) => sum + line.gross, 0),
  );

/** The units that go back to stock with a refund of these lines: a deleted product's line has none to take back. */
export function unitsOfRefund(order: Pick<Order, 'lines'>, lines: readonly RefundedLine[]): Map<Id, number> {
  const units = new Map<Id, number>();
  for (const { line, quantity } of lines) {
    const productId = order.lines[line - 1]?.productId;
    if (productId) units.set(productId, (units.get(productId) ?? 0) + quantity);
  }
  return units;
}
