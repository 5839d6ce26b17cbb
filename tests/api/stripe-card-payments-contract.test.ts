import type { StripeCardElement } from '@stripe/stripe-js';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { StripeCardPayments, type StripeLike } from '../../adapters/stripe/browser/stripe-card-payments';
import { StripePaymentProcessor } from '../../adapters/stripe/server/stripe-payment-processor';
import { cardPaymentsContract } from '../contracts/card-payments.contract';
import { createFakeStripeApi, testPaymentMethods } from '../support/fake-stripe-api';

/*
 * Stripe's two halves against one Stripe, played by msw (see fake-stripe-api.ts): the server's SDK
 * creates and reads intents over Stripe's HTTP API, and a stand-in for Stripe.js confirms them over
 * the same API (POST /v1/payment_intents/:id/confirm with the client secret, as Stripe.js does), so
 * a confirmed intent is what the server then reads.
 */
const api = createFakeStripeApi();
const server = setupServer(...api.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** The card element as the form would hold it; here it only says which test card was entered. */
const cardElementFor = (card: 'succeeds' | 'declined') => ({ elementType: 'card', testCard: card }) as unknown as StripeCardElement;

/** A stand-in for the two Stripe.js calls the adapter makes, talking to "Stripe" (msw) over HTTP. */
const fakeStripeJs = {
  async createPaymentMethod(params: { card: StripeCardElement }) {
    const card = (params.card as unknown as { testCard: 'succeeds' | 'declined' }).testCard;
    return { paymentMethod: { id: testPaymentMethods[card] } };
  },
  async confirmCardPayment(clientSecret: string, data: { payment_method: string }) {
    const id = clientSecret.split('_secret_')[0];
    const res = await fetch(`${api.origin}/v1/payment_intents/${id}/confirm`, {
      method: 'POST',
      headers: { authorization: 'Bearer pk_test_123', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_secret: clientSecret, payment_method: data.payment_method }),
    });
    const body = await res.json();
    return res.ok ? { paymentIntent: body } : { error: body.error };
  },
} as unknown as StripeLike;

cardPaymentsContract('stripe (API answered by msw)', async () => ({
  processor: new StripePaymentProcessor(api.client('sk_test_123')),
  cardPayments: (card) => new StripeCardPayments(fakeStripeJs, () => cardElementFor(card)),
}));
