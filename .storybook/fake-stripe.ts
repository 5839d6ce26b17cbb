import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { fn } from 'storybook/test';
import { type Billing, type CardPayments } from '../core/ports/browser/card-payments';
import { CardPaymentError } from '../core/domain/card-payment-error';

/** What Stripe answers when a test card that declines (4000 0000 0000 0002) is charged. */
export const stripeDeclinedMessage = 'Your card was declined.';

export interface FakeStripeOptions {
  /** How `confirmCardPayment` answers: the payment succeeds (the default), or the card is declined. */
  outcome?: 'succeed' | 'decline';
  /** The message of a decline; Stripe's own by default. */
  declineMessage?: string;
  /** The id of the payment intent a successful confirmation answers. */
  paymentIntentId?: string;
}

/**
 * A stand-in for Stripe.js, which cannot load in stories: <Elements> checks for `elements`,
 * `createToken`, `createPaymentMethod` and `confirmCardPayment`, and <CardElement> asks
 * `elements().create('card')` for an element it mounts, listens to, updates and destroys.
 * The fake element draws a plain box where Stripe's frame would be; `element.emit('change', …)`
 * reports what Stripe's frame would as the customer types.
 *
 * `confirmCardPayment` answers `{ paymentIntent: { id, status: 'succeeded' } }`, or with
 * `outcome: 'decline'` `{ error: { type: 'card_error', code: 'card_declined', message } }`.
 * Pass `asStripe` to StripeCardForm (or `Promise.resolve(asStripe)`, as `loadStripe` answers).
 */
export function fakeStripe({ outcome = 'succeed', declineMessage = stripeDeclinedMessage, paymentIntentId = 'pi_fake' }: FakeStripeOptions = {}) {
  const handlers = new Map<string, (event: unknown) => void>();
  const element = {
    options: {} as Record<string, unknown>,
    mounted: null as HTMLElement | null,
    destroyed: false,
    mount(node: HTMLElement) {
      this.mounted = node;
      node.textContent = '1234 1234 1234 1234   MM / YY   CVC';
      node.className = 'text-muted';
    },
    on(event: string, handler: (event: unknown) => void) {
      handlers.set(event, handler);
      return this;
    },
    off(event: string) {
      handlers.delete(event);
      return this;
    },
    update(options: Record<string, unknown>) {
      this.options = { ...this.options, ...options };
    },
    destroy() {
      this.destroyed = true;
    },
    unmount() {},
    focus() {},
    blur() {},
    clear() {},
    /** What Stripe's frame reports as the customer types. */
    emit(event: string, payload: unknown) {
      handlers.get(event)?.(payload);
    },
  };
  let created: typeof element | null = null;
  const stripe = {
    elements: () => ({
      create: (_type: string, options: Record<string, unknown>) => {
        element.options = { ...options };
        element.destroyed = false;
        created = element;
        return element;
      },
      getElement: () => created,
      update() {},
    }),
    createToken: fn(async () => ({ token: { id: 'tok_fake' } })),
    createPaymentMethod: fn(async (_data: unknown) => ({ paymentMethod: { id: 'pm_fake' } })),
    confirmCardPayment: fn(async (_clientSecret: string, _data?: unknown) =>
      outcome === 'decline'
        ? { error: { type: 'card_error', code: 'card_declined', message: declineMessage } }
        : { paymentIntent: { id: paymentIntentId, status: 'succeeded' } },
    ),
  };
  return { stripe, element, asStripe: stripe as unknown as Stripe };
}

export type FakeStripe = ReturnType<typeof fakeStripe>;

/** The part of Stripe.js that confirms a card payment (StripeCardForm's `StripeLike`). */
type StripeLike = Pick<Stripe, 'createPaymentMethod' | 'confirmCardPayment'>;

/**
 * What the Stripe adapter's makePayments does, in short: pay with the card element Stripe created,
 * turning Stripe's `{ error }` answers into a CardPaymentError with Stripe's message.
 */
export function stripePayments(stripe: StripeLike, card: () => StripeCardElement | null): CardPayments {
  return {
    async confirmCardPayment(clientSecret: string, billing: Billing) {
      const element = card();
      if (!element) throw new CardPaymentError('Enter your card details.');
      const method = await stripe.createPaymentMethod({ type: 'card', card: element, billing_details: billing });
      if (method.error || !method.paymentMethod) throw new CardPaymentError(method.error?.message ?? 'Your card could not be charged.');
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: method.paymentMethod.id });
      if (result.error || !result.paymentIntent) throw new CardPaymentError(result.error?.message ?? 'Your card could not be charged.');
      return result.paymentIntent.id;
    },
  };
}
