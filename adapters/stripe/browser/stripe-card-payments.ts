import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { type Billing, type CardPayments } from '../../../core/ports/browser/card-payments';
import { CardPaymentError } from '../../../core/domain/card-payment-error';

/** The part of Stripe.js that confirms a card payment (a fake in tests). */
export type StripeLike = Pick<Stripe, 'createPaymentMethod' | 'confirmCardPayment'>;

const fallbackMessage = 'Your card could not be charged.';

/** States in which Stripe has accepted the payment; the server still checks it before the order is paid. */
const accepted = new Set(['succeeded', 'processing', 'requires_capture']);

/**
 * Stripe's browser half: the card entered in Stripe's card element pays the intent behind a
 * client secret. The card details go from Stripe's frame to Stripe, never to the shop.
 */
export class StripeCardPayments implements CardPayments {
  constructor(
    private readonly stripe: StripeLike,
    private readonly card: () => StripeCardElement | null,
  ) {}

  async confirmCardPayment(clientSecret: string, billing: Billing): Promise<string> {
    const card = this.card();
    if (!card) throw new CardPaymentError('Enter your card details.');

    const method = await this.stripe.createPaymentMethod({
      type: 'card',
      card,
      billing_details: { name: billing.name, email: billing.email },
    });
    if (method.error || !method.paymentMethod) throw new CardPaymentError(method.error?.message ?? fallbackMessage);

    // Stripe.js runs any 3-D Secure challenge itself before it answers.
    const result = await this.stripe.confirmCardPayment(clientSecret, { payment_method: method.paymentMethod.id });
    if (result.error || !result.paymentIntent) throw new CardPaymentError(result.error?.message ?? fallbackMessage);
    if (!accepted.has(result.paymentIntent.status)) throw new CardPaymentError(fallbackMessage);
    return result.paymentIntent.id;
  }
}
