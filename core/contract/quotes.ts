import * as v from 'valibot';
import { checkoutRequestSchema } from '../domain/cart';
import { quoteAnswerSchema, quoteRequestSchema, quoteStatuses } from '../domain/quote';
import { quoteListRequestSchema } from '../shop/quotes';
import { orderSchema } from './orders';
import { idParams, LONG_TEXT_BODY_LIMIT, type RouteContract } from './route-contract';

const quoteLineSchema = v.object({
  productId: v.string(),
  partNumber: v.nullable(v.string()),
  name: v.string(),
  quantity: v.number(),
  cataloguePrice: v.number(),
  quotedPrice: v.nullable(v.number()),
});

export const quoteSchema = v.object({
  _id: v.string(),
  number: v.string(),
  customerId: v.string(),
  customerEmail: v.string(),
  customerName: v.string(),
  lines: v.array(quoteLineSchema),
  note: v.string(),
  status: v.picklist(quoteStatuses),
  requestedAt: v.string(),
  validUntil: v.nullable(v.string()),
  answerNote: v.string(),
  answeredAt: v.nullable(v.string()),
  decidedAt: v.nullable(v.string()),
  orderId: v.nullable(v.string()),
});

// Accepting asks what checking out asks: where it goes, the phone, and how it is paid.
const { requestId: _key, expectedTotal: _total, ...acceptance } = checkoutRequestSchema.entries;
const acceptanceSchema = v.object(acceptance);

/** Quotes: a customer asks for prices, an admin answers, the customer accepts (an order at those prices) or declines. */
export const quoteRoutes = {
  requestQuote: {
    method: 'POST',
    path: '/api/quotes',
    doc: "201, the quote asked for: `{ lines: [{ productId, quantity }], note? }` (1 to 100 products, each once, any quantity up to 100,000: above a product's maximum too). Needs a confirmed email (403); the shop is emailed the request, priced at what the caller pays today",
    body: quoteRequestSchema,
    bodyLimit: LONG_TEXT_BODY_LIMIT,
    access: 'signed-in',
    rateLimit: 'emails',
    response: quoteSchema,
    status: 201,
  },
  listMyQuotes: { method: 'GET', path: '/api/quotes', doc: "the caller's quotes, newest first", access: 'signed-in', response: v.array(quoteSchema) },
  getQuote: { method: 'GET', path: '/api/quotes/:id', doc: 'one quote, to the customer who asked for it or an admin (404 to anyone else)', params: idParams, access: 'signed-in', response: quoteSchema },
  acceptQuote: {
    method: 'POST',
    path: '/api/quotes/:id/accept',
    doc: "201 `{ quote, order }`: the caller accepts their answered quote by the last day it holds, and the order is placed at the quoted prices, its units taken now (409 when they are not there), with `{ addressId | address, saveAddress?, phone?, paymentMethod? }` as checkout takes them: by card (paid next, as any order) or on the company's account. 409 for a quote not answered, decided already or past its date; two presses at once place one order",
    params: idParams,
    body: acceptanceSchema,
    access: 'signed-in',
    changesCatalogue: true,
    response: v.object({ quote: quoteSchema, order: orderSchema }),
    status: 201,
  },
  declineQuote: {
    method: 'POST',
    path: '/api/quotes/:id/decline',
    doc: 'the caller declines their answered quote; 409 for one not answered or decided already',
    params: idParams,
    access: 'signed-in',
    response: quoteSchema,
  },
  listQuotes: {
    method: 'GET',
    path: '/api/allQuotes',
    doc: '`{ items, nextCursor }`: every quote, newest first, only those of `status` (requested, answered, accepted, declined) when given',
    query: quoteListRequestSchema,
    access: 'admin',
    response: v.object({ items: v.array(quoteSchema), nextCursor: v.nullable(v.string()) }),
  },
  answerQuote: {
    method: 'PUT',
    path: '/api/quotes/:id/answer',
    doc: "answers a requested quote: `{ prices: [unit price per line, in order], validUntil: 'YYYY-MM-DD' (today to 90 days ahead), note? }`. The customer is emailed, and the answer is in the audit log; 409 when it was answered already. Later catalogue prices leave the quote as answered",
    params: idParams,
    body: quoteAnswerSchema,
    access: 'admin',
    response: quoteSchema,
  },
} as const satisfies Record<string, RouteContract>;
