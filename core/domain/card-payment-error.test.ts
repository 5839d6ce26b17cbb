import { describe, expect, it } from 'vitest';
import { CardPaymentError } from './card-payment-error';

describe('a refused card', () => {
  it("carries the provider's message for the customer", () => {
    const error = new CardPaymentError('Your card was declined.');
    expect(error).toBeInstanceOf(Error);
    expect([error.name, error.message]).toEqual(['CardPaymentError', 'Your card was declined.']);
  });
});
