import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { IntentRecord } from '../../../core/ports/driven/payment-processor';
import type { ShopErrorType } from '../../../core/shop/errors';
import { intentRecordOf } from './stripe-payment-processor';

export interface StripeWebhookOptions {
  stripe: Stripe;
  /** The endpoint's signing secret (whsec_...), from Stripe's dashboard or `stripe listen`. */
  webhookSecret: string;
  /** Stripe reports an intent succeeded. Stripe may send one event more than once: this must be idempotent. */
  onSucceeded(intent: IntentRecord): Promise<void>;
}

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/** Stripe's events are larger than the API's bodies; this is room enough for any of them. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

// The API's error shape (type and message), which every client of the shop reads.
const badSignature: { type: ShopErrorType; message: string } = { type: 'invalid_data', message: 'The webhook signature is not valid' };

/**
 * Stripe's webhook: a signed event tells the shop an intent succeeded, so the order is paid even
 * when the customer's browser never comes back. The signature covers the exact bytes sent, so
 * the route reads the body raw, in its own scope, leaving the API's JSON parsing as it is.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, { stripe, webhookSecret, onSucceeded }: StripeWebhookOptions) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

    scope.post(STRIPE_WEBHOOK_PATH, { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) return reply.status(400).send(badSignature);

      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
      } catch {
        return reply.status(400).send(badSignature);
      }

      // A failure here answers 5xx, and Stripe sends the event again later.
      if (event.type === 'payment_intent.succeeded') await onSucceeded(intentRecordOf(event.data.object));
      return reply.status(200).send({ received: true });
    });
  });
}
