import type { CatalogueProduct } from '../../core/domain/product';
import { quoteNumber, type Quote, type QuoteLine } from '../../core/domain/quote';
import { unitPriceAt } from '../../core/domain/volume-prices';
import { longNamedProduct } from './carts';
import { sampleId, sampleProducts } from './catalogue';
import { paidOrder } from './orders';
import { sampleCustomer, sampleUsers } from './people';

// Quotes the customer and other customers asked for, one in each state, dated from today so that the
// answered one's prices still hold and the expired one's do not, whenever the stories run.

const DAY = 86_400_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
/** A day as quotes keep it (YYYY-MM-DD, UTC), `days` from today; before it when negative. */
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const [drill, circularSaw, , , clawHammer, , , , , tapeMeasure, hexBolts, spiritLevel] = sampleProducts;
const procurement = sampleUsers[5];

/** A line as asked for: the catalogue's unit price at that quantity, and the price quoted (none until answered). */
const line = (product: CatalogueProduct, quantity: number, quotedPrice: number | null = null): QuoteLine => ({
  productId: product._id,
  partNumber: product.partNumber,
  name: product.name,
  quantity,
  cataloguePrice: unitPriceAt(product, quantity),
  quotedPrice,
});

/** The `seq`-th quote asked for, as the store numbers them, waiting for an answer. */
const asked = (seq: number, customer: { id: string; email: string; displayName: string }, lines: QuoteLine[], note: string, requestedAt: string): Quote => ({
  _id: sampleId(8000 + seq),
  number: quoteNumber(seq),
  customerId: customer.id,
  customerEmail: customer.email,
  customerName: customer.displayName,
  lines,
  note,
  status: 'requested',
  requestedAt,
  validUntil: null,
  answerNote: '',
  answeredAt: null,
  decidedAt: null,
  orderId: null,
});

/** Answered `answeredAt`, its prices holding through `validUntil`. */
const answered = (quote: Quote, validUntil: string, answeredAt: string, answerNote = ''): Quote => ({ ...quote, status: 'answered', validUntil, answeredAt, answerNote });

/** Northbridge's request for the long-named grinder and a lot of bolts, the newest, waiting for an answer. */
export const requestedQuote = asked(
  6,
  procurement,
  [line(longNamedProduct, 60), line(hexBolts, 2000)],
  'For the new bridge site in Leeds. Delivery in two drops, please: mid-January and early February.',
  hoursAgo(2),
);

/** The signed-in customer's own request, waiting for an answer. */
export const customersRequestedQuote = asked(5, sampleCustomer, [line(drill, 40)], 'Could you match last year’s price?', hoursAgo(26));

/** Answered yesterday, its prices holding for twenty days more: $4,845, within Patel Joinery's credit. */
export const answeredQuote = answered(
  asked(4, sampleCustomer, [line(drill, 25, 159), line(spiritLevel, 30, 29)], 'Fitting out two new vans.', hoursAgo(50)),
  dayFromToday(20),
  hoursAgo(30),
  'Delivery within five working days of your order.',
);

/** Answered a month ago; its prices held until ten days ago. */
export const expiredQuote = answered(asked(3, sampleCustomer, [line(circularSaw, 25, 129)], '', hoursAgo(24 * 40)), dayFromToday(-10), hoursAgo(24 * 39));

/** Accepted: the order it placed is the customer's paid one. */
export const acceptedQuote: Quote = {
  ...answered(asked(2, sampleCustomer, [line(tapeMeasure, 500, 12)], '', hoursAgo(24 * 60)), dayFromToday(-30), hoursAgo(24 * 59)),
  status: 'accepted',
  decidedAt: hoursAgo(24 * 58),
  orderId: paidOrder._id,
};

/** Declined by the customer. */
export const declinedQuote: Quote = {
  ...answered(asked(1, sampleCustomer, [line(clawHammer, 1000, 17)], 'For the apprentices’ kits.', hoursAgo(24 * 90)), dayFromToday(-60), hoursAgo(24 * 89)),
  status: 'declined',
  decidedAt: hoursAgo(24 * 88),
};

/** Every sample quote, newest first. */
export const sampleQuotes: readonly Quote[] = [requestedQuote, customersRequestedQuote, answeredQuote, expiredQuote, acceptedQuote, declinedQuote];

/** The signed-in customer's quotes, newest first. */
export const customersQuotes = sampleQuotes.filter((quote) => quote.customerId === sampleCustomer.id);
