import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { canDeleteOrder, canPayOrder, canShipOrder, orderStatus, phoneSchema, seqOfOrderNumber } from './order';

const unpaid = { paid: false, shipped: false };
const paid = { paid: true, shipped: false };
const shipped = { paid: true, shipped: true };

describe('order states: unpaid -> paid -> shipped', () => {
  it('reads the status from the flags', () => {
    expect(orderStatus(unpaid)).toBe('unpaid');
    expect(orderStatus(paid)).toBe('paid');
    expect(orderStatus(shipped)).toBe('shipped');
  });

  it('deletes and pays only an unpaid order', () => {
    expect([unpaid, paid, shipped].map(canDeleteOrder)).toEqual([true, false, false]);
    expect([unpaid, paid, shipped].map(canPayOrder)).toEqual([true, false, false]);
  });

  it('ships only a paid order, and only once', () => {
    expect([unpaid, paid, shipped].map(canShipOrder)).toEqual([false, true, false]);
  });
});

describe('phone', () => {
  it('is free text, trimmed and capped', () => {
    expect(v.parse(phoneSchema, '  +1 (555) 010-2030 ext. 4 ')).toBe('+1 (555) 010-2030 ext. 4');
    expect(v.parse(phoneSchema, 'call after 5pm')).toBe('call after 5pm');
    expect(v.safeParse(phoneSchema, 'x'.repeat(41)).issues?.[0].message).toBe('Keep the phone number to 40 characters');
  });
});

describe('seqOfOrderNumber', () => {
  it('reads a number with its prefix, without its dash, or as bare digits', () => {
    for (const text of ['HT-10003', 'ht-10003', 'HT10003', ' 10003 ', '10003']) expect(seqOfOrderNumber(text)).toBe(3);
  });

  it('is null for text that is no order number', () => {
    for (const text of ['bob@example.com', '1000', 'HT-', 'XX-10003', '10000', '']) expect(seqOfOrderNumber(text)).toBeNull();
  });
});
