import Stripe from 'stripe';
import { orderTotalMessages } from '../../../core/domain/product';
import type { IntentRecord, PaymentProcessor, RefundRequest } from '../../../core/ports/driven/payment-processor';
import { invalidData } from '../../../core/shop/errors';

/** What a Stripe PaymentIntent's status means to the shop. */
function statusOf(intent: Pick<Stripe.PaymentIntent, 'status' | 'last_payment_error'>): IntentRecord['status'] {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'canceled';
    case 'requires_payment_method':
      // Stripe sends a declined intent back to requires_payment_method, with the reason.
      return intent.last_payment_error ? 'failed' : 'pending';
    default:
      // processing, requires_action, requires_confirmation, requires_capture: not settled yet.
      return 'pending';
  }
}

/**
 * The shop's view of a Stripe PaymentIntent (from the API or a webhook event). An intent without
 * `metadata.orderId` was not made by the shop: it answers orderId '' and no order matches it.
 */
export function intentRecordOf(intent: Pick<Stripe.PaymentIntent, 'id' | 'amount' | 'metadata' | 'status' | 'last_payment_error'>): IntentRecord {
  const orderId = intent.metadata?.orderId;
  return { id: intent.id, orderId: typeof orderId === 'string' ? orderId : '', amount: intent.amount, status: statusOf(intent) };
}

/** Stripe's PaymentIntent ids: anything else is not one, and is not worth a request. */
const intentIdPattern = /^pi_[A-Za-z0-9_]+$/;

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeError && (error.code === 'resource_missing' || error.statusCode === 404);

// Stripe takes at most 99,999,999 cents in one payment; the shop's own rule keeps orders below it.
const isTooLarge = (error: unknown) => error instanceof Stripe.errors.StripeError && error.code === 'amount_too_large';

// Stripe's answer to canceling an intent that has succeeded, is canceled, or is being processed.
const isUnexpectedState = (error: unknown) => error instanceof Stripe.errors.StripeError && error.code === 'payment_intent_unexpected_state';

/** Stripe's refusals of a refund, in the shop's words (the sandbox provider's too); any other failure is Stripe's own. */
function refundRefusal(error: unknown): string | null {
  if (error instanceof Stripe.errors.StripeIdempotencyError) return 'This refund key was already used for another refund: a key names one refund, of one amount';
  if (!(error instanceof Stripe.errors.StripeError)) return null;
  if (error.code === 'charge_already_refunded' || error.code === 'amount_too_large') return 'This refund would return more than the payment took';
  if (error.code === 'charge_not_refundable') return 'Only a payment that went through can be refunded';
  return null;
}

const isFinal = (intent: Stripe.PaymentIntent) => intent.status === 'succeeded' || intent.status === 'canceled';

/** How many canceled intents of one order and amount are stepped over to the live one (each lapsed hold cancels one). */
const MOST_CANCELED_IN_A_ROW = 10;

/**
 * The one request that makes an order's intent: the same order and amount always send the same,
 * and once that intent is canceled, the request that makes the next one names it (`after`).
 */
function intentRequest(orderId: string, amount: number, after: string | null = null): [Stripe.PaymentIntentCreateParams, Stripe.RequestOptions] {
  return [
    {
      amount,
      currency: 'usd',
      // Card only. Since API version 2026-09-30 Stripe refuses `payment_method_types` (400
      // payment_method_types_no_longer_supported); this replaces it, and excludes
      // `automatic_payment_methods`.
      allowed_payment_method_types: ['card'],
      metadata: { orderId },
    },
    // The same order and amount asked again (a double click, a retry) answers the same intent.
    // Stripe keeps idempotency keys for at least 24 hours.
    { idempotencyKey: `order-${orderId}-${amount}${after ? `-after-${after}` : ''}` },
  ];
}

/**
 * Stripe as the shop's card provider: PaymentIntents in USD, card only, tagged with the order
 * they pay for. The card never reaches the shop's server; the browser confirms the intent.
 */
export class StripePaymentProcessor implements PaymentProcessor {
  constructor(private readonly stripe: Stripe) {}

  async createIntent({ orderId, amount }: { orderId: string; amount: number; customerEmail: string }) {
    const intent = await this.liveIntent(orderId, amount).catch((error: unknown) => {
      throw isTooLarge(error) ? invalidData(orderTotalMessages.cannotBePaid) : error;
    });
    if (!intent.client_secret) throw new Error(`Stripe answered intent ${intent.id} without a client secret`);
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  /**
   * The order's intent that is not canceled: the one under its idempotency key, or, when that one
   * was canceled (its hold lapsed), the next one made after it, and so on. A replayed answer is the
   * intent as first made, so its status is read afresh.
   */
  private async liveIntent(orderId: string, amount: number): Promise<Stripe.PaymentIntent> {
    let after: string | null = null;
    for (let step = 0; ; step++) {
      const made = await this.stripe.paymentIntents.create(...intentRequest(orderId, amount, after));
      const replayed = made.lastResponse?.headers?.['idempotent-replayed'] === 'true';
      const now = replayed ? await this.stripe.paymentIntents.retrieve(made.id) : made;
      if (now.status !== 'canceled' || step === MOST_CANCELED_IN_A_ROW) return { ...now, client_secret: now.client_secret ?? made.client_secret };
      after = made.id;
    }
  }

  /**
   * The order's intents are found two ways: the one under the order's idempotency key at once
   * (asking again answers it; Stripe keeps the key for at least 24 hours), and older ones by
   * search, which Stripe indexes within about a minute. Each is canceled unless it is final.
   */
  async cancelOpenIntents({ orderId, amount }: { orderId: string; amount: number }): Promise<IntentRecord[]> {
    const [recent, older] = await Promise.all([
      this.liveIntent(orderId, amount).catch((error: unknown) => {
        // No intent can exist for an amount Stripe refuses.
        if (isTooLarge(error)) return null;
        throw error;
      }),
      this.stripe.paymentIntents.search({ query: `metadata['orderId']:'${orderId.replace(/['\\]/g, '\\$&')}'`, limit: 100 }),
    ]);
    // The search's copy is the newer: the idempotent answer replays the intent as first made.
    const found: Stripe.PaymentIntent[] = [...(recent ? [recent] : []), ...older.data];
    const intents = new Map(found.map((intent) => [intent.id, intent]));
    return Promise.all([...intents.values()].map((intent) => this.cancel(intent)));
  }

  private async cancel(intent: Stripe.PaymentIntent): Promise<IntentRecord> {
    if (isFinal(intent)) return intentRecordOf(intent);
    try {
      return intentRecordOf(await this.stripe.paymentIntents.cancel(intent.id));
    } catch (error) {
      // Charged, canceled or being processed since it was read: Stripe's record says which.
      if (isUnexpectedState(error)) return intentRecordOf(await this.stripe.paymentIntents.retrieve(intent.id));
      throw error;
    }
  }

  /** The refund's key is Stripe's idempotency key: asked again, Stripe answers the refund it made; with another amount, it refuses. */
  async refund({ intentId, amount, key }: RefundRequest) {
    try {
      const refund = await this.stripe.refunds.create({ payment_intent: intentId, amount }, { idempotencyKey: key });
      return { id: refund.id };
    } catch (error) {
      const refusal = refundRefusal(error);
      throw refusal ? invalidData(refusal) : error;
    }
  }

  async retrieve(intentId: string): Promise<IntentRecord | null> {
    if (!intentIdPattern.test(intentId)) return null;
    try {
      return intentRecordOf(await this.stripe.paymentIntents.retrieve(intentId));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }
}
