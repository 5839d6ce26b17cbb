import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { creditChangeSchema, creditWords, dueDateOf, onAccountMessages, overdue, owedFor, owedOnAccount, passesLimit, paymentRecordSchema, standingOf } from './on-account';

const order = { paymentDueAt: '2026-12-27T10:00:00.000Z', settledAt: null, cancelledAt: null };

describe('payment on account', () => {
  it('counts an order owed while bought on account, neither paid nor cancelled', () => {
    expect(owedOnAccount(order)).toBe(true);
    expect(owedOnAccount({ ...order, paymentDueAt: null })).toBe(false);
    expect(owedOnAccount({ ...order, settledAt: '2026-12-01T00:00:00.000Z' })).toBe(false);
    expect(owedOnAccount({ ...order, cancelledAt: '2026-12-01T00:00:00.000Z' })).toBe(false);
  });

  it('calls an owed order overdue only after its due date', () => {
    expect(overdue(order, new Date('2026-12-27T09:59:59.000Z'))).toBe(false);
    expect(overdue(order, new Date('2026-12-27T10:00:00.000Z'))).toBe(false);
    expect(overdue(order, new Date('2026-12-27T10:00:00.001Z'))).toBe(true);
    expect(overdue({ ...order, settledAt: '2026-12-20T00:00:00.000Z' }, new Date('2027-01-01'))).toBe(false);
  });

  it('dates an order due its days after it was placed', () => {
    expect(dueDateOf(new Date('2026-11-27T10:00:00.000Z'), 30).toISOString()).toBe('2026-12-27T10:00:00.000Z');
  });

  it('leaves what the limit (whole dollars) less what is owed (cents), never below nothing', () => {
    expect(standingOf({ limit: 5000, termsDays: 30 }, 120_050)).toEqual({ limit: 5000, termsDays: 30, owed: 120_050, left: 379_950 });
    expect(standingOf({ limit: 5000, termsDays: 30 }, 500_000).left).toBe(0);
    expect(standingOf({ limit: 5000, termsDays: 30 }, 600_000).left).toBe(0);
  });

  it('counts an order against the limit with its VAT, up to the limit exactly', () => {
    const taxed = { totalPrice: 100, tax: { country: 'United Kingdom', reverseCharge: false, lines: [], net: 10_000, tax: 2_000, gross: 12_000 } };
    expect(owedFor(taxed)).toBe(12_000);
    // An order from before VAT was kept counts its total.
    expect(owedFor({ totalPrice: 100, tax: null })).toBe(10_000);
    expect(passesLimit({ limit: 200 }, 8_000, 12_000)).toBe(false);
    expect(passesLimit({ limit: 200 }, 8_001, 12_000)).toBe(true);
  });

  it('says how much is left when an order would pass the limit, and when nothing is', () => {
    expect(onAccountMessages.overLimit(150_000, 80_050)).toBe(
      'This order of $1,500.00 would pass your company’s credit limit: $800.50 is left to spend on account. Pay by card, or wait until earlier orders are paid.',
    );
    expect(onAccountMessages.overLimit(1500, 0)).toMatch(/^Your company’s credit limit is used up: nothing is left/);
  });

  it('takes a limit of whole dollars, days from 1 to 120 (30 when left out), or null to stop', () => {
    expect(v.parse(creditChangeSchema, { credit: { limit: 5000 } })).toEqual({ credit: { limit: 5000, termsDays: 30 } });
    expect(v.parse(creditChangeSchema, { credit: null })).toEqual({ credit: null });
    for (const limit of [0, -5, 10_000_001, 'lots']) expect(v.safeParse(creditChangeSchema, { credit: { limit } }).issues?.[0].message).toBe(onAccountMessages.creditLimitRange);
    for (const termsDays of [0, 121]) expect(v.safeParse(creditChangeSchema, { credit: { limit: 1, termsDays } }).issues?.[0].message).toBe(onAccountMessages.termsDaysRange);
    expect(v.safeParse(creditChangeSchema, { credit: { limit: 1.5 } }).issues?.[0].message).toBe('Use a whole number');
    expect(v.parse(creditChangeSchema, { credit: { limit: 10_000_000, termsDays: 120 } })).toEqual({ credit: { limit: 10_000_000, termsDays: 120 } });
  });

  it('needs the reference of a payment, on one line', () => {
    expect(v.parse(paymentRecordSchema, { reference: '  BACS 4471 ' })).toEqual({ reference: 'BACS 4471' });
    expect(v.safeParse(paymentRecordSchema, { reference: ' ' }).issues?.[0].message).toBe(onAccountMessages.referenceRequired);
    expect(v.safeParse(paymentRecordSchema, { reference: 'a\nb' }).issues?.[0].message).toBe('Keep the reference on one line');
  });

  it('says a company’s credit in a few words', () => {
    expect(creditWords({ limit: 5000, termsDays: 30 })).toBe('$5,000 credit on 30 days');
    expect(creditWords(null)).toBe('Pays by card');
  });
});
