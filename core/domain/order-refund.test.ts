import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { amountOf, lineRefundRequestSchema, refundLeftUnfinished, refundMessages, unitsOfRefund, whyNotRefundable, type LineRefund } from './order-refund';

const vice = { productId: 'p1', partNumber: null, name: 'Vice', unitPrice: 40, quantity: 3, lineTotal: 120 };
const refund = (fields: Partial<LineRefund>): LineRefund => ({ key: 'k1', lines: [{ line: 1, quantity: 1 }], amount: 40, restock: false, refundId: 're_1', askedAt: '2026-03-01T12:00:00.000Z', ...fields });
const messagesOf = (input: unknown) => {
  const parsed = v.safeParse(lineRefundRequestSchema, input);
  return parsed.success ? [] : parsed.issues.map((issue) => issue.message);
};

describe('what an admin may refund', () => {
  it('reads the form: lines by their number from 1, whole units from 1, and whether the goods came back', () => {
    expect(v.parse(lineRefundRequestSchema, { lines: [{ line: 2, quantity: 3 }], restock: true })).toEqual({ lines: [{ line: 2, quantity: 3 }], restock: true });
    expect(messagesOf({ lines: [{ line: 0, quantity: 1 }], restock: true })).toEqual(['Lines are numbered from 1']);
    expect(messagesOf({ lines: [{ line: 1.5, quantity: 1 }], restock: true })).toEqual(['A line is named by its number']);
    expect(messagesOf({ lines: [{ line: '1', quantity: 1 }], restock: true })).toEqual(['A line is named by its number']);
    expect(messagesOf({ lines: [{ line: 1, quantity: 0 }], restock: true })).toEqual(['Refund at least one unit of a line you name']);
    expect(messagesOf({ lines: [{ line: 1, quantity: 1.5 }], restock: true })).toEqual(['The quantity must be a whole number']);
    expect(messagesOf({ lines: [{ line: 1, quantity: 'two' }], restock: true })).toEqual(['The quantity must be a number']);
    expect(messagesOf({ lines: [], restock: true })).toEqual([refundMessages.nothingChosen]);
    expect(messagesOf({ lines: 'all', restock: true })).toEqual(['Name the lines to refund']);
    expect(messagesOf({ lines: Array.from({ length: 101 }, (_, i) => ({ line: i + 1, quantity: 1 })), restock: true })).toEqual(['An order has at most 100 lines']);
    expect(messagesOf({ lines: [{ line: 1, quantity: 1 }], restock: 'yes' })).toEqual(['Say whether the goods came back: true or false']);
    expect(v.parse(lineRefundRequestSchema, { lines: [{ line: 1, quantity: 1 }] }).restock).toBe(false);
  });

  it('refuses what is left of the units once the payment is all given back (an order charged less than its units at one price)', () => {
    const charged = { lines: [vice], totalPrice: 60, tax: null, refunds: [refund({ lines: [{ line: 1, quantity: 2 }], amount: 6000 })] };
    expect(whyNotRefundable(charged, { lines: [{ line: 1, quantity: 1 }], restock: false })).toBe(refundMessages.nothingLeft);
    expect(whyNotRefundable({ ...charged, refunds: [refund({ lines: [{ line: 1, quantity: 2 }], amount: 5900 })] }, { lines: [{ line: 1, quantity: 1 }], restock: false })).toBeNull();
  });

  it('prices and restocks nothing for a line the order does not have', () => {
    expect(amountOf({ lines: [vice], totalPrice: 120, tax: null, refunds: [] }, [{ line: 2, quantity: 1 }])).toBe(0);
    expect(unitsOfRefund({ lines: [vice] }, [{ line: 2, quantity: 1 }, { line: 1, quantity: 2 }])).toEqual(new Map([['p1', 2]]));
  });

  it('takes a refund under way for five minutes as left by a stopped server, not before', () => {
    const underWay = { refunds: [refund({ refundId: null, askedAt: '2026-03-01T12:00:00.000Z' })] };
    expect(refundLeftUnfinished(underWay, new Date('2026-03-01T12:04:59.999Z'))).toBeNull();
    expect(refundLeftUnfinished(underWay, new Date('2026-03-01T12:05:00.000Z'))).toEqual(underWay.refunds[0]);
    expect(refundLeftUnfinished({ refunds: [refund({ askedAt: '2026-03-01T11:00:00.000Z' })] }, new Date('2026-03-01T12:05:00.000Z'))).toBeNull();
  });
});
