import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MAX_PRICE_BREAKS, nextBreak, tierText, priceBreaksSchema, priceTiers, rangeText, unitPriceAt, whyNotPriced, type PricedTerms } from './volume-prices';

// Claw hammers: $24, $22 from 20 to 49, $20 from 50 on.
const hammer: PricedTerms = {
  price: 24,
  min: 5,
  max: 200,
  packSize: 1,
  priceBreaks: [
    { from: 20, to: 49, price: 22 },
    { from: 50, to: null, price: 20 },
  ],
};
const withBreaks = (priceBreaks: PricedTerms['priceBreaks'], terms: Partial<PricedTerms> = {}) => whyNotPriced({ ...hammer, ...terms, priceBreaks });

describe('the unit price at a quantity', () => {
  it("is the product's own price below the first break, and each break's from its first quantity on", () => {
    expect(unitPriceAt(hammer, 5)).toBe(24);
    expect(unitPriceAt(hammer, 19)).toBe(24);
    expect(unitPriceAt(hammer, 20)).toBe(22);
    expect(unitPriceAt(hammer, 49)).toBe(22);
    expect(unitPriceAt(hammer, 50)).toBe(20);
    expect(unitPriceAt(hammer, 200)).toBe(20);
    expect(unitPriceAt({ price: 24, priceBreaks: [] }, 1000)).toBe(24);
  });
});

describe('the price table', () => {
  it("starts with the product's own price from its minimum, and cuts every range at the maximum", () => {
    expect(priceTiers(hammer)).toEqual([
      { from: 5, to: 19, price: 24 },
      { from: 20, to: 49, price: 22 },
      { from: 50, to: 200, price: 20 },
    ]);
    expect(priceTiers({ ...hammer, priceBreaks: [{ from: 20, to: 500, price: 22 }] }).at(-1)).toEqual({ from: 20, to: 200, price: 22 });
    expect(priceTiers({ ...hammer, priceBreaks: [] })).toEqual([{ from: 5, to: 200, price: 24 }]);
  });

  it('names ranges as a buyer reads them', () => {
    expect(rangeText({ from: 10, to: 49 })).toBe('10–49');
    expect(rangeText({ from: 50, to: null })).toBe('50 and more');
    expect(rangeText({ from: 7, to: 7 })).toBe('7');
    expect(rangeText({ from: 1000, to: 4999 })).toBe('1,000–4,999');
    const tiers = priceTiers(hammer);
    expect(tiers.map((tier, at) => tierText(tier, at === tiers.length - 1))).toEqual(['5–19', '20–49', '50 and more']);
    expect(tierText({ from: 200, to: 200, price: 20 }, true)).toBe('200');
  });

  it('tells the next break a quantity would reach within the maximum', () => {
    expect(nextBreak(hammer, 5, 200)).toEqual({ from: 20, to: 49, price: 22 });
    expect(nextBreak(hammer, 20, 200)).toEqual({ from: 50, to: null, price: 20 });
    expect(nextBreak(hammer, 50, 200)).toBeNull();
    // Fewer in stock than the break starts at: not offered.
    expect(nextBreak(hammer, 20, 49)).toBeNull();
    expect(nextBreak(hammer, 20, 50)).toMatchObject({ from: 50 });
  });
});

describe('breaks an admin sets', () => {
  it('are accepted when each starts right after the one before, lowers the price, and the last reaches the maximum', () => {
    expect(whyNotPriced(hammer)).toBeNull();
    expect(withBreaks([])).toBeNull();
    expect(withBreaks([{ from: 20, to: 200, price: 22 }])).toBeNull();
    expect(withBreaks([{ from: 20, to: 300, price: 22 }])).toBeNull();
    expect(withBreaks([{ from: 6, to: null, price: 23 }])).toBeNull();
    expect(withBreaks([{ from: 200, to: null, price: 23 }])).toBeNull();
  });

  it('are refused when they overlap', () => {
    expect(withBreaks([{ from: 20, to: 49, price: 22 }, { from: 40, to: null, price: 20 }])).toBe(
      'The breaks 20–49 and 40 and more overlap: start each break right after the one before it ends',
    );
    expect(withBreaks([{ from: 20, to: 49, price: 22 }, { from: 49, to: null, price: 20 }])).toContain('overlap');
    // A later break at or below the minimum overlaps those before it.
    expect(withBreaks([{ from: 20, to: 49, price: 22 }, { from: 3, to: null, price: 20 }])).toBe('The breaks 20–49 and 3 and more overlap: start each break right after the one before it ends');
    // A break that runs on for ever leaves no room for another.
    expect(withBreaks([{ from: 20, to: null, price: 22 }, { from: 50, to: null, price: 20 }])).toBe(
      'The breaks 20 and more and 50 and more overlap: start each break right after the one before it ends',
    );
  });

  it('are refused when they leave a gap', () => {
    expect(withBreaks([{ from: 20, to: 49, price: 22 }, { from: 60, to: null, price: 20 }])).toBe('Nothing is priced from 50 to 59: start each break right after the one before it ends');
    expect(withBreaks([{ from: 20, to: 49, price: 22 }, { from: 51, to: null, price: 20 }])).toBe('Nothing is priced from 50 to 50: start each break right after the one before it ends');
    expect(withBreaks([{ from: 20, to: 49, price: 22 }])).toBe('Nothing is priced from 50 to the maximum quantity, 200: end the last break at 200 or leave its end empty');
    expect(withBreaks([{ from: 20, to: 199, price: 22 }])).toContain('from 200 to the maximum');
  });

  it('are refused when a larger quantity would cost more, or the same, per unit', () => {
    expect(withBreaks([{ from: 20, to: null, price: 25 }])).toBe(
      'The break 20 and more must cost less per unit than the quantities before it ($24): a larger quantity never costs more',
    );
    expect(withBreaks([{ from: 20, to: null, price: 24 }])).toContain('must cost less per unit');
    expect(withBreaks([{ from: 20, to: 49, price: 22 }, { from: 50, to: null, price: 22 }])).toBe(
      'The break 50 and more must cost less per unit than the quantities before it ($22): a larger quantity never costs more',
    );
    expect(withBreaks([{ from: 20, to: null, price: 1_500 }], { price: 2_000 })).toBeNull();
    expect(withBreaks([{ from: 20, to: null, price: 2_500 }], { price: 2_000 })).toContain('($2,000)');
  });

  it('are refused when the first starts at or below the minimum, or any starts above the maximum', () => {
    expect(withBreaks([{ from: 5, to: null, price: 22 }])).toBe(
      "The first break (5 and more) must start above the minimum quantity, 5: up to it the product's price applies",
    );
    expect(withBreaks([{ from: 3, to: null, price: 22 }])).toContain('must start above the minimum quantity');
    expect(withBreaks([{ from: 201, to: null, price: 22 }])).toBe('The break 201 and more starts above the maximum quantity, 200: no order could reach it');
    expect(withBreaks([{ from: 20, to: 200, price: 22 }, { from: 201, to: null, price: 20 }])).toContain('starts above the maximum');
  });

  it('are refused when a break ends before it starts', () => {
    expect(withBreaks([{ from: 20, to: 10, price: 22 }])).toBe('The break from 20 ends before it starts (at 10)');
  });

  it('start at whole packs', () => {
    const boxed = { price: 16, min: 10, max: 300, packSize: 10 };
    expect(withBreaks([{ from: 50, to: null, price: 15 }], boxed)).toBeNull();
    expect(withBreaks([{ from: 55, to: null, price: 15 }], boxed)).toBe('The break 55 and more must start at a multiple of the pack size, 10');
  });

  it('are at most ten', () => {
    const many = Array.from({ length: MAX_PRICE_BREAKS + 1 }, (_, i) => ({ from: 10 + i, to: 10 + i, price: 100 - i }));
    expect(whyNotPriced({ price: 200, min: 1, max: 20, packSize: 1, priceBreaks: many })).toBe('A product can have at most 10 price breaks');
    expect(whyNotPriced({ price: 200, min: 1, max: 20, packSize: 1, priceBreaks: [...many.slice(0, MAX_PRICE_BREAKS - 1), { from: 19, to: null, price: 50 }] })).toBeNull();
    expect(v.safeParse(priceBreaksSchema, many).issues?.[0].message).toBe('A product can have at most 10 price breaks');
  });

  it('are whole numbers from 1, sent as a list, typed in a form or sent as JSON', () => {
    const issue = (breaks: unknown) => v.safeParse(priceBreaksSchema, breaks).issues?.[0].message;
    expect(issue([{ from: 20, to: null, price: 22 }])).toBeUndefined();
    expect(v.parse(priceBreaksSchema, [{ from: '20', to: ' ', price: '22' }, { from: 30, price: 21 }])).toEqual([
      { from: 20, to: null, price: 22 },
      { from: 30, to: null, price: 21 },
    ]);
    expect(v.parse(priceBreaksSchema, [{ from: '20', to: '49', price: '22' }])).toEqual([{ from: 20, to: 49, price: 22 }]);
    expect(issue('20: 22')).toBe('Send the price breaks as a list');
    expect(issue([{ from: 20.5, to: null, price: 22 }])).toBe('Use a whole number');
    expect(issue([{ from: '', to: null, price: 22 }])).toBe('The first quantity of a break is required');
    expect(issue([{ from: 0, to: null, price: 22 }])).toBe('The first quantity of a break must be at least 1');
    expect(issue([{ from: 20, to: 0, price: 22 }])).toBe('The last quantity of a break must be at least 1');
    expect(issue([{ from: 20, to: 'x', price: 22 }])).toBe('The last quantity of a break must be a number, or left empty');
    expect(issue([{ from: 20, to: true, price: 22 }])).toBe('The last quantity of a break must be a number, or left empty');
    expect(issue([{ from: 20, to: 30.5, price: 22 }])).toBe('Use a whole number');
    expect(issue([{ from: 20, to: null, price: 0 }])).toBe('The price of a break must be at least 1');
    expect(issue([{ from: 20, to: null, price: 'ten' }])).toBe('The price of a break is required');
  });
});
