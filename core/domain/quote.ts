import * as v from 'valibot';
import { MAX_CART_LINES } from './cart';
import { idSchema, type Id } from './ids';
import type { OrderLine } from './order-line';
import { MAX_ORDER_QUANTITY, MAX_PRICE } from './product';
import { centsOf, formatCents } from './money';
import type { OrderTax } from './tax';
import { readable, requiredInteger } from './validation';

/**
 * Quotes: a customer asks for a price when they need more than the shop sells online (above a
 * product's maximum, or a large cart); an admin answers with unit prices and a date the prices hold
 * until; the customer accepts within it (an order at the quoted prices is placed then) or declines.
 */

export type QuoteStatus = 'requested' | 'answered' | 'accepted' | 'declined';
export const quoteStatuses = ['requested', 'answered', 'accepted', 'declined'] as const satisfies readonly QuoteStatus[];

/** One product asked for: as it was when asked, and the unit price the shop quoted (null until answered). */
export interface QuoteLine {
  productId: Id;
  partNumber: string | null;
  name: string;
  quantity: number;
  /** The catalogue's unit price at that quantity when the quote was asked for: what the admin starts from. */
  cataloguePrice: number;
  /** Whole dollars a unit, as quoted; null until the quote is answered. */
  quotedPrice: number | null;
}

export interface Quote {
  _id: Id;
  /** The short number people quote back, like Q-10007. */
  number: string;
  customerId: string;
  customerEmail: string;
  customerName: string;
  lines: QuoteLine[];
  /** What the customer wrote with the request. */
  note: string;
  status: QuoteStatus;
  requestedAt: string;
  /** The admin's answer: the last day the prices hold (YYYY-MM-DD, through its end, UTC), and a note. */
  validUntil: string | null;
  answerNote: string;
  answeredAt: string | null;
  /** When the customer accepted or declined it, and the order accepting it placed. */
  decidedAt: string | null;
  orderId: Id | null;
}

export const QUOTE_NOTE_MAX_LENGTH = 2000;
/** How long an admin may hold quoted prices for. */
export const MAX_QUOTE_DAYS = 90;

/** The short number of the quote asked for `seq`-th. */
export const quoteNumber = (seq: number) => `Q-${10_000 + seq}`;

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

export const quoteMessages = {
  /** Offered after the spec's 'Maximum Quantity Exceeded': more than the shop sells online. */
  requestAQuote: 'Request a quote',
  /** Above Accept's form: what the order comes to, without VAT and, once worked out for where it goes, with it. */
  acceptTotal: (net: number, tax: Pick<OrderTax, 'gross' | 'reverseCharge'> | null) =>
    `You order everything on this quote at the quoted prices: ${formatCents(centsOf(net))} ex VAT${
      tax === null ? '' : tax.reverseCharge ? ', with no VAT charged (reverse charge)' : ` (${formatCents(tax.gross)} with VAT)`
    } in all.`,
  moreThanOnline: (max: number) => `We sell up to ${max.toLocaleString('en-US')} online. For more, ask us for a quote.`,
  requested: (number: string) => `Thank you: we have your request ${number} and will answer by email, usually within one working day`,
  noLines: 'Choose at least one product to ask a price for',
  tooManyLines: `A quote can ask for at most ${MAX_CART_LINES} products`,
  sameProductTwice: 'Each product once: change its quantity instead',
  quantityRange: `A quantity is a whole number from 1 to ${MAX_ORDER_QUANTITY.toLocaleString('en-US')}`,
  productGone: 'One of these products is no longer in the catalogue',
  notFound: 'There is no such quote',
  notRequested: 'This quote has been answered already',
  notAnswered: 'This quote has not been answered yet',
  alreadyDecided: 'This quote has been accepted or declined already',
  expired: (until: string) => `This quote held its prices until ${until}: ask for a new one`,
  priceRange: `A quoted price is whole dollars from $1 to ${dollars(MAX_PRICE)}`,
  pricesForEveryLine: 'Quote a price for every line',
  validUntilFormat: 'Give the last day the prices hold, as a date',
  validUntilRange: `The prices hold from today to at most ${MAX_QUOTE_DAYS} days ahead`,
  accepted: 'Quote accepted: your order is placed at the quoted prices',
  declined: (number: string) => `Quote ${number} declined`,
  answered: (number: string, email: string) => `Quote ${number} answered. An email saying so is on its way to ${email}.`,
} as const;

const note = (what: string) => v.optional(v.pipe(v.string(`${what} must be text`), v.trim(), v.maxLength(QUOTE_NOTE_MAX_LENGTH, `Keep ${what} under ${QUOTE_NOTE_MAX_LENGTH} characters`), readable(what)), '');

const quantity = v.pipe(requiredInteger(quoteMessages.quantityRange), v.minValue(1, quoteMessages.quantityRange), v.maxValue(MAX_ORDER_QUANTITY, quoteMessages.quantityRange));

/** What a customer asks a price for: products and quantities (any quantity, above the maximum too), and a note. */
export const quoteRequestSchema = v.pipe(
  v.object({
    lines: v.pipe(
      v.array(v.object({ productId: idSchema, quantity }), 'Send the products as a list'),
      v.minLength(1, quoteMessages.noLines),
      v.maxLength(MAX_CART_LINES, quoteMessages.tooManyLines),
    ),
    note: note('the note'),
  }),
  v.check(({ lines }) => new Set(lines.map((line) => line.productId)).size === lines.length, quoteMessages.sameProductTwice),
);
export type QuoteRequest = v.InferOutput<typeof quoteRequestSchema>;

const price = v.pipe(requiredInteger(quoteMessages.priceRange), v.minValue(1, quoteMessages.priceRange), v.maxValue(MAX_PRICE, quoteMessages.priceRange));

/** An admin's answer: a unit price for each line, in the lines' order, the last day they hold, and a note. */
export const quoteAnswerSchema = v.object({
  prices: v.array(price, 'Send the prices as a list, one per line'),
  validUntil: v.pipe(v.string(quoteMessages.validUntilFormat), v.trim(), v.isoDate(quoteMessages.validUntilFormat)),
  note: note('the note'),
});
export type QuoteAnswer = v.InferOutput<typeof quoteAnswerSchema>;

/** The end of the last day a quote holds, UTC. */
const endOf = (day: string) => new Date(`${day}T23:59:59.999Z`);

/** Why an answer cannot be given to `quote` at `now`, or null. */
export function answerRefusal(quote: Pick<Quote, 'status' | 'lines'>, answer: QuoteAnswer, now: Date): string | null {
  if (quote.status !== 'requested') return quoteMessages.notRequested;
  if (answer.prices.length !== quote.lines.length) return quoteMessages.pricesForEveryLine;
  const last = endOf(answer.validUntil);
  if (last < now || last.getTime() - now.getTime() > (MAX_QUOTE_DAYS + 1) * 86_400_000) return quoteMessages.validUntilRange;
  return null;
}

/** Whether an answered quote's prices still hold at `now`. */
export const expired = (quote: Pick<Quote, 'validUntil'>, now: Date) => quote.validUntil !== null && endOf(quote.validUntil) < now;

/** Why `quote` cannot be accepted (or declined) at `now`, or null. */
export function decisionRefusal(quote: Pick<Quote, 'status' | 'validUntil'>, now: Date): string | null {
  if (quote.status === 'requested') return quoteMessages.notAnswered;
  if (quote.status !== 'answered') return quoteMessages.alreadyDecided;
  return expired(quote, now) ? quoteMessages.expired(quote.validUntil!) : null;
}

/** The lines of the order accepting `quote`: at the quoted prices. */
export const orderLinesOf = (quote: Pick<Quote, 'lines'>): OrderLine[] =>
  quote.lines.map(({ productId, partNumber, name, quantity, quotedPrice }) => ({ productId, partNumber, name, quantity, unitPrice: quotedPrice!, lineTotal: quotedPrice! * quantity }));

/** What the quote comes to: quoted, or at the catalogue's prices while it waits for an answer. */
export const quoteTotal = (quote: Pick<Quote, 'lines'>) => quote.lines.reduce((sum, line) => sum + (line.quotedPrice ?? line.cataloguePrice) * line.quantity, 0);

/** The status in the customer's and the admins' words; an answered quote past its date reads expired. */
export function quoteStatusWords(quote: Pick<Quote, 'status' | 'validUntil'>, now: Date = new Date()): string {
  if (quote.status === 'answered' && expired(quote, now)) return 'Expired';
  return { requested: 'Waiting for our answer', answered: 'Answered', accepted: 'Accepted', declined: 'Declined' }[quote.status];
}
