import type { StripeCardElement } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import { CardPaymentError } from '../../../core/domain/card-payment-error';
import { StripeCardPayments, type StripeLike } from './stripe-card-payments';

const billing = { name: 'Dev Patel', email: 'dev.patel@example.com' };
const secret = 'pi_123_secret_abc';
/** Stands in for Stripe's card element: the adapter only hands it back to Stripe. */
const cardElement = { elementType: 'card' } as unknown as StripeCardElement;

type MethodResult = Awaited<ReturnType<StripeLike['createPaymentMethod']>>;
type ConfirmResult = Awaited<ReturnType<StripeLike['confirmCardPayment']>>;

/** A fake of the two Stripe.js calls, answering what Stripe answers. */
function fakeStripe({ method, confirm }: { method?: unknown; confirm?: unknown } = {}) {
  const createPaymentMethod = vi.fn(async (..._args: unknown[]) => (method ?? { paymentMethod: { id: 'pm_card_visa' } }) as MethodResult);
  const confirmCardPayment = vi.fn(async (..._args: unknown[]) => (confirm ?? { paymentIntent: { id: 'pi_123', status: 'succeeded' } }) as ConfirmResult);
  return { createPaymentMethod, confirmCardPayment, stripe: { createPaymentMethod, confirmCardPayment } as unknown as StripeLike };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );

describe('StripeCardPayments', () => {
  it('pays with the card element: creates a payment method with the billing details, confirms with it and answers the intent id', async () => {
    const fake = fakeStripe();
    const payments = new StripeCardPayments(fake.stripe, () => cardElement);

    await expect(payments.confirmCardPayment(secret, billing)).resolves.toBe('pi_123');

    expect(fake.createPaymentMethod).toHaveBeenCalledTimes(1);
    expect(fake.createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card: cardElement, billing_details: { name: 'Dev Patel', email: 'dev.patel@example.com' } });
    expect(fake.confirmCardPayment).toHaveBeenCalledTimes(1);
    expect(fake.confirmCardPayment).toHaveBeenCalledWith(secret, { payment_method: 'pm_card_visa' });
  });

  it('rejects a declined card with a CardPaymentError carrying Stripe message', async () => {
    const fake = fakeStripe({ confirm: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } } });
    const error = await rejection(new StripeCardPayments(fake.stripe, () => cardElement).confirmCardPayment(secret, billing));
    expect(error).toBeInstanceOf(CardPaymentError);
    expect(error).toMatchObject({ name: 'CardPaymentError', message: 'Your card was declined.' });
  });

  it('rejects with a CardPaymentError when Stripe refuses the card details, and confirms nothing', async () => {
    const fake = fakeStripe({ method: { error: { type: 'validation_error', message: 'Your card number is incomplete.' } } });
    const error = await rejection(new StripeCardPayments(fake.stripe, () => cardElement).confirmCardPayment(secret, billing));
    expect(error).toBeInstanceOf(CardPaymentError);
    expect((error as Error).message).toBe('Your card number is incomplete.');
    expect(fake.confirmCardPayment).not.toHaveBeenCalled();
  });

  it('says the card could not be charged when Stripe gives no message', async () => {
    const fake = fakeStripe({ confirm: { error: { type: 'api_error' } } });
    const error = await rejection(new StripeCardPayments(fake.stripe, () => cardElement).confirmCardPayment(secret, billing));
    expect(error).toBeInstanceOf(CardPaymentError);
    expect((error as Error).message).toBe('Your card could not be charged.');
  });

  it('does not report a payment Stripe has not accepted', async () => {
    const fake = fakeStripe({ confirm: { paymentIntent: { id: 'pi_123', status: 'requires_payment_method' } } });
    const error = await rejection(new StripeCardPayments(fake.stripe, () => cardElement).confirmCardPayment(secret, billing));
    expect(error).toBeInstanceOf(CardPaymentError);
  });

  it('asks for the card details while there is no card element, and calls Stripe not at all', async () => {
    const fake = fakeStripe();
    const error = await rejection(new StripeCardPayments(fake.stripe, () => null).confirmCardPayment(secret, billing));
    expect(error).toBeInstanceOf(CardPaymentError);
    expect((error as Error).message).toBe('Enter your card details.');
    expect(fake.createPaymentMethod).not.toHaveBeenCalled();
    expect(fake.confirmCardPayment).not.toHaveBeenCalled();
  });
});
