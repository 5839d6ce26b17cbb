import type { StripeCardElement } from '@stripe/stripe-js';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { StripeCardPayments, type StripeLike } from '../../adapters/stripe/browser/stripe-card-payments';
import { StripePaymentProcessor } from '../../adapters/stripe/server/stripe-payment-processor';
import { cardPaymentsContract } from '../contracts/card-payments.contract';

/*
 * Stripe's two halves against one Stripe, played by msw: the server's SDK creates and reads
 * intents over Stripe's HTTP API, and a stand-in for Stripe.js confirms them over the same API
 * (POST /v1/payment_intents/:id/confirm with the client secret, as Stripe.js does), so a confirmed
 * intent is what the server then reads. Stripe's servers cannot be reached from here.
 */
const STRIPE = 'http://api.stripe.test';

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: Stripe.PaymentIntent.Status;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { type: string; code: string; message: string } | null;
}

const intents = new Map<string, Intent>();
const byIdempotencyKey = new Map<string, Intent>();
let next = 1;

/** Stripe's test payment methods: one charges, one is declined. */
const declinedMethod = 'pm_card_chargeDeclined';
const cardDeclined = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };

const server = setupServer(
  http.post(`${STRIPE}/v1/payment_intents`, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    const key = request.headers.get('idempotency-key');
    const earlier = key ? byIdempotencyKey.get(key) : undefined;
    if (earlier) return HttpResponse.json(earlier);
    const id = `pi_contract${next++}`;
    const metadata: Record<string, string> = {};
    for (const [name, value] of form) {
      const field = /^metadata\[(.+)\]$/.exec(name)?.[1];
      if (field) metadata[field] = value;
    }
    const intent: Intent = {
      id,
      object: 'payment_intent',
      amount: Number(form.get('amount')),
      currency: form.get('currency') ?? '',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_contract`,
      metadata,
      last_payment_error: null,
    };
    intents.set(id, intent);
    if (key) byIdempotencyKey.set(key, intent);
    return HttpResponse.json(intent);
  }),
  http.get(`${STRIPE}/v1/payment_intents/:id`, ({ params }) => {
    const intent = intents.get(String(params.id));
    if (intent) return HttpResponse.json(intent);
    return HttpResponse.json({ error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${params.id}'` } }, { status: 404 });
  }),
  // What Stripe.js calls with the publishable key and the client secret.
  http.post(`${STRIPE}/v1/payment_intents/:id/confirm`, async ({ request, params }) => {
    const form = new URLSearchParams(await request.text());
    const intent = intents.get(String(params.id));
    if (!intent || form.get('client_secret') !== intent.client_secret || !request.headers.get('authorization')?.startsWith('Bearer pk_test_')) {
      return HttpResponse.json({ error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } }, { status: 404 });
    }
    if (intent.status === 'succeeded') {
      return HttpResponse.json({ error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent has already succeeded.' } }, { status: 400 });
    }
    if (form.get('payment_method') === declinedMethod) {
      intents.set(intent.id, { ...intent, status: 'requires_payment_method', last_payment_error: cardDeclined });
      return HttpResponse.json({ error: { ...cardDeclined, payment_intent: intents.get(intent.id) } }, { status: 402 });
    }
    const charged: Intent = { ...intent, status: 'succeeded', last_payment_error: null };
    intents.set(intent.id, charged);
    return HttpResponse.json(charged);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** The card element as the form would hold it; here it only says which test card was entered. */
const cardElementFor = (card: 'succeeds' | 'declined') => ({ elementType: 'card', testCard: card }) as unknown as StripeCardElement;

/** A stand-in for the two Stripe.js calls the adapter makes, talking to "Stripe" (msw) over HTTP. */
const fakeStripeJs = {
  async createPaymentMethod(params: { card: StripeCardElement }) {
    const card = (params.card as unknown as { testCard: 'succeeds' | 'declined' }).testCard;
    return { paymentMethod: { id: card === 'declined' ? declinedMethod : 'pm_card_visa' } };
  },
  async confirmCardPayment(clientSecret: string, data: { payment_method: string }) {
    const id = clientSecret.split('_secret_')[0];
    const res = await fetch(`${STRIPE}/v1/payment_intents/${id}/confirm`, {
      method: 'POST',
      headers: { authorization: 'Bearer pk_test_123', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_secret: clientSecret, payment_method: data.payment_method }),
    });
    const body = await res.json();
    return res.ok ? { paymentIntent: body } : { error: body.error };
  },
} as unknown as StripeLike;

cardPaymentsContract('stripe (API answered by msw)', async () => {
  const stripe = new Stripe('sk_test_123', { host: 'api.stripe.test', protocol: 'http', port: 80, maxNetworkRetries: 0 });
  return {
    processor: new StripePaymentProcessor(stripe),
    cardPayments: (card) => new StripeCardPayments(fakeStripeJs, () => cardElementFor(card)),
  };
});
