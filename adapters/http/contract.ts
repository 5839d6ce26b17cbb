import * as v from 'valibot';
import { emailSchema } from '../../core/domain/credentials';
import { idSchema } from '../../core/domain/ids';
import { MAX_IMAGE_BYTES } from '../../core/domain/picture';
import { oneLine } from '../../core/domain/validation';
import { pageQuerySchema } from '../../core/shop/catalogue';
import { outboxListRequestSchema } from '../../core/shop/outbox-admin';
import { orderListQuerySchema } from '../../core/shop/ordering';
import { orderListRequestSchema } from '../../core/shop/fulfilment';
import { orderEventLabels, type OrderEvent, type OrderEventType } from '../../core/domain/order-event';
import { orderRequestSchema } from '../../core/domain/order-request';
import { recordPaymentSchema } from '../../core/shop/payments';
import { authConfigSchema } from '../../core/ports/browser/auth-config';
import type { SavedAddress } from '../../core/domain/address';
import type { Order } from '../../core/domain/order';
import type { PublicReview, Review } from '../../core/domain/review';

/**
 * The shop's REST contract: every path with its payload and answer schemas, shared by the
 * dispatcher that serves it and the client that calls it, so that neither can drift from the other.
 *
 * Wire names are the seed's and stay on the wire: `_id` is a record's id, an order's `product` is
 * the product's name when ordered, and `customer` is the email an order or review was made with
 * (`customerId` is the account it belongs to). Inside the shop they are `productName` and
 * `customerEmail`: the answer schemas below read the wire into those names, and `onTheWire`
 * writes them back, so the renaming happens here and nowhere else.
 */
export interface RouteContract {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  params?: v.GenericSchema;
  query?: v.GenericSchema;
  body?: v.GenericSchema;
  /** What a success answers with. */
  response: v.GenericSchema;
  /** The success status, when it is not 200. */
  status?: 201;
  /** The body is the request's bytes as sent, of any content type (a picture), not JSON. */
  rawBody?: true;
  /** The longest body taken, in bytes; `DEFAULT_BODY_LIMIT` unless given. A longer Content-Length is refused (413) before the body is read. */
  bodyLimit?: number;
  /**
   * Who may call it; the server refuses anyone else. `sign-in-proof` routes take the sign-in
   * service's ID token as their bearer token; the others take the shop's access token.
   */
  access: 'public' | 'sign-in-proof' | 'signed-in' | 'admin';
  /** Calls that cost the shop something are counted per account and per address, and refused past a limit (429). */
  rateLimit?: RateLimitedAction;
  /** A public read the server may answer from its short-lived response cache (the catalogue). */
  cacheable?: true;
  /**
   * A write that can change what a cacheable read answers (a product, its stock or customer count,
   * its reviews): the response cache is cleared once it succeeds. Other writes leave it alone, so
   * that nobody can empty it with writes that cost nothing (an address saved).
   */
  changesCatalogue?: true;
}

/**
 * The longest body a route takes unless it says otherwise: an order, an address, a review or a note
 * with every character escaped as `\uXXXX` (six bytes each) fits with room to spare.
 */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

/** The routes that carry long text (a product's 4,000-character description, a contact message) take more. */
const LONG_TEXT_BODY_LIMIT = 64 * 1024;

/** The kinds of call counted against a client's per-minute limits: stored orders, provider calls, image work, visitors' messages, sign-ins, emails asked for, address book writes. */
export type RateLimitedAction = 'orders' | 'payments' | 'uploads' | 'messages' | 'signIns' | 'emails' | 'addresses';

const idParams = v.object({ id: idSchema });
const emailParams = v.object({ email: v.pipe(v.string(), v.maxLength(254, 'That email is too long')) });

export const productSchema = v.object({
  _id: v.string(),
  name: v.string(),
  description: v.string(),
  price: v.number(),
  max: v.number(),
  min: v.number(),
  image: v.string(),
  stock: v.number(),
});

export const catalogueProductSchema = v.object({ ...productSchema.entries, customerCount: v.number() });

export const productPageSchema = v.object({
  items: v.array(catalogueProductSchema),
  nextCursor: v.nullable(v.string()),
});

export const userSchema = v.object({
  id: v.string(),
  email: v.string(),
  displayName: v.string(),
  role: v.picklist(['admin', 'customer']),
  emailVerified: v.boolean(),
});

export const sessionSchema = v.object({ token: v.string(), expiresIn: v.number(), user: userSchema });

const addressOnTheWireSchema = v.object({
  recipient: v.string(),
  company: v.string(),
  line1: v.string(),
  line2: v.string(),
  city: v.string(),
  region: v.string(),
  postcode: v.string(),
  country: v.string(),
});

const orderOnTheWireSchema = v.object({
  _id: v.string(),
  productId: v.nullable(v.string()),
  product: v.string(),
  customerId: v.string(),
  customer: v.string(),
  customerName: v.string(),
  phone: v.string(),
  quantity: v.number(),
  totalPrice: v.number(),
  paid: v.boolean(),
  shipped: v.boolean(),
  transactionId: v.nullable(v.string()),
  placedAt: v.string(),
  number: v.string(),
  deliveryAddress: v.nullable(addressOnTheWireSchema),
  holdExpiresAt: v.nullable(v.string()),
  shortOfStock: v.boolean(),
  cancellationRequested: v.boolean(),
  cancelledAt: v.nullable(v.string()),
  refundId: v.nullable(v.string()),
  carrier: v.nullable(v.string()),
  trackingNumber: v.nullable(v.string()),
});

/** The seed's names for what the shop calls productName and customerEmail. */
type OnTheWire<T extends { productName: string; customerEmail: string }> = Omit<T, 'productName' | 'customerEmail'> & { product: string; customer: string };

const WIRE_NAMES: Record<string, string | undefined> = { productName: 'product', customerEmail: 'customer' };

/** A record as the wire carries it, key by key: a destructuring rest copies through V8's slow path, three times the cost on a list. */
export const onTheWire = <T extends { productName: string; customerEmail: string }>(record: T): OnTheWire<T> => {
  const wire: Record<string, unknown> = {};
  for (const key of Object.keys(record)) wire[WIRE_NAMES[key] ?? key] = record[key as keyof T];
  return wire as OnTheWire<T>;
};

const fromTheWire = <T extends { product: string; customer: string }>({ product, customer, ...rest }: T) => ({ ...rest, productName: product, customerEmail: customer });

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
  }),
}) satisfies v.GenericSchema<OrderEvent>;

export const orderDetailSchema = v.object({ order: orderSchema, timeline: v.array(orderEventSchema), image: v.nullable(v.string()) });

export const orderPageSchema = v.object({ items: orderListSchema, nextCursor: v.nullable(v.string()) });

export const imageSchema = v.object({ url: v.string() });

export const userListSchema = v.array(userSchema);

export const profileSchema = v.object({ email: v.string(), name: v.string(), home: v.string(), education: v.string(), link: v.string() });

const reviewOnTheWireSchema = v.object({
  _id: v.string(),
  productId: v.string(),
  product: v.string(),
  customerId: v.string(),
  customer: v.string(),
  customerName: v.string(),
  rating: v.number(),
  text: v.string(),
  createdAt: v.string(),
  updatedAt: v.string(),
});

export const reviewSchema = v.pipe(reviewOnTheWireSchema, v.transform(fromTheWire)) satisfies v.GenericSchema<OnTheWire<Review>, Review>;

export const reviewListSchema = v.array(reviewSchema);

/** A review as anyone may read it: strict, so an answer carrying the author's email or id fails its check. */
const publicReviewSchema = v.pipe(
  v.strictObject({ _id: v.string(), productId: v.string(), product: v.string(), customerName: v.string(), rating: v.number(), text: v.string(), createdAt: v.string(), updatedAt: v.string() }),
  v.transform(({ product, ...rest }) => ({ ...rest, productName: product })),
) satisfies v.GenericSchema<unknown, PublicReview>;

export const publicReviewListSchema = v.array(publicReviewSchema);

/** A public review as the wire carries it. */
export const publicReviewOnTheWire = (review: PublicReview): v.InferInput<typeof publicReviewSchema> => ({
  _id: review._id,
  productId: review.productId,
  product: review.productName,
  customerName: review.customerName,
  rating: review.rating,
  text: review.text,
  createdAt: review.createdAt,
  updatedAt: review.updatedAt,
});

const reviewableSchema = v.pipe(
  v.object({ productId: v.string(), product: v.string() }),
  v.transform(({ productId, product }) => ({ productId, productName: product })),
);

export const myReviewsSchema = v.object({ reviews: reviewListSchema, reviewable: v.array(reviewableSchema) });

export const productReviewsSchema = v.object({ average: v.nullable(v.number()), count: v.number(), latest: publicReviewListSchema });

export const deletedSchema = v.object({ deletedCount: v.number() });

export const savedAddressSchema = v.object({ _id: v.string(), ...addressOnTheWireSchema.entries, isDefault: v.boolean() }) satisfies v.GenericSchema<SavedAddress>;

export const addressBookSchema = v.array(savedAddressSchema);

// The address itself is checked by the address book, which names the field that is wrong.
const addressBody = v.object({ address: v.unknown() });
const newAddressBody = v.object({ ...addressBody.entries, makeDefault: v.optional(v.boolean('makeDefault must be true or false')) });

export const contactMessageSchema = v.object({
  _id: v.string(),
  name: v.string(),
  email: v.string(),
  message: v.string(),
  receivedAt: v.string(),
  readAt: v.nullable(v.string()),
});

/** The answer to a message sent: it is stored. */
export const messageReceivedSchema = v.object({ _id: v.string(), receivedAt: v.string() });

export const messagePageSchema = v.object({ items: v.array(contactMessageSchema), nextCursor: v.nullable(v.string()), unread: v.number() });

export const messageReadSchema = v.object({ message: contactMessageSchema, unread: v.number() });

/** Where an account's email was sent: the address asked for, whether or not an account uses it (a reset never says). */
export const emailSentSchema = v.object({ sentTo: v.string() });

export const outboxMessageSchema = v.object({
  _id: v.string(),
  to: v.string(),
  replyTo: v.nullable(v.string()),
  subject: v.string(),
  status: v.picklist(['queued', 'sent', 'failed']),
  attempts: v.number(),
  lastError: v.nullable(v.string()),
  queuedAt: v.string(),
  sentAt: v.nullable(v.string()),
});

export const outboxPageSchema = v.object({ items: v.array(outboxMessageSchema), nextCursor: v.nullable(v.string()), failed: v.number() });

export const paymentConfigSchema = v.variant('provider', [
  v.object({ provider: v.literal('sandbox') }),
  v.object({ provider: v.literal('stripe'), publishableKey: v.string() }),
]);

export const clientSecretSchema = v.object({ clientSecret: v.string() });

const shortText = (what: string, max = 200) => v.pipe(v.string(`${what} must be text`), v.maxLength(max, `${what} is too long`), oneLine(what.toLowerCase()));

/** What the sandbox provider's card form sends to confirm a payment (the card is checked, never stored). */
export const sandboxConfirmSchema = v.object({
  clientSecret: shortText('The client secret'),
  number: shortText('The card number', 40),
  expiry: shortText('The expiry date', 20),
  cvc: shortText('The security code', 10),
  name: shortText('The name', 200),
  email: shortText('The email', 254),
});

export const sandboxConfirmedSchema = v.object({ id: v.string(), status: v.literal('succeeded') });

export const adminAnswerSchema = v.object({ admin: v.boolean() });

/** Whom an admin call changed. */
export const emailAnswerSchema = v.object({ email: v.string() });

export const errorTypes = [
  'invalid_data',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payment_failed',
  'too_many_requests',
  'internal',
] as const;

/** The one shape every failed request answers with. */
export const errorSchema = v.object({ type: v.picklist(errorTypes), message: v.string() });
export type ApiErrorBody = v.InferOutput<typeof errorSchema>;

export const routes = {
  listProducts: { method: 'GET', path: '/api/products', query: pageQuerySchema, access: 'public', cacheable: true, response: productPageSchema },
  getProduct: { method: 'GET', path: '/api/products/:id', params: idParams, access: 'public', cacheable: true, response: productSchema },
  // The spec's name for the same read.
  getProductDetail: { method: 'GET', path: '/api/productDetail/:id', params: idParams, access: 'public', cacheable: true, response: productSchema },

  // Where the browser finds the sign-in service.
  getAuthConfig: { method: 'GET', path: '/api/auth-config', access: 'public', response: authConfigSchema },
  // Signing in: the sign-in service's proof for the shop's access token ({ token, expiresIn, user }).
  openSession: {
    method: 'PUT',
    path: '/api/user/:email',
    params: emailParams,
    body: v.optional(v.object({ email: v.optional(v.string()) })),
    access: 'sign-in-proof',
    // Accounts are free to make: each address may trade only so many proofs a minute.
    rateLimit: 'signIns',
    response: sessionSchema,
  },
  // Word from the browser that an account changed at the sign-in service (a password reset, a
  // confirmed email): the server reads the account there and ends the sessions opened before.
  checkAccount: {
    method: 'POST',
    path: '/api/account/changed',
    body: v.object({ email: emailSchema }),
    access: 'public',
    rateLimit: 'signIns',
    response: v.object({ checked: v.literal(true) }),
  },
  isAdmin: { method: 'GET', path: '/api/admin/:email', params: emailParams, access: 'signed-in', response: adminAnswerSchema },
  listUsers: { method: 'GET', path: '/api/users', access: 'admin', response: userListSchema },
  makeAdmin: { method: 'PUT', path: '/api/user/admin/:email', params: emailParams, access: 'admin', response: userSchema },
  removeAdmin: { method: 'DELETE', path: '/api/user/admin/:email', params: emailParams, access: 'admin', response: emailAnswerSchema },
  removeUser: { method: 'DELETE', path: '/api/user/:email', params: emailParams, access: 'admin', response: emailAnswerSchema },

  // Products, for admins; the body is checked against the one product schema by the use case.
  addProduct: { method: 'POST', path: '/api/products', body: v.unknown(), bodyLimit: LONG_TEXT_BODY_LIMIT, access: 'admin', changesCatalogue: true, response: productSchema, status: 201 },
  updateProduct: { method: 'PUT', path: '/api/product/:id', params: idParams, body: v.unknown(), bodyLimit: LONG_TEXT_BODY_LIMIT, access: 'admin', changesCatalogue: true, response: productSchema },
  deleteProduct: { method: 'DELETE', path: '/api/product/:id', params: idParams, access: 'admin', changesCatalogue: true, response: deletedSchema },
  // A picture's bytes as the body, any content type: the server checks what they are.
  uploadImage: {
    method: 'POST',
    path: '/api/images',
    body: v.instance(Uint8Array, "Send the picture's bytes as the request body"),
    rawBody: true,
    bodyLimit: MAX_IMAGE_BYTES,
    access: 'admin',
    rateLimit: 'uploads',
    response: imageSchema,
    status: 201,
  },

  getProfile: { method: 'GET', path: '/api/myProfile/:email', params: emailParams, access: 'signed-in', response: profileSchema },
  saveProfile: { method: 'PATCH', path: '/api/myProfile/:email', params: emailParams, body: v.unknown(), access: 'signed-in', response: profileSchema },

  // The caller's own address book: nobody reaches another's, so another's address is not found.
  // Its writes store rows and cost nothing to repeat: counted per account and per address.
  listAddresses: { method: 'GET', path: '/api/addresses', access: 'signed-in', response: addressBookSchema },
  addAddress: { method: 'POST', path: '/api/addresses', body: newAddressBody, access: 'signed-in', rateLimit: 'addresses', response: savedAddressSchema, status: 201 },
  updateAddress: { method: 'PUT', path: '/api/addresses/:id', params: idParams, body: addressBody, access: 'signed-in', rateLimit: 'addresses', response: savedAddressSchema },
  deleteAddress: { method: 'DELETE', path: '/api/addresses/:id', params: idParams, access: 'signed-in', rateLimit: 'addresses', response: deletedSchema },
  makeDefaultAddress: { method: 'PUT', path: '/api/addresses/:id/default', params: idParams, access: 'signed-in', rateLimit: 'addresses', response: savedAddressSchema },

  writeReview: { method: 'POST', path: '/api/reviews', body: v.unknown(), access: 'signed-in', changesCatalogue: true, response: reviewSchema, status: 201 },
  editReview: { method: 'PUT', path: '/api/reviews/:id', params: idParams, body: v.unknown(), access: 'signed-in', changesCatalogue: true, response: reviewSchema },
  deleteReview: { method: 'DELETE', path: '/api/reviews/:id', params: idParams, access: 'signed-in', changesCatalogue: true, response: deletedSchema },
  myReviews: { method: 'GET', path: '/api/my-reviews', access: 'signed-in', response: myReviewsSchema },
  productReviews: { method: 'GET', path: '/api/products/:id/reviews', params: idParams, access: 'public', cacheable: true, response: productReviewsSchema },
  latestReviews: { method: 'GET', path: '/api/reviews', access: 'public', cacheable: true, response: publicReviewListSchema },

  // A visitor's message from the contact page, answered once it is stored; checked by the contact form's schema.
  sendContactMessage: { method: 'POST', path: '/api/contact', body: v.unknown(), bodyLimit: LONG_TEXT_BODY_LIMIT, access: 'public', rateLimit: 'messages', response: messageReceivedSchema, status: 201 },
  // The admins' inbox: newest first, with the count of unread messages.
  listMessages: { method: 'GET', path: '/api/messages', query: pageQuerySchema, access: 'admin', response: messagePageSchema },
  markMessageRead: { method: 'PUT', path: '/api/messages/:id/read', params: idParams, access: 'admin', response: messageReadSchema },

  // The admins' packing list: ?filter=to-ship|unpaid|shipped|cancelled|cancellation-requested and ?search= an order number or email.
  listAllOrders: { method: 'GET', path: '/api/allOrders', query: orderListRequestSchema, access: 'admin', response: orderPageSchema },
  // The body may name the carrier and tracking number; the shipment schema checks it.
  shipOrder: { method: 'PUT', path: '/api/order/shipped/:id', params: idParams, body: v.unknown(), access: 'admin', response: orderSchema },
  cancelOrder: { method: 'POST', path: '/api/order/:id/cancel', params: idParams, access: 'admin', changesCatalogue: true, rateLimit: 'payments', response: orderSchema },
  declineCancellation: { method: 'POST', path: '/api/order/:id/cancellation/decline', params: idParams, access: 'admin', response: orderSchema },
  addOrderNote: { method: 'POST', path: '/api/order/:id/notes', params: idParams, body: v.unknown(), access: 'admin', response: orderEventSchema, status: 201 },
  // The link that confirms the caller's email, sent again (the first goes at the account's first sign-in).
  sendVerificationEmail: { method: 'POST', path: '/api/account/verification-email', access: 'signed-in', rateLimit: 'emails', response: emailSentSchema },
  // 'Forgot password?': a link to choose a new one, to an address that has an account; the answer never says whether it has.
  requestPasswordReset: { method: 'POST', path: '/api/password-reset', body: v.unknown(), access: 'public', rateLimit: 'emails', response: emailSentSchema },
  // The admins' view of the mail outbox, newest first (?status= for one status), with the count of failed messages; a failed one can be queued again.
  listOutbox: { method: 'GET', path: '/api/outbox', query: outboxListRequestSchema, access: 'admin', response: outboxPageSchema },
  resendEmail: { method: 'PUT', path: '/api/outbox/:id/resend', params: idParams, access: 'admin', response: outboxMessageSchema },

  placeOrder: { method: 'POST', path: '/api/order', body: orderRequestSchema, access: 'signed-in', changesCatalogue: true, rateLimit: 'orders', response: orderPlacedSchema, status: 201 },
  // ?customer={email}: the caller's own orders (the default), or anyone's for an admin.
  listOrders: { method: 'GET', path: '/api/order', query: orderListQuerySchema, access: 'signed-in', response: orderListSchema },
  getOrder: { method: 'GET', path: '/api/order/:id', params: idParams, access: 'signed-in', response: orderSchema },
  // The order page: the order, its timeline (internal notes for admins only) and its product's picture.
  getOrderDetail: { method: 'GET', path: '/api/order/:id/detail', params: idParams, access: 'signed-in', response: orderDetailSchema },
  // The customer asks to cancel a paid order; the body may give a reason.
  requestCancellation: { method: 'POST', path: '/api/order/:id/cancellation', params: idParams, body: v.unknown(), access: 'signed-in', rateLimit: 'orders', response: orderSchema },
  deleteOrder: { method: 'DELETE', path: '/api/order/:id', params: idParams, access: 'signed-in', changesCatalogue: true, response: deletedSchema },

  // Which card provider the browser loads.
  getPaymentConfig: { method: 'GET', path: '/api/payment-config', access: 'public', response: paymentConfigSchema },
  // The order's id, never a price: the server computes the amount from the stored order.
  createPaymentIntent: {
    method: 'POST',
    path: '/api/create-payment-intent',
    body: v.object({ orderId: idSchema }),
    access: 'signed-in',
    rateLimit: 'payments',
    response: clientSecretSchema,
  },
  // Recording a payment: marked paid only once the provider confirms the intent for this order and amount.
  // It changes the catalogue: paying after the hold ran out takes the units from stock again.
  recordPayment: { method: 'PATCH', path: '/api/order/:id', params: idParams, body: recordPaymentSchema, access: 'signed-in', changesCatalogue: true, response: orderSchema },
  // The sandbox provider's confirm call, as a card provider's own API would take it: the client secret is the key.
  confirmSandboxCard: { method: 'POST', path: '/api/sandbox-card/confirm', body: sandboxConfirmSchema, access: 'public', rateLimit: 'payments', response: sandboxConfirmedSchema },
} as const satisfies Record<string, RouteContract>;

export type RouteName = keyof typeof routes;

type Input<R, K extends 'params' | 'query' | 'body'> = R extends Record<K, infer S extends v.GenericSchema>
  ? v.InferOutput<S>
  : undefined;
export type RouteInput<R extends RouteContract> = { params: Input<R, 'params'>; query: Input<R, 'query'>; body: Input<R, 'body'> };

/** Fills `:name` segments of a contract path. */
export function pathOf(path: string, params: Record<string, string> = {}) {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
