import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { answerRefusal, decisionRefusal, expired, orderLinesOf, quoteAnswerSchema, quoteMessages, quoteNumber, quoteRequestSchema, quoteStatusWords, quoteTotal, type QuoteLine } from './quote';

const NOW = new Date('2026-11-27T10:00:00.000Z');
const line = (quantity: number, cataloguePrice: number, quotedPrice: number | null = null): QuoteLine => ({ productId: 'p1', partNumber: 'HT-1', name: 'Vice', quantity, cataloguePrice, quotedPrice });
const id = 'f6a1c1de-0000-4000-8000-000000000001';
const other = 'f6a1c1de-0000-4000-8000-000000000002';
const firstIssue = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0].message;

describe('a request for a quote', () => {
  it('asks for 1 to 100 products, each once, any quantity up to 100,000, with an optional note', () => {
    expect(v.parse(quoteRequestSchema, { lines: [{ productId: id, quantity: 5000 }] })).toEqual({ lines: [{ productId: id, quantity: 5000 }], note: '' });
    expect(v.parse(quoteRequestSchema, { lines: [{ productId: id, quantity: 1 }], note: '  two drops ' }).note).toBe('two drops');
    expect(firstIssue(quoteRequestSchema, { lines: [] })).toBe(quoteMessages.noLines);
    expect(firstIssue(quoteRequestSchema, { lines: Array.from({ length: 101 }, () => ({ productId: crypto.randomUUID(), quantity: 1 })) })).toBe(quoteMessages.tooManyLines);
    expect(firstIssue(quoteRequestSchema, { lines: [{ productId: id, quantity: 1 }, { productId: id, quantity: 2 }] })).toBe(quoteMessages.sameProductTwice);
    expect(v.safeParse(quoteRequestSchema, { lines: [{ productId: id, quantity: 1 }, { productId: other, quantity: 2 }] }).success).toBe(true);
    for (const quantity of [0, 100_001]) expect(firstIssue(quoteRequestSchema, { lines: [{ productId: id, quantity }] })).toBe(quoteMessages.quantityRange);
    expect(firstIssue(quoteRequestSchema, { lines: [{ productId: id, quantity: 1 }], note: 'x'.repeat(2001) })).toBe('Keep the note under 2000 characters');
  });
});

describe('an answer', () => {
  const asked = { status: 'requested' as const, lines: [line(500, 36), line(20, 12)] };
  const answer = (fields = {}) => ({ prices: [30, 9], validUntil: '2026-12-11', note: '', ...fields });

  it('gives a whole-dollar price per line and a date', () => {
    expect(v.parse(quoteAnswerSchema, { prices: [30, 9], validUntil: '2026-12-11' })).toEqual(answer());
    expect(firstIssue(quoteAnswerSchema, { prices: [0], validUntil: '2026-12-11' })).toBe(quoteMessages.priceRange);
    expect(firstIssue(quoteAnswerSchema, { prices: [1_000_000], validUntil: '2026-12-11' })).toBe(quoteMessages.priceRange);
    expect(firstIssue(quoteAnswerSchema, { prices: [3], validUntil: '11/12/2026' })).toBe(quoteMessages.validUntilFormat);
  });

  it('prices every line, holds from today to 90 days ahead, and answers only a quote asked for', () => {
    expect(answerRefusal(asked, answer(), NOW)).toBeNull();
    expect(answerRefusal(asked, answer({ prices: [30] }), NOW)).toBe(quoteMessages.pricesForEveryLine);
    expect(answerRefusal(asked, answer({ prices: [30, 9, 1] }), NOW)).toBe(quoteMessages.pricesForEveryLine);
    expect(answerRefusal(asked, answer({ validUntil: '2026-11-27' }), NOW)).toBeNull();
    expect(answerRefusal(asked, answer({ validUntil: '2026-11-26' }), NOW)).toBe(quoteMessages.validUntilRange);
    expect(answerRefusal(asked, answer({ validUntil: '2027-02-25' }), NOW)).toBeNull();
    expect(answerRefusal(asked, answer({ validUntil: '2027-02-27' }), NOW)).toBe(quoteMessages.validUntilRange);
    expect(answerRefusal({ ...asked, status: 'answered' }, answer(), NOW)).toBe(quoteMessages.notRequested);
  });
});

describe('a decision', () => {
  it('is taken on an answered quote through the end of its last day, UTC', () => {
    const answered = { status: 'answered' as const, validUntil: '2026-11-30' };
    expect(decisionRefusal(answered, new Date('2026-11-30T23:59:59.999Z'))).toBeNull();
    expect(decisionRefusal(answered, new Date('2026-12-01T00:00:00.000Z'))).toBe(quoteMessages.expired('2026-11-30'));
    expect(decisionRefusal({ status: 'requested', validUntil: null }, NOW)).toBe(quoteMessages.notAnswered);
    expect(decisionRefusal({ status: 'accepted', validUntil: '2026-11-30' }, NOW)).toBe(quoteMessages.alreadyDecided);
    expect(decisionRefusal({ status: 'declined', validUntil: '2026-11-30' }, NOW)).toBe(quoteMessages.alreadyDecided);
    expect(expired({ validUntil: null }, NOW)).toBe(false);
  });
});

describe('a quote in figures and words', () => {
  it('totals at the quoted prices, or the catalogue’s while it waits, and orders at the quoted ones', () => {
    expect(quoteTotal({ lines: [line(500, 36), line(20, 12)] })).toBe(18_240);
    expect(quoteTotal({ lines: [line(500, 36, 30), line(20, 12, 9)] })).toBe(15_180);
    expect(orderLinesOf({ lines: [line(500, 36, 30)] })).toEqual([{ productId: 'p1', partNumber: 'HT-1', name: 'Vice', quantity: 500, unitPrice: 30, lineTotal: 15_000 }]);
    expect(quoteNumber(7)).toBe('Q-10007');
  });

  it('says what accepting it comes to without VAT, and with it once worked out, or that none is charged', () => {
    expect(quoteMessages.acceptTotal(15_180, null)).toBe('You order everything on this quote at the quoted prices: $15,180.00 ex VAT in all.');
    expect(quoteMessages.acceptTotal(15_180, { gross: 1_821_600, reverseCharge: false })).toBe('You order everything on this quote at the quoted prices: $15,180.00 ex VAT ($18,216.00 with VAT) in all.');
    expect(quoteMessages.acceptTotal(15_180, { gross: 1_518_000, reverseCharge: true })).toBe(
      'You order everything on this quote at the quoted prices: $15,180.00 ex VAT, with no VAT charged (reverse charge) in all.',
    );
  });

  it('says its status, an answered one past its date as expired', () => {
    expect(quoteStatusWords({ status: 'requested', validUntil: null }, NOW)).toBe('Waiting for our answer');
    expect(quoteStatusWords({ status: 'answered', validUntil: '2026-11-27' }, NOW)).toBe('Answered');
    expect(quoteStatusWords({ status: 'answered', validUntil: '2026-11-26' }, NOW)).toBe('Expired');
    expect(quoteStatusWords({ status: 'accepted', validUntil: '2026-11-26' }, NOW)).toBe('Accepted');
    expect(quoteStatusWords({ status: 'declined', validUntil: null }, NOW)).toBe('Declined');
  });
});
