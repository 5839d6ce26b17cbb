import Fastify, { type FastifyInstance } from 'fastify';
import { testOrderMail } from '../support/order-mail';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installErrorHandler } from '../../adapters/http/server/error-handler';
import { MemoryOrderRepository } from '../../adapters/memory/memory-order-repository';
import { memoryRepositories } from '../../adapters/memory/memory-module';
import { MemoryProductRepository } from '../../adapters/memory/memory-product-repository';
import { StripePaymentProcessor } from '../../adapters/stripe/server/stripe-payment-processor';
import { stripeWebhookRoutes } from '../../adapters/stripe/server/stripe-webhook';
import { orderDeletionMessages } from '../../core/domain/order';
import type { User } from '../../core/domain/user';
import type { IntentRecord } from '../../core/ports/driven/payment-processor';
import { MAX_ORDER_TOTAL, orderTotalMessages } from '../../core/domain/product';
import { ShopError } from '../../core/shop/errors';
import { Cancellations } from '../../core/shop/cancellations';
import { Ordering } from '../../core/shop/ordering';
import { Payments } from '../../core/shop/payments';
import type { Admin } from '../../core/shop/permissions';
import { storeOrder } from '../support/stored-orders';
import { createFakeStripeApi, STRIPE_MAX_AMOUNT, type FakeIntent } from '../support/fake-stripe-api';

// Stripe's API answered by msw (see fake-stripe-api.ts); the webhook's signing secret is the test's own.
const WEBHOOK_SECRET = 'whsec_test_secret';

const api = createFakeStripeApi();
const server = setupServer(...api.handlers);
const stripe = api.client('sk_test_123');
const processor = new StripePaymentProcessor(stripe);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  api.reset();
});
afterAll(() => server.close());

describe('StripePaymentProcessor (against Stripe’s API, answered by msw)', () => {
  it('refunds a charged intent in full through the Refunds API, once: asking again with its key, even at once, answers the same refund', async () => {
    const { id } = await processor.createIntent({ orderId: 'order-refund', amount: 5000, customerEmail: 'ann@example.com' });
    api.succeed(id);
    const whole = { intentId: id, amount: 5000, key: 'cancel-order-refund' };
    const [first, second] = await Promise.all([processor.refund(whole), processor.refund(whole)]);
    expect(first.id).toMatch(/^re_/);
    expect(second).toEqual(first);
    expect([...api.refunds.values()]).toEqual([expect.objectContaining({ payment_intent: id, amount: 5000 })]);
    const sent = api.requests.filter((r) => r.path === '/v1/refunds');
    expect(sent.map((r) => r.idempotencyKey)).toEqual(['cancel-order-refund', 'cancel-order-refund']);
    expect(sent[0].form.get('amount')).toBe('5000');
  });

  it('refunds a charged intent in parts, each under its own key, and refuses what would pass the charge or reuse a key for another amount', async () => {
    const { id } = await processor.createIntent({ orderId: 'order-parts', amount: 5000, customerEmail: 'ann@example.com' });
    api.succeed(id);
    const first = await processor.refund({ intentId: id, amount: 2000, key: 'line-1' });
    await expect(processor.refund({ intentId: id, amount: 1500, key: 'line-1' })).rejects.toMatchObject({
      type: 'invalid_data',
      message: 'This refund key was already used for another refund: a key names one refund, of one amount',
    });
    await expect(processor.refund({ intentId: id, amount: 3001, key: 'line-2-too-much' })).rejects.toMatchObject({ type: 'invalid_data', message: 'This refund would return more than the payment took' });
    const rest = await processor.refund({ intentId: id, amount: 3000, key: 'line-2' });
    await expect(processor.refund({ intentId: id, amount: 1, key: 'line-3' })).rejects.toMatchObject({ type: 'invalid_data', message: 'This refund would return more than the payment took' });
    expect(await processor.refund({ intentId: id, amount: 2000, key: 'line-1' })).toEqual(first);
    expect([...api.refunds.values()]).toEqual([
      expect.objectContaining({ id: first.id, payment_intent: id, amount: 2000 }),
      expect.objectContaining({ id: rest.id, payment_intent: id, amount: 3000 }),
    ]);
    const sent = api.requests.filter((r) => r.path === '/v1/refunds');
    expect(sent.map((r) => [r.idempotencyKey, r.form.get('amount')])).toEqual([
      ['line-1', '2000'],
      ['line-1', '1500'],
      ['line-2-too-much', '3001'],
      ['line-2', '3000'],
      ['line-3', '1'],
      ['line-1', '2000'],
    ]);
  });

  it('refuses to refund an intent that was never charged', async () => {
    const { id } = await processor.createIntent({ orderId: 'order-unpaid', amount: 5000, customerEmail: 'ann@example.com' });
    await expect(processor.refund({ intentId: id, amount: 5000, key: 'cancel-order-unpaid' })).rejects.toMatchObject({ type: 'invalid_data', message: 'Only a payment that went through can be refunded' });
    expect([...api.refunds.values()].filter((refund) => refund.payment_intent === id)).toEqual([]);
  });

  it('passes on a failure of Stripe itself as it came', async () => {
    const { id } = await processor.createIntent({ orderId: 'order-outage', amount: 5000, customerEmail: 'ann@example.com' });
    api.succeed(id);
    server.use(http.post(`${api.origin}/v1/refunds`, () => HttpResponse.json({ error: { type: 'api_error', message: 'Something went wrong on our end.' } }, { status: 500 })));
    const failed = processor.refund({ intentId: id, amount: 5000, key: 'cancel-order-outage' });
    await expect(failed).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    await expect(failed).rejects.not.toBeInstanceOf(ShopError);
  });

  it('creates a card PaymentIntent in USD for the amount in cents, tagged with the order, under an idempotency key', async () => {
    const intent = await processor.createIntent({ orderId: 'order-1', amount: 5000, customerEmail: 'ann@example.com' });

    expect(intent).toEqual({ id: expect.stringMatching(/^pi_/), clientSecret: `${intent.id}_secret_fake` });
    expect(api.requests).toHaveLength(1);
    const [sent] = api.requests;
    expect(sent.authorization).toBe('Bearer sk_test_123');
    expect(sent.form.get('amount')).toBe('5000');
    expect(sent.form.get('currency')).toBe('usd');
    expect(sent.form.get('metadata[orderId]')).toBe('order-1');
    expect(sent.form.get('allowed_payment_method_types[0]')).toBe('card');
    // Refused by Stripe since API version 2026-09-30; and nothing about the customer is sent.
    expect(sent.form.has('payment_method_types[0]')).toBe(false);
    expect(sent.form.has('receipt_email')).toBe(false);
    expect(sent.idempotencyKey).toBe('order-order-1-5000');
  });

  it('answers the same intent when asked again for the same order and amount, and another for another amount', async () => {
    const first = await processor.createIntent({ orderId: 'order-2', amount: 5000, customerEmail: 'ann@example.com' });
    const again = await processor.createIntent({ orderId: 'order-2', amount: 5000, customerEmail: 'ann@example.com' });
    const other = await processor.createIntent({ orderId: 'order-2', amount: 7500, customerEmail: 'ann@example.com' });

    expect(again).toEqual(first);
    expect(other.id).not.toBe(first.id);
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.idempotencyKey)).toEqual(['order-order-2-5000', 'order-order-2-5000', 'order-order-2-7500']);
    // A replayed answer is the intent as first made: it is read afresh, in case it was canceled since.
    expect(api.requests.filter((r) => r.method === 'GET').map((r) => r.path)).toEqual([`/v1/payment_intents/${first.id}`]);
  });

  it('takes the largest order the shop allows, and says clearly when an amount is beyond what Stripe charges', async () => {
    const largest = await processor.createIntent({ orderId: 'order-big', amount: MAX_ORDER_TOTAL * 100, customerEmail: 'ann@example.com' });
    expect(api.intents.get(largest.id)).toMatchObject({ amount: 99_999_900 });
    expect(MAX_ORDER_TOTAL * 100).toBeLessThanOrEqual(STRIPE_MAX_AMOUNT);

    const refused = processor.createIntent({ orderId: 'order-huge', amount: STRIPE_MAX_AMOUNT + 1, customerEmail: 'ann@example.com' });
    await expect(refused).rejects.toBeInstanceOf(ShopError);
    await expect(refused).rejects.toMatchObject({ type: 'invalid_data', message: orderTotalMessages.cannotBePaid });
  });

  it('reads an intent: its id, order, amount, and status mapped to succeeded, pending, failed or canceled', async () => {
    const cases: [Partial<FakeIntent>, IntentRecord['status']][] = [
      [{ status: 'succeeded' }, 'succeeded'],
      [{ status: 'processing' }, 'pending'],
      [{ status: 'requires_action' }, 'pending'],
      [{ status: 'requires_confirmation' }, 'pending'],
      [{ status: 'requires_payment_method' }, 'pending'],
      [{ status: 'requires_payment_method', last_payment_error: { code: 'card_declined', message: 'Your card was declined.' } }, 'failed'],
      [{ status: 'canceled' }, 'canceled'],
    ];
    for (const [i, [fields, status]] of cases.entries()) {
      const id = `pi_case${i}`;
      api.put({ id, amount: 1200 + i, metadata: { orderId: `order-${i}` }, ...fields });
      expect(await processor.retrieve(id), JSON.stringify(fields)).toEqual({ id, orderId: `order-${i}`, amount: 1200 + i, status });
    }
    expect(api.requests.every((r) => r.method === 'GET' && /^\/v1\/payment_intents\/pi_case\d$/.test(r.path))).toBe(true);
  });

  it('answers orderId "" for an intent the shop did not make (no orderId in its metadata)', async () => {
    api.put({ id: 'pi_foreign', status: 'succeeded' });
    expect(await processor.retrieve('pi_foreign')).toEqual({ id: 'pi_foreign', orderId: '', amount: 5000, status: 'succeeded' });
  });

  it('answers null for an id Stripe does not know (404 resource_missing)', async () => {
    expect(await processor.retrieve('pi_unknown000')).toBeNull();
    expect(api.requests).toHaveLength(1);
  });

  it('answers null, without asking Stripe, for something that is not a PaymentIntent id', async () => {
    for (const id of ['', 'ch_123', 'pi_1/cancel', '../customers/cus_1', 'pi_ spaced']) expect(await processor.retrieve(id), id).toBeNull();
    expect(api.requests).toHaveLength(0);
  });

  it('lets any other failure of Stripe through', async () => {
    server.use(
      http.get(`${api.origin}/v1/payment_intents/:id`, () =>
        HttpResponse.json({ error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } }, { status: 500 }),
      ),
    );
    await expect(processor.retrieve('pi_any')).rejects.toBeInstanceOf(Stripe.errors.StripeError);
  });
});

/** A Stripe event as Stripe sends it to the webhook. */
function eventOf(type: string, object: object, id = `evt_${Math.random().toString(36).slice(2)}`) {
  return { id, object: 'event', api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data: { object } };
}

const signed = (payload: string, secret = WEBHOOK_SECRET) => stripe.webhooks.generateTestHeaderString({ payload, secret });

async function webhookApp(onSucceeded: (intent: IntentRecord) => Promise<void>) {
  const app = Fastify();
  installErrorHandler(app);
  await stripeWebhookRoutes(app, { stripe, webhookSecret: WEBHOOK_SECRET, onSucceeded });
  await app.ready();
  return app;
}

const deliver = (app: FastifyInstance, payload: string, signature: string | null, contentType = 'application/json; charset=utf-8') =>
  app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': contentType, ...(signature === null ? {} : { 'stripe-signature': signature }) },
    payload,
  });

describe('POST /api/stripe/webhook', () => {
  let app: FastifyInstance;
  const onSucceeded = vi.fn(async (_intent: IntentRecord) => {});

  beforeEach(async () => {
    onSucceeded.mockClear();
    app = await webhookApp(onSucceeded);
  });
  afterEach(() => app.close());

  const succeeded = eventOf('payment_intent.succeeded', {
    id: 'pi_paid0001',
    object: 'payment_intent',
    amount: 5000,
    currency: 'usd',
    status: 'succeeded',
    metadata: { orderId: 'order-9' },
    last_payment_error: null,
  });

  it('hands a signed payment_intent.succeeded to onSucceeded once, as an IntentRecord', async () => {
    // Stripe's exact bytes, with its own spacing: the signature covers them, not a re-serialisation.
    const payload = JSON.stringify(succeeded, null, 2);
    const res = await deliver(app, payload, signed(payload));

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(onSucceeded).toHaveBeenCalledTimes(1);
    expect(onSucceeded).toHaveBeenCalledWith({ id: 'pi_paid0001', orderId: 'order-9', amount: 5000, status: 'succeeded' });
  });

  it('refuses a bad, missing or foreign signature with 400 { type, message } and changes nothing', async () => {
    const payload = JSON.stringify(succeeded);
    const tampered = JSON.stringify({ ...succeeded, data: { object: { ...succeeded.data.object, amount: 1 } } });
    const attempts: [string, string | null][] = [
      [payload, null],
      [payload, 'not a signature'],
      [payload, signed(payload, 'whsec_someone_else')],
      [tampered, signed(payload)],
      [payload, stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 })],
    ];
    for (const [body, signature] of attempts) {
      const res = await deliver(app, body, signature);
      expect(res.statusCode, String(signature)).toBe(400);
      expect(res.json()).toEqual({ type: 'invalid_data', message: 'The webhook signature is not valid' });
    }
    expect(onSucceeded).not.toHaveBeenCalled();
  });

  it('acknowledges any other event with 200 and ignores it', async () => {
    for (const type of ['payment_intent.payment_failed', 'payment_intent.created', 'charge.succeeded', 'customer.created']) {
      const payload = JSON.stringify(eventOf(type, { ...succeeded.data.object, status: 'requires_payment_method' }));
      const res = await deliver(app, payload, signed(payload));
      expect(res.statusCode, type).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    expect(onSucceeded).not.toHaveBeenCalled();
  });

  it('passes a replayed event on again: onSucceeded is what makes a replay harmless', async () => {
    const payload = JSON.stringify(succeeded);
    for (let i = 0; i < 2; i++) expect((await deliver(app, payload, signed(payload))).statusCode).toBe(200);
    expect(onSucceeded).toHaveBeenCalledTimes(2);
    expect(onSucceeded.mock.calls[0]).toEqual(onSucceeded.mock.calls[1]);
  });

  it('answers 5xx when onSucceeded fails, so that Stripe sends the event again', async () => {
    onSucceeded.mockRejectedValueOnce(new Error('the database is down'));
    const payload = JSON.stringify(succeeded);
    const res = await deliver(app, payload, signed(payload));
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ type: 'internal', message: expect.any(String) });
  });

  it('leaves the API’s own JSON parsing alone outside its route', async () => {
    const outer = Fastify();
    installErrorHandler(outer);
    outer.post('/api/echo', async (request) => ({ body: request.body }));
    await stripeWebhookRoutes(outer, { stripe, webhookSecret: WEBHOOK_SECRET, onSucceeded });
    const res = await outer.inject({ method: 'POST', url: '/api/echo', payload: { a: 1 } });
    expect(res.json()).toEqual({ body: { a: 1 } });
    await outer.close();
  });
});

/** When a hold taken again for a payment runs out. */
const inAnHour = () => new Date(Date.now() + 3_600_000);

describe('Stripe and the Payments use case: the webhook marks the order paid once', () => {
  const ann: User = { id: 'user-ann', email: 'ann@example.com', displayName: 'Ann Archer', role: 'customer', emailVerified: true };
  let orders: MemoryOrderRepository;
  let products: MemoryProductRepository;
  let payments: Payments;
  let app: FastifyInstance;

  beforeEach(async () => {
    ({ orders, products } = memoryRepositories());
    payments = new Payments(orders, processor, inAnHour, testOrderMail());
    app = await webhookApp((intent) => payments.intentSucceeded(intent));
  });
  afterEach(() => app.close());

  const placeOrder = async () => {
    const wrench = await products.insert({ name: 'Torque Wrench', description: 'A wrench', price: 25, min: 1, max: 10, image: '/w.svg', stock: 100 });
    return storeOrder(orders, { productId: wrench._id, productName: wrench.name, customerId: ann.id, customerEmail: ann.email, customerName: ann.displayName, phone: '', quantity: 2, totalPrice: 50 });
  };

  /** Stripe's event for the intent as msw holds it, after the card was charged. */
  const succeededEvent = (intentId: string, changes: Partial<FakeIntent> = {}) => JSON.stringify(eventOf('payment_intent.succeeded', api.succeed(intentId, changes)));

  it('a replayed payment_intent.succeeded marks the order paid once, with that intent id', async () => {
    const order = await placeOrder();
    const { clientSecret } = await payments.createPaymentIntent(ann, order._id);
    const intentId = clientSecret.split('_secret_')[0];
    expect(api.intents.get(intentId)).toMatchObject({ amount: 5000, currency: 'usd', metadata: { orderId: order._id } });

    const payload = succeededEvent(intentId);
    const markPaid = vi.spyOn(orders, 'apply');
    for (let i = 0; i < 3; i++) expect((await deliver(app, payload, signed(payload))).statusCode).toBe(200);

    expect(await orders.findById(order._id)).toMatchObject({ paid: true, transactionId: intentId });
    expect(markPaid).toHaveBeenCalledTimes(1);
    // The browser reporting the same payment afterwards changes nothing either.
    expect(await payments.recordPayment(ann, order._id, intentId)).toMatchObject({ paid: true, transactionId: intentId });
    expect(markPaid).toHaveBeenCalledTimes(1);
  });

  it('an event for another amount leaves the order unpaid', async () => {
    const order = await placeOrder();
    const { clientSecret } = await payments.createPaymentIntent(ann, order._id);
    const intentId = clientSecret.split('_secret_')[0];

    const payload = succeededEvent(intentId, { amount: 100 });
    const res = await deliver(app, payload, signed(payload));

    expect(res.statusCode).toBe(200);
    expect(await orders.findById(order._id)).toMatchObject({ paid: false, transactionId: null });
  });

  it('an event for an intent without the shop’s order id leaves every order unpaid', async () => {
    const order = await placeOrder();
    api.put({ id: 'pi_foreign01', amount: 5000, status: 'succeeded' });
    const payload = succeededEvent('pi_foreign01');
    expect((await deliver(app, payload, signed(payload))).statusCode).toBe(200);
    expect(await orders.findById(order._id)).toMatchObject({ paid: false });
  });
});

describe('deleting an order paid for with Stripe', () => {
  const ann: User = { id: 'user-ann', email: 'ann@example.com', displayName: 'Ann Archer', role: 'customer', emailVerified: true };
  let orders: MemoryOrderRepository;
  let products: MemoryProductRepository;
  let payments: Payments;
  let ordering: Ordering;

  beforeEach(() => {
    const repositories = memoryRepositories();
    ({ orders, products } = repositories);
    payments = new Payments(orders, processor, inAnHour, testOrderMail());
    ordering = new Ordering(products, orders, payments, repositories.users, repositories.addresses, repositories.carts, { holdMinutes: 60 }, testOrderMail());
  });

  const placeOrder = async () => {
    const wrench = await products.insert({ name: 'Torque Wrench', description: 'A wrench', price: 25, min: 1, max: 10, image: '/w.svg', stock: 100 });
    return storeOrder(orders, { productId: wrench._id, productName: wrench.name, customerId: ann.id, customerEmail: ann.email, customerName: ann.displayName, phone: '', quantity: 2, totalPrice: 50 });
  };
  const intentOf = async (orderId: string) => (await payments.createPaymentIntent(ann, orderId)).clientSecret.split('_secret_')[0];

  /** Stripe.js confirming with the client secret, as the browser would after the order is gone. */
  const confirmInBrowser = (intentId: string) =>
    fetch(`${api.origin}/v1/payment_intents/${intentId}/confirm`, {
      method: 'POST',
      headers: { authorization: 'Bearer pk_test_123', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_secret: api.intents.get(intentId)!.client_secret, payment_method: 'pm_card_visa' }),
    });

  it('is refused when the card was charged seconds ago and the payment not yet recorded, and the order is recorded paid', async () => {
    const order = await placeOrder();
    const intentId = await intentOf(order._id);
    api.succeed(intentId);

    // Stripe's search has not indexed the new intent yet: it is found under the order's idempotency key.
    await expect(ordering.deleteOrder(ann, order._id)).rejects.toMatchObject({ type: 'conflict', message: orderDeletionMessages.paymentTaken });
    expect(await orders.findById(order._id)).toMatchObject({ paid: true, transactionId: intentId });
    expect(api.intents.get(intentId)?.status).toBe('succeeded');
  });

  it('cancels the open intent first, so the card can no longer be charged for the deleted order', async () => {
    const order = await placeOrder();
    const intentId = await intentOf(order._id);

    expect(await ordering.deleteOrder(ann, order._id)).toEqual({ deletedCount: 1 });
    expect(api.intents.get(intentId)?.status).toBe('canceled');
    expect(api.requests.some((r) => r.path === `/v1/payment_intents/${intentId}/cancel`)).toBe(true);
    const late = await confirmInBrowser(intentId);
    expect(late.status).toBe(400);
    expect(api.intents.get(intentId)?.status).toBe('canceled');
  });

  it('cancels an older intent of the order too, made after Stripe forgot the first idempotency key', async () => {
    const order = await placeOrder();
    const recent = await intentOf(order._id);
    api.put({ id: 'pi_older000001', amount: 5000, metadata: { orderId: order._id } });
    api.put({ id: 'pi_otherorder01', amount: 5000, metadata: { orderId: crypto.randomUUID() } });

    expect(await ordering.deleteOrder(ann, order._id)).toEqual({ deletedCount: 1 });
    expect([recent, 'pi_older000001', 'pi_otherorder01'].map((id) => api.intents.get(id)?.status)).toEqual(['canceled', 'canceled', 'requires_payment_method']);
  });

  it('is refused while a payment is being processed, and the order stays unpaid', async () => {
    const order = await placeOrder();
    const intentId = await intentOf(order._id);
    api.indexForSearch();
    api.put({ ...api.intents.get(intentId)!, status: 'processing' });

    await expect(ordering.deleteOrder(ann, order._id)).rejects.toMatchObject({ type: 'conflict', message: orderDeletionMessages.paymentUnderWay });
    expect(await orders.findById(order._id)).toMatchObject({ paid: false });
  });
});

describe('cancelling an order paid for with Stripe', () => {
  const ann: User = { id: 'user-ann', email: 'ann@example.com', displayName: 'Ann Archer', role: 'customer', emailVerified: true };
  const boss: Admin = { id: 'user-boss', email: 'boss@example.com', displayName: 'The Boss', role: 'admin', emailVerified: true };

  it('refunds through Stripe exactly what was charged, in cents, once however often it is asked', async () => {
    const { orders, products } = memoryRepositories();
    const payments = new Payments(orders, processor, inAnHour, testOrderMail());
    const cancellations = new Cancellations(orders, payments, testOrderMail());
    const vice = await products.insert({ name: 'Bench Vice', description: 'Cast iron', price: 37, min: 1, max: 10, image: '/v.svg', stock: 100 });
    const order = await storeOrder(orders, { productId: vice._id, productName: vice.name, customerId: ann.id, customerEmail: ann.email, customerName: ann.displayName, phone: '', quantity: 3, totalPrice: 111 });
    const intentId = (await payments.createPaymentIntent(ann, order._id)).clientSecret.split('_secret_')[0];
    api.succeed(intentId);
    await payments.recordPayment(ann, order._id, intentId);

    const cancelled = await cancellations.cancelOrder(boss, order._id);
    const refunds = [...api.refunds.values()].filter((r) => r.payment_intent === intentId);
    expect(refunds).toEqual([expect.objectContaining({ id: cancelled.refundId, amount: 11_100 })]);
    expect(api.requests.filter((r) => r.path === '/v1/refunds').map((r) => r.idempotencyKey)).toEqual([`${order._id}:cancel:0`]);
    await expect(cancellations.cancelOrder(boss, order._id)).rejects.toMatchObject({ type: 'conflict' });
    expect([...api.refunds.values()].filter((r) => r.payment_intent === intentId)).toHaveLength(1);
  });
});
