import { delay, http, HttpResponse } from 'msw';
import { seedProducts } from '../adapters/seed/catalogue';
import { chargeOutcome, formatCardNumber, formatExpiry, TEST_CARDS } from '../adapters/sandbox-card/test-cards';
import type { Order } from '../core/domain/order';
import { checkQuantity, type CatalogueProduct, type Product } from '../core/domain/product';

/**
 * Sample data and msw handlers for stories. The browser's HTTP adapter calls the paths of
 * adapters/http/contract.ts (GET /api/products, GET /api/products/:id, POST /api/order,
 * GET /api/order, DELETE /api/order/:id); these handlers answer them with the payload shapes the
 * contract declares.
 */

/** A fixed, valid UUID per index, so story URLs and assertions stay stable. */
export const sampleId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const customerCounts = [1284, 0, 312, 57, 1, 2045, 89, 14, 430, 7, 96, 23];

/** The twelve seeded products, as the catalogue lists them. */
export const sampleProducts: CatalogueProduct[] = seedProducts.map((product, i) => ({
  ...product,
  _id: sampleId(i + 1),
  customerCount: customerCounts[i % customerCounts.length],
}));

export const sampleProduct: CatalogueProduct = sampleProducts[0];

/** A longer catalogue (24 products) for paging: the first page is followed by "Show more tools". */
export const manySampleProducts: CatalogueProduct[] = [
  ...sampleProducts,
  ...sampleProducts.map((product, i) => ({ ...product, _id: sampleId(100 + i), name: `${product.name} (trade pack)`, customerCount: product.customerCount * 3 })),
];

/** An id that no sample product has: GET /api/products/:id answers 404 for it. */
export const unknownProductId = sampleId(999_999);

export const errorBody = { type: 'internal', message: 'The catalogue is unavailable right now. Please try again in a moment.' } as const;

const toProduct = ({ customerCount: _customerCount, ...product }: CatalogueProduct): Product => product;

/** GET /api/products, paged by `limit` and an opaque `cursor` (here: the offset). */
export const productListHandler = (products: CatalogueProduct[] = sampleProducts) =>
  http.get('*/api/products', ({ request }) => {
    const url = new URL(request.url);
    const limit = Math.max(1, Number(url.searchParams.get('limit') ?? 12) || 12);
    const offset = Number(url.searchParams.get('cursor') ?? 0) || 0;
    const items = products.slice(offset, offset + limit);
    const next = offset + limit;
    return HttpResponse.json({ items, nextCursor: next < products.length ? String(next) : null });
  });

/** GET /api/products that never answers: the catalogue stays in its loading state. */
export const productListLoadingHandler = http.get('*/api/products', async () => {
  await delay('infinite');
  return HttpResponse.json({ items: [], nextCursor: null });
});

/** GET /api/products answering 500 with the contract's error body. */
export const productListErrorHandler = http.get('*/api/products', () => HttpResponse.json(errorBody, { status: 500 }));

/** GET /api/products with nothing in the catalogue. */
export const productListEmptyHandler = http.get('*/api/products', () => HttpResponse.json({ items: [], nextCursor: null }));

const uuid = /^[\da-f]{8}(?:-[\da-f]{4}){3}-[\da-f]{12}$/i;

/** GET /api/products/:id: the product, 404 `not_found` for an unknown id, 400 for a malformed one (as the server does). */
export const productDetailHandler = (products: CatalogueProduct[] = manySampleProducts) =>
  http.get('*/api/products/:id', ({ params }) => {
    if (!uuid.test(String(params.id))) return HttpResponse.json({ type: 'invalid_data', message: 'That id is malformed' }, { status: 400 });
    const product = products.find((p) => p._id === params.id);
    if (!product) return HttpResponse.json({ type: 'not_found', message: 'No product has that id' }, { status: 404 });
    return HttpResponse.json(toProduct(product));
  });

export const productDetailLoadingHandler = http.get('*/api/products/:id', async () => {
  await delay('infinite');
  return HttpResponse.json({ type: 'internal', message: 'unreachable' }, { status: 500 });
});

export const productDetailErrorHandler = http.get('*/api/products/:id', () => HttpResponse.json(errorBody, { status: 500 }));

/** The signed-in customer of the ordering stories. */
export const sampleCustomer = { id: 'user-dev-patel', email: 'dev.patel@example.com', displayName: 'Dev Patel' } as const;

const sampleOrder = (n: number, product: CatalogueProduct, quantity: number, status: Pick<Order, 'paid' | 'shipped' | 'transactionId'>, phone = '+1 416 555 0142'): Order => ({
  _id: sampleId(5000 + n),
  productId: product._id,
  product: product.name,
  customerId: sampleCustomer.id,
  customer: sampleCustomer.email,
  customerName: sampleCustomer.displayName,
  phone,
  quantity,
  totalPrice: product.price * quantity,
  ...status,
  // Lists come newest first, as the server sends them: a higher n was placed earlier.
  placedAt: new Date(Date.UTC(2025, 5, 30 - n, 9 + (n % 8), (n * 7) % 60)).toISOString(),
});

const unpaid = { paid: false, shipped: false, transactionId: null };
const paid = (n: number) => ({ paid: true, shipped: false, transactionId: `pi_3Qx${String(n).padStart(4, '0')}Hartwell7kLmN2pQ` });
const shipped = (n: number) => ({ ...paid(n), shipped: true });

/** One order of each status: unpaid (Pay, Delete), paid (with its transaction id) and shipped. */
export const sampleOrders: Order[] = [
  sampleOrder(1, sampleProducts[0], 3, unpaid),
  sampleOrder(2, sampleProducts[2], 6, paid(2)),
  sampleOrder(3, sampleProducts[4], 40, shipped(3), ''),
];

export const unpaidOrder = sampleOrders[0];
export const paidOrder = sampleOrders[1];
export const shippedOrder = sampleOrders[2];

/** 24 orders of mixed products and statuses, for long lists. */
export const manySampleOrders: Order[] = Array.from({ length: 24 }, (_, i) => {
  const product = sampleProducts[i % sampleProducts.length];
  const status = i % 3 === 0 ? unpaid : i % 3 === 1 ? paid(10 + i) : shipped(10 + i);
  return sampleOrder(10 + i, product, product.min + ((i * 5) % (product.max - product.min + 1)), status);
});

export const orderErrorBody = { type: 'internal', message: 'The shop could not reach its order book. Please try again in a moment.' } as const;

export const sessionExpiredBody = { type: 'unauthorized', message: 'Your session has expired. Please sign in again.' } as const;

/**
 * POST /api/order: 201 `{ success: true, order }`, priced from the product as the server does;
 * 404 for an unknown product, 400 for a quantity out of bounds. `onRequest` sees each body sent.
 */
export const placeOrderHandler = (products: CatalogueProduct[] = manySampleProducts, onRequest?: (body: unknown) => void) =>
  http.post('*/api/order', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { productId?: unknown; quantity?: unknown; phone?: unknown } | null;
    onRequest?.(body);
    const product = products.find((p) => p._id === body?.productId);
    if (!product) return HttpResponse.json({ type: 'not_found', message: 'That product is no longer in the catalogue' }, { status: 404 });
    const quantity = Number(body?.quantity);
    const verdict = checkQuantity(product, quantity);
    if (!verdict.ok) return HttpResponse.json({ type: 'invalid_data', message: verdict.message }, { status: 400 });
    const order: Order = {
      _id: sampleId(9000),
      productId: product._id,
      product: product.name,
      customerId: sampleCustomer.id,
  customer: sampleCustomer.email,
      customerName: sampleCustomer.displayName,
      phone: typeof body?.phone === 'string' ? body.phone.trim() : '',
      quantity,
      totalPrice: product.price * quantity,
      paid: false,
      shipped: false,
      transactionId: null,
      placedAt: new Date().toISOString(),
    };
    return HttpResponse.json({ success: true, order }, { status: 201 });
  });

/** POST /api/order answering 500 with the contract's error body. */
export const placeOrderErrorHandler = http.post('*/api/order', () => HttpResponse.json(orderErrorBody, { status: 500 }));

/** GET /api/order?customer=: the orders of that customer (all of them without the query). */
export const orderListHandler = (orders: Order[] = sampleOrders) =>
  http.get('*/api/order', ({ request }) => {
    const customer = new URL(request.url).searchParams.get('customer')?.toLowerCase();
    return HttpResponse.json(customer ? orders.filter((order) => order.customer.toLowerCase() === customer) : orders);
  });

/** GET /api/order that never answers: the list stays in its loading state. */
export const orderListLoadingHandler = http.get('*/api/order', async () => {
  await delay('infinite');
  return HttpResponse.json([]);
});

/** GET /api/order answering 500 with the contract's error body. */
export const orderListErrorHandler = http.get('*/api/order', () => HttpResponse.json(orderErrorBody, { status: 500 }));

/** GET /api/order answering 401: the server no longer accepts the session. */
export const orderListUnauthorizedHandler = http.get('*/api/order', () => HttpResponse.json(sessionExpiredBody, { status: 401 }));

/** GET /api/order for a customer who has ordered nothing. */
export const orderListEmptyHandler = orderListHandler([]);

/** DELETE /api/order/:id: `{ deletedCount: 1 }`, 400 for a malformed id (as the server does). */
export const deleteOrderHandler = http.delete('*/api/order/:id', ({ params }) => {
  if (!uuid.test(String(params.id))) return HttpResponse.json({ type: 'invalid_data', message: 'That order id is malformed' }, { status: 400 });
  return HttpResponse.json({ deletedCount: 1 });
});

/** DELETE /api/order/:id answering 500 with the contract's error body. */
export const deleteOrderErrorHandler = http.delete('*/api/order/:id', () => HttpResponse.json(orderErrorBody, { status: 500 }));

/** GET /api/order/:id: the order with that id, 404 `not_found` for an unknown one, 400 for a malformed one. */
export const orderDetailHandler = (orders: Order[] = [...sampleOrders, ...manySampleOrders]) =>
  http.get('*/api/order/:id', ({ params }) => {
    if (!uuid.test(String(params.id))) return HttpResponse.json({ type: 'invalid_data', message: 'That order id is malformed' }, { status: 400 });
    const order = orders.find((o) => o._id === params.id);
    if (!order) return HttpResponse.json({ type: 'not_found', message: 'No order has that id' }, { status: 404 });
    return HttpResponse.json(order);
  });

/** GET /api/order/:id answering 500 with the contract's error body. */
export const orderDetailErrorHandler = http.get('*/api/order/:id', () => HttpResponse.json(orderErrorBody, { status: 500 }));

/*
 * Paying an order with the sandbox provider: GET /api/payment-config, POST /api/create-payment-intent,
 * POST /api/sandbox-card/confirm, then PATCH /api/order/:id to record the payment.
 */

/** The sandbox provider's test cards and its formatters, for stories of its card form (ui/ files may not import adapters/). */
export { TEST_CARDS as sandboxTestCards };
export const sandboxCardFormat = { number: formatCardNumber, expiry: formatExpiry };

/** GET /api/payment-config: the shop takes payments with the embedded sandbox provider. */
export const paymentConfigHandler = http.get('*/api/payment-config', () => HttpResponse.json({ provider: 'sandbox' }));

/** The intent of an order's sample payment, and the client secret that stands for it. */
export const sandboxIntentId = (orderId: string) => `pi_sandbox_${orderId.replace(/\D/g, '').slice(-6)}Hartwell`;
export const sandboxClientSecret = (orderId: string) => `${sandboxIntentId(orderId)}_secret_storybook`;

/** POST /api/create-payment-intent `{ orderId }`: `{ clientSecret }`, 400 for a malformed id. `onRequest` sees each body sent. */
export const createPaymentIntentHandler = (onRequest?: (body: unknown) => void) =>
  http.post('*/api/create-payment-intent', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { orderId?: unknown } | null;
    onRequest?.(body);
    if (typeof body?.orderId !== 'string' || !uuid.test(body.orderId)) return HttpResponse.json({ type: 'invalid_data', message: 'That order id is malformed' }, { status: 400 });
    return HttpResponse.json({ clientSecret: sandboxClientSecret(body.orderId) });
  });

export const alreadyPaidBody = { type: 'conflict', message: 'This order is already paid' } as const;

/** POST /api/create-payment-intent answering 409: the order was paid meanwhile, nothing can be charged. */
export const createPaymentIntentConflictHandler = http.post('*/api/create-payment-intent', () => HttpResponse.json(alreadyPaidBody, { status: 409 }));

/** POST /api/create-payment-intent that never answers: the page stays at "Preparing payment…". */
export const createPaymentIntentLoadingHandler = http.post('*/api/create-payment-intent', async () => {
  await delay('infinite');
  return HttpResponse.json({ clientSecret: 'unreachable' });
});

/**
 * POST /api/sandbox-card/confirm `{ clientSecret, number, expiry, cvc, name, email }`: charges a test
 * card as the sandbox provider does: `{ id, status: 'succeeded' }` for 4242…, 402 `payment_failed`
 * with the card's decline message for the others. `onRequest` sees each body sent.
 */
export const sandboxConfirmHandler = (onRequest?: (body: unknown) => void) =>
  http.post('*/api/sandbox-card/confirm', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { clientSecret?: unknown; number?: unknown; expiry?: unknown; cvc?: unknown } | null;
    onRequest?.(body);
    const secret = typeof body?.clientSecret === 'string' ? body.clientSecret : '';
    if (!secret.includes('_secret_')) return HttpResponse.json({ type: 'invalid_data', message: 'No payment has that client secret' }, { status: 400 });
    const refusal = chargeOutcome({ number: String(body?.number ?? ''), expiry: String(body?.expiry ?? ''), cvc: String(body?.cvc ?? '') });
    if (refusal) return HttpResponse.json({ type: 'payment_failed', message: refusal }, { status: 402 });
    return HttpResponse.json({ id: secret.split('_secret_')[0], status: 'succeeded' });
  });

/** PATCH /api/order/:id `{ transactionId, appointment }`: the order, now paid with that transaction id. `onRequest` sees each body sent. */
export const recordPaymentHandler = (orders: Order[] = [...sampleOrders, ...manySampleOrders], onRequest?: (body: unknown) => void) =>
  http.patch('*/api/order/:id', async ({ params, request }) => {
    const body = (await request.json().catch(() => null)) as { transactionId?: unknown } | null;
    onRequest?.(body);
    const order = orders.find((o) => o._id === params.id);
    if (!order) return HttpResponse.json({ type: 'not_found', message: 'No order has that id' }, { status: 404 });
    if (typeof body?.transactionId !== 'string' || !body.transactionId.trim()) {
      return HttpResponse.json({ type: 'invalid_data', message: 'The transaction id is required' }, { status: 400 });
    }
    return HttpResponse.json({ ...order, paid: true, transactionId: body.transactionId.trim() } satisfies Order);
  });

/** PATCH /api/order/:id answering 500 with the contract's error body. */
export const recordPaymentErrorHandler = http.patch('*/api/order/:id', () => HttpResponse.json(orderErrorBody, { status: 500 }));

/**
 * The handlers every story starts with, by name. A story replaces one by its key:
 * `parameters: { msw: { handlers: { products: productListErrorHandler } } }`.
 */
export const defaultHandlers = {
  products: productListHandler(),
  product: productDetailHandler(),
  placeOrder: placeOrderHandler(),
  orders: orderListHandler(),
  deleteOrder: deleteOrderHandler,
  order: orderDetailHandler(),
  paymentConfig: paymentConfigHandler,
  createPaymentIntent: createPaymentIntentHandler(),
  sandboxConfirm: sandboxConfirmHandler(),
  recordPayment: recordPaymentHandler(),
};
