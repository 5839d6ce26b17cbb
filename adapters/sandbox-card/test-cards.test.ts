import { describe, expect, it } from 'vitest';
import { chargeOutcome, checkCardDetails, formatCardNumber, formatExpiry, passesLuhn } from './test-cards';

const now = new Date('2026-11-22T12:00:00Z');
const card = (number: string, expiry = '12 / 30', cvc = '123') => ({ number, expiry, cvc });

describe('card checks', () => {
  it('accepts a well-formed card and names its last four digits', () => {
    expect(checkCardDetails(card('4242 4242 4242 4242'), now)).toEqual({ ok: true, last4: '4242' });
  });

  it('refuses a number failing the Luhn check, a past expiry or a bad CVC, saying which', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(checkCardDetails(card('4242 4242 4242 4241'), now)).toMatchObject({ ok: false, field: 'number', message: 'Your card number is invalid.' });
    expect(checkCardDetails(card('4242'), now)).toMatchObject({ field: 'number', message: 'Your card number is incomplete.' });
    expect(checkCardDetails(card('4242 4242 4242 4242', '10 / 26'), now)).toMatchObject({ field: 'expiry', message: "Your card's expiration date is in the past." });
    expect(checkCardDetails(card('4242 4242 4242 4242', '11 / 26'), now)).toMatchObject({ ok: true });
    expect(checkCardDetails(card('4242 4242 4242 4242', '13 / 30'), now)).toMatchObject({ field: 'expiry' });
    expect(checkCardDetails(card('4242 4242 4242 4242', '12 / 30', '12'), now)).toMatchObject({ field: 'cvc', message: "Your card's security code is incomplete." });
  });
});

describe('test-mode outcomes', () => {
  it('charges 4242 and declines the decline cards with their reason', () => {
    expect(chargeOutcome(card('4242424242424242'))).toBeNull();
    expect(chargeOutcome(card('4000 0000 0000 0002'))).toBe('Your card was declined.');
    expect(chargeOutcome(card('4000 0000 0000 9995'))).toBe('Your card has insufficient funds.');
    expect(chargeOutcome(card('4000 0000 0000 0069'))).toBe('Your card has expired.');
    expect(chargeOutcome(card('4000 0000 0000 0127'))).toBe("Your card's security code is incorrect.");
  });

  it('refuses any other valid number as not a test card', () => {
    expect(chargeOutcome(card('5555 5555 5555 4444'))).toMatch(/not a test card/);
  });
});

describe('formatting as typed', () => {
  it('groups the number by four and writes the expiry as MM / YY', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42a4 2')).toBe('4242');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('1')).toBe('1');
  });
});
