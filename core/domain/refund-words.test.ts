import { describe, expect, it } from 'vitest';
import { fulfilmentMessages } from './fulfilment-messages';
import { refundedGoods, refundedOfLine } from './refund-words';

const lines = [{ name: 'Bench Vice' }, { name: 'Panel Saw' }];

describe('how a refund of some lines is put in words', () => {
  it('names the units of each line refunded, and says when they went back to stock', () => {
    expect(refundedGoods(lines, [{ line: 1, quantity: 1 }, { line: 2, quantity: 2 }], true)).toBe('1 × Bench Vice, 2 × Panel Saw (returned to stock)');
    expect(refundedGoods(lines, [{ line: 2, quantity: 1 }], false)).toBe('1 × Panel Saw');
  });

  it('names a line the order no longer has by its number', () => {
    expect(refundedGoods(lines, [{ line: 3, quantity: 4 }], false)).toBe('4 × line 3');
  });

  it('says how many of a line were refunded', () => {
    expect(refundedOfLine(2, 3)).toBe('2 of 3 refunded');
    expect(refundedOfLine(1_200, 1_500)).toBe('1,200 of 1,500 refunded');
  });

  it('tells the admin what went back, in dollars and cents and by the order’s number', () => {
    expect(fulfilmentMessages.refunded({ number: 'HT-10042' }, 9_000)).toBe('Refunded $90.00 of HT-10042');
    expect(fulfilmentMessages.refunded({ number: 'HT-10042' }, 125_099)).toBe('Refunded $1,250.99 of HT-10042');
  });
});
