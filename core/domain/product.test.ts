import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { availability, checkQuantity, MAX_ORDER_QUANTITY, MAX_ORDER_TOTAL, MAX_PRICE, mostWithinTotal, nearestInPacks, newProductSchema, orderableMost, sameTerms, termsOf, totalPrice } from './product';
import { issuesByField } from './validation';

// Sold by the unit at one price, as most products are.
const byTheUnit = { packSize: 1, priceBreaks: [] };
const drill = { min: 2, max: 10, price: 129, ...byTheUnit };

describe('quantity rule', () => {
  it('accepts the bounds themselves and anything between', () => {
    expect(checkQuantity(drill, 2)).toEqual({ ok: true });
    expect(checkQuantity(drill, 6)).toEqual({ ok: true });
    expect(checkQuantity(drill, 10)).toEqual({ ok: true });
  });

  it("refuses above the maximum with the product's words", () => {
    expect(checkQuantity(drill, 11)).toEqual({ ok: false, reason: 'above_max', message: 'Maximum Quantity Exceeded' });
  });

  it("refuses below the minimum with the product's words", () => {
    expect(checkQuantity(drill, 1)).toEqual({ ok: false, reason: 'below_min', message: 'Add Minimum Quantity' });
    expect(checkQuantity(drill, -3)).toMatchObject({ reason: 'below_min' });
  });

  it('refuses a quantity whose total is more than one card payment takes, saying how many may be ordered', () => {
    const press = { min: 1, max: 10, price: 300_000, ...byTheUnit };
    expect(checkQuantity(press, 3)).toEqual({ ok: true });
    expect(checkQuantity(press, 4)).toEqual({
      ok: false,
      reason: 'above_total',
      message: 'One order can cost at most $999,999, the most a card payment takes: order 3 or fewer, or split it into several orders',
    });
    expect(checkQuantity({ min: 1, max: 1, price: MAX_PRICE, ...byTheUnit }, 1)).toEqual({ ok: true });
    // At its minimum exactly the most one payment takes: the minimum is the count to suggest.
    expect(checkQuantity({ min: 3, max: 10, price: 300_000, ...byTheUnit }, 4)).toMatchObject({ message: expect.stringContaining('order 3 or fewer') });
    // Saved before the limit, with a minimum that already costs too much: no count to suggest.
    expect(checkQuantity({ min: 4, max: 10, price: 300_000, ...byTheUnit }, 4)).toMatchObject({ message: 'One order can cost at most $999,999, the most a card payment takes' });
  });

  it('refuses a fraction or a non-number', () => {
    expect(checkQuantity(drill, 2.5)).toEqual({ ok: false, reason: 'not_whole', message: 'Use a whole number' });
    expect(checkQuantity(drill, Number.NaN)).toMatchObject({ ok: false, reason: 'not_whole' });
  });
});

describe('stock', () => {
  it('is out when not even the minimum is left, low from ten units down, and in stock above', () => {
    expect(availability({ stock: 0, min: 1 })).toEqual({ kind: 'out', text: 'Out of stock' });
    expect(availability({ stock: 4, min: 5 })).toEqual({ kind: 'out', text: 'Out of stock' });
    expect(availability({ stock: 5, min: 5 })).toEqual({ kind: 'low', text: 'Only 5 left' });
    expect(availability({ stock: 10, min: 1 })).toEqual({ kind: 'low', text: 'Only 10 left' });
    expect(availability({ stock: 11, min: 1 })).toEqual({ kind: 'in', text: 'In stock' });
    expect(availability({ stock: 12, min: 20 })).toEqual({ kind: 'out', text: 'Out of stock' });
  });

  it("caps one order at the product's maximum, or at what is in stock when that is fewer", () => {
    expect(orderableMost({ max: 10, stock: 50, packSize: 1 })).toBe(10);
    expect(orderableMost({ max: 10, stock: 3, packSize: 1 })).toBe(3);
    expect(orderableMost({ max: 10, stock: 0, packSize: 1 })).toBe(0);
  });

  it('refuses more than is in stock, saying how many are left', () => {
    expect(checkQuantity({ ...drill, stock: 4 }, 4)).toEqual({ ok: true });
    expect(checkQuantity({ ...drill, stock: 4 }, 5)).toEqual({ ok: false, reason: 'above_stock', message: 'Only 4 left in stock: order 4 or fewer' });
  });
});

describe('total price', () => {
  it('is quantity times the unit price', () => {
    expect(totalPrice(drill, 3)).toBe(387);
    expect(totalPrice({ price: 0, priceBreaks: [] }, 7)).toBe(0);
  });
});

describe('product form', () => {
  const valid = { name: 'Hex key set', description: 'Nine keys', price: '25', max: '50', min: '1', image: '/x.svg', stock: 1000 };

  it('parses numbers typed as text into whole numbers', () => {
    expect(v.parse(newProductSchema, valid)).toEqual({ ...valid, price: 25, max: 50, min: 1 });
  });

  it("names every missing field with the spec's message", () => {
    const result = v.safeParse(newProductSchema, { name: ' ', description: '', price: '', max: '', min: '', image: '', stock: 1000 });
    expect(result.success).toBe(false);
    expect(issuesByField(result.issues ?? [])).toEqual({
      name: 'Product Name is Required',
      description: 'Description Name is Required',
      price: 'Price is Required',
      max: 'Maximum is Required',
      min: 'Minimum is Required',
      image: 'image is Required',
    });
  });

  it('refuses a negative price, a minimum below 1, a fraction, and a minimum above the maximum', () => {
    const fails = (patch: object) => !v.safeParse(newProductSchema, { ...valid, ...patch }).success;
    expect(fails({ price: -1 })).toBe(true);
    expect(issuesByField(v.safeParse(newProductSchema, { ...valid, price: 0 }).issues ?? [])).toEqual({ price: 'Price must be at least $1' });
    expect(fails({ min: 0 })).toBe(true);
    expect(fails({ price: '12.5' })).toBe(true);
    expect(fails({ price: 'abc' })).toBe(true);
    const result = v.safeParse(newProductSchema, { ...valid, min: 60 });
    expect(issuesByField(result.issues ?? [])).toEqual({ min: 'Minimum must not be above the maximum' });
    expect(v.parse(newProductSchema, { ...valid, min: 50 })).toMatchObject({ min: 50, max: 50 });
  });

  it('names the bound each number is outside of', () => {
    const issues = (patch: object) => issuesByField(v.safeParse(newProductSchema, { ...valid, ...patch }).issues ?? []);
    expect(issues({ price: MAX_PRICE + 1 })).toMatchObject({ price: 'Price must be at most 999999' });
    expect(issues({ max: 0, min: 0 })).toEqual({ max: 'Maximum must be at least 1', min: 'Minimum must be at least 1' });
    expect(issues({ max: 100_001, min: 100_001 })).toEqual({ max: 'Maximum must be at most 100000', min: 'Minimum must be at most 100000' });
    expect(issues({ stock: -1 })).toEqual({ stock: 'Units in stock cannot be below 0' });
    expect(issues({ stock: 100_000_001 })).toEqual({ stock: 'Units in stock must be at most 100000000' });
    expect(v.parse(newProductSchema, { ...valid, stock: 0 }).stock).toBe(0);
  });

  it('keeps the name and the image address on one line, and every text readable', () => {
    const issues = (patch: object) => issuesByField(v.safeParse(newProductSchema, { ...valid, ...patch }).issues ?? []);
    expect(issues({ name: 'Hex\nkey set' })).toEqual({ name: 'Keep the product name on one line' });
    expect(issues({ name: 'Hex \u202ekey set' })).toEqual({ name: 'Remove the text direction control U+202E from the product name' });
    expect(issues({ description: '\u200b' })).toEqual({ description: 'Type the description: this holds only invisible characters' });
    expect(issues({ image: '/x\n.svg' })).toEqual({ image: 'Keep the image address on one line' });
    expect(v.parse(newProductSchema, { ...valid, description: 'Nine keys,\nmetric' }).description).toBe('Nine keys,\nmetric');
  });
});

describe('money bounds', () => {
  it('let every order the rules allow be paid by one card payment and stored exactly', () => {
    expect(MAX_PRICE).toBeLessThanOrEqual(MAX_ORDER_TOTAL);
    // Stripe's ceiling for one payment, in cents.
    expect(MAX_ORDER_TOTAL * 100).toBeLessThanOrEqual(99_999_999);
    expect(Number.isSafeInteger(MAX_PRICE * MAX_ORDER_QUANTITY * 100)).toBe(true);
  });

  it('refuse a product whose minimum order would cost more than one order may', () => {
    const result = v.safeParse(newProductSchema, { name: 'Press', description: 'A press', price: 600_000, max: 5, min: 2, image: '/p.svg', stock: 1000 });
    expect(issuesByField(result.issues ?? [])).toEqual({ min: 'At this price the minimum quantity would cost more than $999,999, the most one order can cost' });
    // A minimum that costs exactly the most one order may is still a product that can be ordered.
    expect(v.safeParse(newProductSchema, { name: 'Press', description: 'A press', price: 333_333, max: 5, min: 3, image: '/p.svg', stock: 1000 }).success).toBe(true);
  });
});

describe('pack sizes', () => {
  // Tape measures in display boxes of ten.
  const boxed = { min: 10, max: 300, price: 16, packSize: 10, priceBreaks: [] };

  it('refuse a quantity that is not whole packs, saying the nearest quantities that are', () => {
    expect(checkQuantity(boxed, 20)).toEqual({ ok: true });
    expect(checkQuantity(boxed, 25)).toEqual({ ok: false, reason: 'not_in_packs', message: 'Sold in packs of 10: order 20 or 30' });
    expect(checkQuantity(boxed, 11)).toMatchObject({ message: 'Sold in packs of 10: order 10 or 20' });
    // Next to a bound, only the side within it is offered.
    expect(checkQuantity({ ...boxed, max: 290 }, 289)).toMatchObject({ message: 'Sold in packs of 10: order 280 or 290' });
    expect(checkQuantity({ ...boxed, max: 30 }, 29)).toMatchObject({ message: 'Sold in packs of 10: order 20 or 30' });
    expect(nearestInPacks({ min: 10, max: 30, packSize: 10 }, 29)).toEqual([20, 30]);
    expect(nearestInPacks({ min: 20, max: 30, packSize: 10 }, 19)).toEqual([20]);
    expect(nearestInPacks({ min: 10, max: 20, packSize: 10 }, 21)).toEqual([20]);
  });

  it("still say the spec's words first for a quantity outside the bounds", () => {
    expect(checkQuantity(boxed, 5)).toMatchObject({ reason: 'below_min', message: 'Add Minimum Quantity' });
    expect(checkQuantity(boxed, 305)).toMatchObject({ reason: 'above_max', message: 'Maximum Quantity Exceeded' });
  });

  it('cap one order at whole packs of what is in stock', () => {
    expect(orderableMost({ max: 300, stock: 47, packSize: 10 })).toBe(40);
    expect(orderableMost({ max: 300, stock: 9, packSize: 10 })).toBe(0);
    expect(orderableMost({ max: 300, stock: 5000, packSize: 10 })).toBe(300);
  });

  it('make the admin form refuse a minimum or a maximum that is not whole packs', () => {
    const valid = { name: 'Tape', description: 'A tape', price: 16, min: 10, max: 300, image: '/t.svg', stock: 100, packSize: 10 };
    const issues = (patch: object) => issuesByField(v.safeParse(newProductSchema, { ...valid, ...patch }).issues ?? []);
    expect(issues({})).toEqual({});
    expect(issues({ min: 15 })).toEqual({ min: 'The minimum must be a multiple of the pack size, 10' });
    expect(issues({ max: 295 })).toEqual({ max: 'The maximum must be a multiple of the pack size, 10' });
    expect(issues({ packSize: 0 })).toEqual({ packSize: 'The pack size must be at least 1' });
    expect(issues({ packSize: '' })).toEqual({ packSize: 'The pack size is required' });
    // A minimum above the maximum is told once, on its own.
    expect(issues({ min: 305 })).toEqual({ min: 'Minimum must not be above the maximum' });
  });
});

describe('volume prices in an order', () => {
  // Claw hammers: $24, $22 from 20, $20 from 50.
  const hammer = { min: 5, max: 200, price: 24, packSize: 1, priceBreaks: [{ from: 20, to: 49, price: 22 }, { from: 50, to: null, price: 20 }] };

  it('price the whole line at the unit price its quantity reaches', () => {
    expect(totalPrice(hammer, 19)).toBe(19 * 24);
    expect(totalPrice(hammer, 20)).toBe(20 * 22);
    expect(totalPrice(hammer, 49)).toBe(49 * 22);
    expect(totalPrice(hammer, 50)).toBe(50 * 20);
    expect(totalPrice(hammer, 200)).toBe(200 * 20);
  });

  it('say the most one payment takes at the price that quantity reaches', () => {
    // $1,000 a unit, $500 from 1,000 on: 1,999 units cost $999,500.
    const bulk = { min: 1, max: 5000, price: 1000, packSize: 1, priceBreaks: [{ from: 1000, to: null, price: 500 }] };
    expect(mostWithinTotal(bulk)).toBe(1999);
    expect(checkQuantity(bulk, 1999)).toEqual({ ok: true });
    expect(checkQuantity(bulk, 2000)).toMatchObject({ reason: 'above_total', message: expect.stringContaining('order 1999 or fewer') });
    // Below the break only 999 fit; the break's range is where the most is.
    expect(mostWithinTotal({ ...bulk, priceBreaks: [] })).toBe(999);
    // In whole packs.
    expect(mostWithinTotal({ ...bulk, packSize: 10, max: 5000 })).toBe(1990);
    // Every unit within one payment: the maximum.
    expect(mostWithinTotal(hammer)).toBe(200);
  });

  it('make the admin form refuse breaks that do not fit the product, on the breaks field', () => {
    const valid = { name: 'Hammer', description: 'A hammer', price: 24, min: 5, max: 200, image: '/h.svg', stock: 100, priceBreaks: hammer.priceBreaks };
    const issues = (patch: object) => issuesByField(v.safeParse(newProductSchema, { ...valid, ...patch }).issues ?? []);
    expect(issues({})).toEqual({});
    expect(issues({ price: 21 })).toEqual({ priceBreaks: 'The break 20–49 must cost less per unit than the quantities before it ($21): a larger quantity never costs more' });
    expect(issues({ priceBreaks: [{ from: 20, to: null, price: 22.5 }] })).toEqual({ 'priceBreaks.0.price': 'Use a whole number' });
    expect(issues({ priceBreaks: [{ from: 0, to: null, price: 22 }] })).toEqual({ 'priceBreaks.0.from': 'The first quantity of a break must be at least 1' });
  });
});

describe('terms an order was checked against', () => {
  const terms = { _id: 'p1', name: 'Hammer', partNumber: 'HT-1', price: 24, priceBreaks: [{ from: 20, to: 49, price: 22 }], min: 5, max: 200, packSize: 5 };

  it('still hold only while every one of them is the same, each break included', () => {
    expect(sameTerms(terms, { ...terms, priceBreaks: [{ from: 20, to: 49, price: 22 }] })).toBe(true);
    for (const changed of [
      { min: 10 },
      { max: 100 },
      { packSize: 10 },
      { priceBreaks: [] },
      { priceBreaks: [{ from: 25, to: 49, price: 22 }] },
      { priceBreaks: [{ from: 20, to: null, price: 22 }] },
      { priceBreaks: [{ from: 20, to: 49, price: 21 }] },
    ]) {
      expect(sameTerms(terms, { ...terms, ...changed }), JSON.stringify(changed)).toBe(false);
    }
    expect(termsOf({ ...terms, description: 'x', stock: 3 } as Parameters<typeof termsOf>[0])).toEqual(terms);
  });

  it('offer only the other whole packs beside a quantity that is one already', () => {
    expect(nearestInPacks({ min: 10, max: 30, packSize: 10 }, 20)).toEqual([30]);
  });

  it('are checked together even when the minimum is the maximum, and an empty part number is none', () => {
    const valid = { name: 'Tape', description: 'A tape', price: 16, min: 15, max: 15, image: '/t.svg', stock: 100, packSize: 10 };
    expect(issuesByField(v.safeParse(newProductSchema, valid).issues ?? [])).toEqual({ min: 'The minimum must be a multiple of the pack size, 10' });
    expect(v.parse(newProductSchema, { ...valid, min: 10, max: 10, partNumber: '  ' }).partNumber).toBeUndefined();
    expect(issuesByField(v.safeParse(newProductSchema, { ...valid, min: 10, max: 10, packSize: 100_001 }).issues ?? [])).toMatchObject({ packSize: 'The pack size must be at most 100000' });
    expect(issuesByField(v.safeParse(newProductSchema, { ...valid, min: 10, max: 10, categoryId: 'drills' }).issues ?? [])).toEqual({ categoryId: 'Choose a category of the catalogue' });
  });
});
