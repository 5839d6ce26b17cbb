import * as v from 'valibot';
import type { OrderTax, TaxedLine } from '../domain/tax';
import { cancellationRequestSchema, declineCancellationSchema, orderNoteSchema, shipmentSchema, type Order } from '../domain/order';
import type { OrderLine } from '../domain/order-line';
import { lineRefundRequestSchema, type LineRefund } from '../domain/order-refund';
import { orderEventLabels, type OrderEvent, type OrderEventType } from '../domain/order-event';
import { orderRequestSchema } from '../domain/order-request';
import { paymentRecordSchema } from '../domain/on-account';
import { orderListRequestSchema } from '../shop/fulfilment';
import { orderListQuerySchema } from '../shop/ordering';
import { addressOnTheWireSchema } from './addresses';
import { deletedSchema, idParams, type RouteContract } from './route-contract';
import { fromTheWire, type OnTheWire } from './wire-names';

export const orderLineSchema = v.object({
  productId: v.nullable(v.string()),
  partNumber: v.nullable(v.string()),
  name: v.string(),
  unitPrice: v.number(),
  quantity: v.number(),
  lineTotal: v.number(),
}) satisfies v.GenericSchema<OrderLine>;

const refundedLinesSchema = v.array(v.object({ line: v.number(), quantity: v.number() }));

export const lineRefundSchema = v.object({
  key: v.string(),
  lines: refundedLinesSchema,
  amount: v.number(),
  restock: v.boolean(),
  refundId: v.nullable(v.string()),
  askedAt: v.string(),
}) satisfies v.GenericSchema<LineRefund>;

const taxedLineSchema = v.object({ rate: v.number(), net: v.number(), tax: v.number(), gross: v.number() }) satisfies v.GenericSchema<TaxedLine>;

/** An order's VAT in cents, per line and in total, as worked out when it was placed. */
export const orderTaxSchema = v.object({
  country: v.string(),
  reverseCharge: v.boolean(),
  lines: v.array(taxedLineSchema),
  net: v.number(),
  tax: v.number(),
  gross: v.number(),
}) satisfies v.GenericSchema<OrderTax>;

const orderOnTheWireSchema = v.object({
  _id: v.string(),
  lines: v.array(orderLineSchema),
  productId: v.nullable(v.string()),
  product: v.string(),
  customerId: v.string(),
  tradeAccountId: v.nullable(v.string()),
  customer: v.string(),
  customerName: v.string(),
  phone: v.string(),
  quantity: v.number(),
  totalPrice: v.number(),
  paid: v.boolean(),
  shipped: v.boolean(),
  transactionId: v.nullable(v.string()),
  paymentDueAt: v.nullable(v.string()),
  settledAt: v.nullable(v.string()),
  paymentReference: v.nullable(v.string()),
  placedAt: v.string(),
  number: v.string(),
  deliveryAddress: v.nullable(addressOnTheWireSchema),
  holdExpiresAt: v.nullable(v.string()),
  shortOfStock: v.boolean(),
  cancellationRequested: v.boolean(),
  cancellingSince: v.nullable(v.string()),
  cancelledAt: v.nullable(v.string()),
  refundId: v.nullable(v.string()),
  refunds: v.array(lineRefundSchema),
  carrier: v.nullable(v.string()),
  trackingNumber: v.nullable(v.string()),
  tax: v.nullable(orderTaxSchema),
  version: v.number(),
});

export const orderSchema = v.pipe(orderOnTheWireSchema, v.transform(fromTheWire)) satisfies v.GenericSchema<OnTheWire<Order>, Order>;

export const orderListSchema = v.array(orderSchema);

/** The spec's answer to placing an order, with the order as stored. */
export const orderPlacedSchema = v.object({ success: v.literal(true), order: orderSchema });

export const orderEventSchema = v.object({
  _id: v.string(),
  orderId: v.string(),
  type: v.picklist(Object.keys(orderEventLabels) as OrderEventType[]),
  at: v.string(),
  actor: v.object({ id: v.nullable(v.string()), name: v.string(), role: v.picklist(['customer', 'admin', 'shop']) }),
  details: v.object({
    transactionId: v.optional(v.string()),
    refundId: v.optional(v.string()),
    amount: v.optional(v.number()),
    carrier: v.optional(v.nullable(v.string())),
    trackingNumber: v.optional(v.nullable(v.string())),
    text: v.optional(v.string()),
    units: v.optional(v.number()),
    lines: v.optional(refundedLinesSchema),
    restocked: v.optional(v.boolean()),
  }),
}) satisfies v.GenericSchema<OrderEvent>;

export const orderDetailSchema = v.object({ order: orderSchema, timeline: v.array(orderEventSchema), image: v.nullable(v.string()) });

export const orderPageSchema = v.object({ items: orderListSchema, nextCursor: v.nullable(v.string()) });

/** A customer's orders: placing, reading, asking to cancel and deleting an unpaid one. */
export const orderRoutes = {
  placeOrder: {
    method: 'POST',
    path: '/api/order',
    doc: "201 `{ success: true, order }`, with its number (`HT-10042`) and a copy of the delivery address: one from the caller's book (`addressId`), or one typed while ordering (`address`, kept in the book too with `saveAddress: true`); neither answers 400. The customer and name come from the token and the total from the product; a `customer` or `totalPrice` in the body must match (403, 409), a quantity outside the product's bounds answers 400, and so does an order costing more than $999,999, the most one card payment takes (Stripe's ceiling), saying how many may be ordered. Its units are taken from stock in the transaction that stores it: more than are in stock answers 409 saying how many are left, and two customers can never both get the last one. The same `requestId` again answers the order already stored",
    body: orderRequestSchema,
    access: 'signed-in',
    changesCatalogue: true,
    rateLimit: 'orders',
    response: orderPlacedSchema,
    status: 201,
  },
  // ?customer={email}: the caller's own orders (the default), or anyone's for an admin.
  listOrders: { method: 'GET', path: '/api/order', doc: "the caller's orders, newest first (`?customer=` an email: an admin may name anyone)", query: orderListQuerySchema, access: 'signed-in', response: orderListSchema },
  getOrder: { method: 'GET', path: '/api/order/:id', doc: 'one order, to its owner or an admin', params: idParams, access: 'signed-in', response: orderSchema },
  // The order page: the order, its timeline (internal notes for admins only) and its product's picture.
  getOrderDetail: {
    method: 'GET',
    path: '/api/order/:id/detail',
    doc: "`{ order, timeline, image }`: the order, what happened to it and who acted (internal notes for admins only), and its product's picture while the product exists",
    params: idParams,
    access: 'signed-in',
    response: orderDetailSchema,
  },
  // The customer asks to cancel a paid order; the body may give a reason.
  requestCancellation: {
    method: 'POST',
    path: '/api/order/:id/cancellation',
    doc: 'the owner asks to cancel a paid order that has not shipped, with `{ reason? }`; an admin approves or declines',
    params: idParams,
    body: v.optional(cancellationRequestSchema, {}),
    access: 'signed-in',
    rateLimit: 'orders',
    response: orderSchema,
  },
  deleteOrder: {
    method: 'DELETE',
    path: '/api/order/:id',
    doc: "`{ deletedCount: 1 }` for the owner's unpaid order, its open payment canceled first so that it can no longer be charged; 409 once paid, when a card payment for it has gone through (the order is then recorded paid) or while one is being processed; 403 for anyone else's",
    params: idParams,
    access: 'signed-in',
    changesCatalogue: true,
    response: deletedSchema,
  },
} as const satisfies Record<string, RouteContract>;

/** The admins' side of orders: the packing list, shipping, cancelling and notes. */
export const fulfilmentRoutes = {
  listAllOrders: {
    method: 'GET',
    path: '/api/allOrders',
    doc: '`{ items, nextCursor }`: the orders, newest first with those paid while short of stock above all; `filter` is `all` (the default), `to-ship` (paid or bought on account, not shipped, not cancelled), `unpaid`, `on-account` (bought on a company’s account and still owed), `shipped`, `cancelled` or `cancellation-requested`; `search` is an order number (`HT-10042`, or its digits `10042`) or part of an email',
    query: orderListRequestSchema,
    access: 'admin',
    response: orderPageSchema,
  },
  // The body may name the carrier and tracking number.
  shipOrder: {
    method: 'PUT',
    path: '/api/order/shipped/:id',
    doc: 'ships a paid order, once, recording `{ carrier?, trackingNumber? }` when given; 409 for an unpaid, shipped or cancelled one, or while its customer asks to cancel it',
    params: idParams,
    body: v.optional(shipmentSchema, {}),
    access: 'admin',
    response: orderSchema,
  },
  recordPaymentOnAccount: {
    method: 'POST',
    path: '/api/order/:id/payment-on-account',
    doc: "records that the money of an order bought on a company's account arrived, `{ reference }` as the bank statement shows it: once (409 when recorded already, for an order not bought on account, and for a cancelled one); the order no longer counts against the company's credit, the customer is emailed a receipt, and the change is in the audit log",
    params: idParams,
    body: paymentRecordSchema,
    access: 'admin',
    response: orderSchema,
  },
  cancelOrder: {
    method: 'POST',
    path: '/api/order/:id/cancel',
    doc: "cancels an order that has not shipped (approving a customer's request, or on the admin's own): its units go back to stock (those not refunded already) and a paid order is refunded through the card provider, in full or what refunds of its lines left of it, once, however many admins press at once (409 for the others)",
    params: idParams,
    access: 'admin',
    changesCatalogue: true,
    rateLimit: 'payments',
    response: orderSchema,
  },
  refundLines: {
    method: 'POST',
    path: '/api/order/:id/refunds',
    doc: "refunds some units of some lines of a paid order through the card provider, `{ lines: [{ line, quantity }], restock }` (lines numbered from 1; `restock`: the goods came back, and their units return to stock; false when left out): priced as they were bought, never more than is left of the payment; 409 naming the line when more units are asked than are left to refund, and while another refund of the order is under way; each refund is made once however many admins press at once. The customer is emailed what went back",
    params: idParams,
    body: lineRefundRequestSchema,
    access: 'admin',
    changesCatalogue: true,
    rateLimit: 'payments',
    response: orderSchema,
  },
  declineCancellation: {
    method: 'POST',
    path: '/api/order/:id/cancellation/decline',
    doc: "declines the customer's request with `{ reason }`, which the customer is shown on the order and emailed if they have confirmed their email address; the order can ship again",
    params: idParams,
    body: declineCancellationSchema,
    access: 'admin',
    response: orderSchema,
  },
  addOrderNote: {
    method: 'POST',
    path: '/api/order/:id/notes',
    doc: "201, the internal note `{ text }`, on the order's timeline for admins only",
    params: idParams,
    body: v.optional(orderNoteSchema, { text: '' }),
    access: 'admin',
    response: orderEventSchema,
    status: 201,
  },
} as const satisfies Record<string, RouteContract>;
