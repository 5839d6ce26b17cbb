// msw stands in for Stripe's servers, which cannot be reached from here.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import Stripe from 'stripe';

/** A PaymentIntent as Stripe's API answers it (the fields the shop reads, and a few more). */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: Stripe.PaymentIntent.Status;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { type?: string; code: string; message: string } | null;
  livemode: false;
}

/** One request the fake received, as it arrived. */
export interface FakeStripeRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | null;
  authorization: string | null;
}

/** Stripe's test payment methods: one charges, one is declined. */
export const testPaymentMethods = { succeeds: 'pm_card_visa', declined: 'pm_card_chargeDeclined' } as const;

/** The most Stripe charges in one payment, in cents. */
export const STRIPE_MAX_AMOUNT = 99_999_999;

/** The error Stripe gives a declined card. */
export const cardDeclined = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };

const stripeError = (status: number, error: { type: string; code?: string; param?: string; message: string }, extra: object = {}) =>
  HttpResponse.json({ error: { ...error, ...extra } }, { status });

/**
 * Stripe's PaymentIntents API in memory, the way Stripe documents it: form-encoded requests, JSON
 * answers, idempotency keys that replay the first answer, `resource_missing` 404s. Point the SDK
 * at `host` (see `client()`), a host that does not exist, so nothing leaks if msw misses a call.
 *
 * - POST /v1/payment_intents creates an intent (`metadata[...]` fields become its metadata), up
 *   to Stripe's ceiling of 99,999,999 cents (`amount_too_large` above it);
 * - GET /v1/payment_intents/:id reads one;
 * - GET /v1/payment_intents/search?query=metadata['orderId']:'…' finds intents by their order, as
 *   Stripe's search does: an intent created here is found only once `indexForSearch()` has run
 *   (Stripe indexes within about a minute); one `put` by a test is found at once;
 * - POST /v1/payment_intents/:id/cancel cancels one that is not succeeded, canceled or processing;
 * - POST /v1/payment_intents/:id/confirm confirms one as Stripe.js does, with the client secret
 *   and a publishable key: `testPaymentMethods.declined` is declined, any other method charges;
 * - POST /v1/refunds refunds a succeeded intent in parts, never past what it charged
 *   (`charge_already_refunded`, `amount_too_large`); a key reused with other parameters is an
 *   `idempotency_error`.
 */
export function createFakeStripeApi({ host = 'api.stripe.test' } = {}) {
  const origin = `http://${host}`;
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, FakeIntent>();
  const requests: FakeStripeRequest[] = [];
  // Created here and not yet found by search.
  const unindexed = new Set<string>();
  // Refunds by id, and for each idempotency key the request it came with and Stripe's first answer to it.
  const refunds = new Map<string, { id: string; object: 'refund'; amount: number; payment_intent: string; status: 'succeeded' }>();
  const refundAnswersByKey = new Map<string, { params: string; status: number; body: JsonBodyType }>();
  let next = 1;

  async function record(request: Request, method: string) {
    const form = method === 'GET' ? new URLSearchParams() : new URLSearchParams(await request.text());
    const idempotencyKey = request.headers.get('idempotency-key');
    const sent: FakeStripeRequest = { method, path: new URL(request.url).pathname, form, idempotencyKey, authorization: request.headers.get('authorization') };
    requests.push(sent);
    return sent;
  }

  /** An intent as Stripe would hold it: what is not given is a fresh $50 USD intent awaiting a card. */
  function put(intent: Partial<FakeIntent> & Pick<FakeIntent, 'id'>) {
    const stored: FakeIntent = {
      object: 'payment_intent',
      amount: 5000,
      currency: 'usd',
      status: 'requires_payment_method',
      client_secret: `${intent.id}_secret_fake`,
      metadata: {},
      last_payment_error: null,
      livemode: false,
      ...intent,
    };
    intents.set(stored.id, stored);
    return stored;
  }

  function existing(id: string) {
    const intent = intents.get(id);
    if (!intent) throw new Error(`the fake Stripe holds no intent ${id}`);
    return intent;
  }

  /** The intent charged, as after a good card (with any other changes): what Stripe then answers and sends in events. */
  function succeed(id: string, changes: Partial<FakeIntent> = {}) {
    return put({ ...existing(id), status: 'succeeded', last_payment_error: null, ...changes });
  }

  /** The intent declined: Stripe sends it back to requires_payment_method, with the reason. */
  function decline(id: string, error: NonNullable<FakeIntent['last_payment_error']> = cardDeclined) {
    return put({ ...existing(id), status: 'requires_payment_method', last_payment_error: error });
  }

  const unexpectedState = (intent: FakeIntent, action: string) =>
    stripeError(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.` }, { payment_intent: intent });

  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

  /** What Stripe answers a refund of `intent` for `asked` cents (the rest of it when not given). */
  function refundOf(intent: FakeIntent, asked: string | null): { status: number; body: JsonBodyType } {
    const refused = (code: string, message: string, param?: string) => ({ status: 400, body: { error: { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) } } });
    if (intent.status !== 'succeeded') return refused('charge_not_refundable', 'This PaymentIntent has no successful charge to refund.');
    const refunded = [...refunds.values()].filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + r.amount, 0);
    if (refunded >= intent.amount) return refused('charge_already_refunded', `Charge for ${intent.id} has already been refunded.`);
    const amount = asked === null ? intent.amount - refunded : Number(asked);
    if (refunded + amount > intent.amount) {
      return refused('amount_too_large', `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(intent.amount - refunded)})`, 'amount');
    }
    const refund = { id: `re_test${String(next++).padStart(6, '0')}`, object: 'refund' as const, amount, payment_intent: intent.id, status: 'succeeded' as const };
    refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  const handlers = [
    http.post(`${origin}/v1/payment_intents`, async ({ request }) => {
      const { form, idempotencyKey } = await record(request, 'POST');
      // Stripe answers a repeated idempotency key with the first answer.
      const earlier = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (earlier) return HttpResponse.json(earlier, { headers: { 'idempotent-replayed': 'true' } });
      // Stripe's ceiling for one payment in USD.
      if (Number(form.get('amount')) > STRIPE_MAX_AMOUNT) {
        return stripeError(400, { type: 'invalid_request_error', code: 'amount_too_large', param: 'amount', message: 'Amount must be no more than $999,999.99' });
      }
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const field = /^metadata\[(.+)\]$/.exec(key)?.[1];
        if (field) metadata[field] = value;
      }
      const intent = put({ id: `pi_test${String(next++).padStart(6, '0')}`, amount: Number(form.get('amount')), currency: form.get('currency') ?? '', metadata });
      unindexed.add(intent.id);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, intent);
      return HttpResponse.json(intent);
    }),
    // Only the one clause the shop sends: metadata['key']:'value'.
    http.get(`${origin}/v1/payment_intents/search`, async ({ request }) => {
      await record(request, 'GET');
      const query = new URL(request.url).searchParams.get('query') ?? '';
      const clause = /^metadata\['([^']+)'\]:'([^']*)'$/.exec(query);
      if (!clause) return stripeError(400, { type: 'invalid_request_error', code: 'parameter_invalid', param: 'query', message: `Unsupported query: ${query}` });
      const data = [...intents.values()].filter((intent) => !unindexed.has(intent.id) && intent.metadata[clause[1]] === clause[2]);
      return HttpResponse.json({ object: 'search_result', url: '/v1/payment_intents/search', data, has_more: false, next_page: null });
    }),
    http.get(`${origin}/v1/payment_intents/:id`, async ({ request, params }) => {
      await record(request, 'GET');
      const intent = intents.get(String(params.id));
      if (intent) return HttpResponse.json(intent);
      return stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', param: 'intent', message: `No such payment_intent: '${params.id}'` });
    }),
    http.post(`${origin}/v1/payment_intents/:id/cancel`, async ({ request, params }) => {
      await record(request, 'POST');
      const intent = intents.get(String(params.id));
      if (!intent) return stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' });
      if (['succeeded', 'canceled', 'processing'].includes(intent.status)) return unexpectedState(intent, 'cancel');
      return HttpResponse.json(put({ ...intent, status: 'canceled' }));
    }),
    /*
     * A refund of a succeeded intent, in full or in part, the refunds never totalling more than it
     * charged. An idempotency key replays its first answer (a refusal too) to the same parameters,
     * and refuses other parameters with an `idempotency_error`.
     */
    http.post(`${origin}/v1/refunds`, async ({ request }) => {
      const { form, idempotencyKey } = await record(request, 'POST');
      const params = [...form].map(([name, value]) => `${name}=${value}`).sort().join('&');
      const earlier = idempotencyKey ? refundAnswersByKey.get(idempotencyKey) : undefined;
      if (earlier && earlier.params !== params) {
        const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`;
        return stripeError(400, { type: 'idempotency_error', message });
      }
      if (earlier) return HttpResponse.json(earlier.body, { status: earlier.status, headers: { 'idempotent-replayed': 'true' } });
      const intent = intents.get(form.get('payment_intent') ?? '');
      if (!intent) return stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' });
      const answer = refundOf(intent, form.get('amount'));
      if (idempotencyKey) refundAnswersByKey.set(idempotencyKey, { params, ...answer });
      return HttpResponse.json(answer.body, { status: answer.status });
    }),
    // What Stripe.js calls with the publishable key and the client secret.
    http.post(`${origin}/v1/payment_intents/:id/confirm`, async ({ request, params }) => {
      const { form, authorization } = await record(request, 'POST');
      const intent = intents.get(String(params.id));
      if (!intent || form.get('client_secret') !== intent.client_secret || !authorization?.startsWith('Bearer pk_test_')) {
        return stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' });
      }
      if (intent.status === 'succeeded') {
        return stripeError(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent has already succeeded.' });
      }
      if (intent.status === 'canceled') return unexpectedState(intent, 'confirm');
      if (form.get('payment_method') === testPaymentMethods.declined) {
        return stripeError(402, cardDeclined, { payment_intent: decline(intent.id) });
      }
      return HttpResponse.json(succeed(intent.id));
    }),
  ];

  return {
    /** For msw's `setupServer`. */
    handlers,
    /** `http://host`, for handlers a test puts in front of these. */
    origin,
    /** Every intent by id, as Stripe holds it now. */
    intents,
    /** Every refund by id. */
    refunds,
    /** Every request received, in order. */
    requests,
    put,
    succeed,
    decline,
    /** Makes every intent created so far findable by search, as Stripe does within a minute. */
    indexForSearch: () => unindexed.clear(),
    /** The Stripe SDK pointed at this fake, with a test secret key. */
    client: (secretKey = 'sk_test_123') => new Stripe(secretKey, { host, protocol: 'http', port: 80, maxNetworkRetries: 0 }),
    /** Forgets every intent, refund, idempotency key and request (ids keep counting, so none is reused). */
    reset() {
      intents.clear();
      byIdempotencyKey.clear();
      refunds.clear();
      refundAnswersByKey.clear();
      unindexed.clear();
      requests.length = 0;
    },
  };
}

export type FakeStripeApi = ReturnType<typeof createFakeStripeApi>;
