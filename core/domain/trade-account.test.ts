import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isVatNumberFormat, lessPercent, partKey, pricesOf, soldTo, tradeApplicationSchema, tradeDecisionSchema, tradePricesSchema, tradePricing, type TradeAccount, type TradePrices } from './trade-account';
import { unitPriceAt, type Pricing } from './volume-prices';

// The issue's example: 1-9 at $12, 10-49 at $11, 50 and more at $10 (whole dollars).
const hammer: Pricing = {
  price: 12,
  priceBreaks: [
    { from: 10, to: 49, price: 11 },
    { from: 50, to: null, price: 10 },
  ],
};
const prices = (discountPercent: number, fixedPrices: TradePrices['fixedPrices'] = []): TradePrices => ({ discountPercent, fixedPrices });
const at = (pricing: Pricing, quantities: number[]) => quantities.map((q) => unitPriceAt(pricing, q));

describe('a company buyer’s prices', () => {
  it('are the catalogue’s without a company, or with a company that has neither a discount nor a fixed price for the part', () => {
    expect(tradePricing(hammer, 'HT-1', null)).toBe(hammer);
    expect(tradePricing(hammer, 'HT-1', prices(0, [{ partNumber: 'HT-2', price: 5 }]))).toBe(hammer);
    // Matched as the catalogue keeps part numbers unique: ignoring case and the spaces around.
    expect(partKey(' ht-dRl-18v ')).toBe('HT-DRL-18V');
  });

  it('take a whole percent off every price, volume prices included, rounded to whole dollars', () => {
    expect(at(tradePricing(hammer, 'HT-1', prices(10)), [1, 9, 10, 49, 50, 500])).toEqual([11, 11, 10, 10, 9, 9]);
    expect(lessPercent(12, 10)).toBe(11);
    expect(lessPercent(10, 15)).toBe(9);
    expect(lessPercent(10, 14)).toBe(9);
    expect(lessPercent(100, 25)).toBe(75);
    // Never given away.
    expect(lessPercent(1, 90)).toBe(1);
  });

  it('join breaks the rounding makes equal, so that the table shows each price once', () => {
    // 12, 11, 10 less 50%: 6, 6 (5.5 rounds up), 5: the first break costs the base price and goes.
    expect(tradePricing(hammer, 'HT-1', prices(50))).toEqual({ price: 6, priceBreaks: [{ from: 50, to: null, price: 5 }] });
    const three: Pricing = { price: 40, priceBreaks: [{ from: 10, to: 19, price: 30 }, { from: 20, to: 29, price: 29 }, { from: 30, to: null, price: 10 }] };
    // 30 and 29 less 90%: 3 and 3, joined into one break from 10 to 29.
    expect(tradePricing(three, 'HT-1', prices(90))).toEqual({ price: 4, priceBreaks: [{ from: 10, to: 29, price: 3 }, { from: 30, to: null, price: 1 }] });
  });

  it('use a fixed price by part number, ignoring case, at every quantity, over the percentage', () => {
    const sold = tradePricing(hammer, 'ht-1', prices(50, [{ partNumber: 'HT-1', price: 11 }]));
    expect(at(sold, [1, 10, 49])).toEqual([11, 11, 11]);
    // A volume price lower than the fixed one still applies: a company never pays more than anyone.
    expect(at(sold, [50, 100])).toEqual([10, 10]);
    expect(sold).toEqual({ price: 11, priceBreaks: [{ from: 50, to: null, price: 10 }] });
    expect(tradePricing(hammer, 'HT-1', prices(0, [{ partNumber: 'HT-1', price: 8 }]))).toEqual({ price: 8, priceBreaks: [] });
    // Above the catalogue's own price, the catalogue's holds.
    expect(at(tradePricing(hammer, 'HT-1', prices(0, [{ partNumber: 'HT-1', price: 15 }])), [1, 10, 50])).toEqual([12, 11, 10]);
    // A product without a part number has no fixed price: the percentage applies.
    expect(tradePricing(hammer, null, prices(50, [{ partNumber: 'HT-1', price: 11 }])).price).toBe(6);
  });

  it('apply only while the company’s account is approved', () => {
    const account = { status: 'approved', prices: prices(10) } as TradeAccount;
    expect(pricesOf({ account, role: 'buyer' })).toEqual(prices(10));
    expect(pricesOf({ account: { ...account, status: 'pending' }, role: 'owner' })).toBeNull();
    expect(pricesOf({ account: { ...account, status: 'declined' }, role: 'owner' })).toBeNull();
    expect(pricesOf(null)).toBeNull();
  });

  it('reprice a product and leave the rest of it as it is', () => {
    const product = { ...hammer, partNumber: 'HT-1', name: 'Claw Hammer', min: 1, max: 100 };
    expect(soldTo(product, null)).toBe(product);
    expect(soldTo(product, prices(0, [{ partNumber: 'HT-1', price: 9 }]))).toEqual({ ...product, price: 9, priceBreaks: [] });
  });
});

describe('an application for a trade account', () => {
  const address = { recipient: 'Accounts', line1: '1 Mill Lane', city: 'Leeds', postcode: 'LS1 1AA', country: 'United Kingdom' };
  const parse = (input: Record<string, unknown>) => v.safeParse(tradeApplicationSchema, { companyName: 'Acme Ltd', companyNumber: '01234567', invoiceAddress: address, ...input });
  const message = (input: Record<string, unknown>) => parse(input).issues?.[0]?.message ?? null;

  it('keeps the company and VAT numbers as they are registered: upper case, no spaces or dashes', () => {
    const parsed = parse({ companyNumber: ' sc 123-456 ', vatNumber: 'gb 123 4567 89' });
    expect(parsed.output).toMatchObject({ companyNumber: 'SC123456', vatNumber: 'GB123456789' });
    expect(parse({}).output).toMatchObject({ vatNumber: null });
    expect(parse({ vatNumber: '  ' }).output).toMatchObject({ vatNumber: null });
  });

  it('refuses each field wrong in its own words', () => {
    expect(message({ companyName: '' })).toBe('Company name is required');
    expect(message({ companyNumber: '' })).toBe('Company number is required');
    expect(message({ companyNumber: 'A' })).toMatch(/^Type the company number as registered/);
    expect(message({ companyNumber: '0123456789ABC' })).toMatch(/^Type the company number as registered/);
    expect(message({ vatNumber: '123456789' })).toMatch(/^Type the VAT number with its country prefix/);
    expect(message({ invoiceAddress: { ...address, postcode: '' } })).toBe('Postcode is required');
    expect(message({ companyName: 'Acme\nLtd' })).toBe('Keep the company name on one line');
  });

  it('checks a VAT number’s format by its country: the UK’s exactly, others loosely', () => {
    expect(['GB123456789', 'GB123456789012', 'GBGD123', 'GBHA456', 'XI123456789', 'DE123456789', 'FR12345678901', 'IE1234567WA'].every(isVatNumberFormat)).toBe(true);
    for (const wrong of ['GB12345678', 'GB1234567890', 'GBGD12', 'GBGB123456789', 'XI12345', 'D123', '12345678', '1DE123456789', 'DE1', 'DE12345678901234']) {
      expect(isVatNumberFormat(wrong), wrong).toBe(false);
    }
  });
});

describe('an admin’s input', () => {
  it('takes a decision: approve, or decline with a reason or none', () => {
    expect(v.parse(tradeDecisionSchema, { approve: true })).toEqual({ approve: true });
    expect(v.parse(tradeDecisionSchema, { approve: false })).toEqual({ approve: false, reason: '' });
    expect(v.parse(tradeDecisionSchema, { approve: false, reason: '  No such company ' })).toEqual({ approve: false, reason: 'No such company' });
    expect(v.safeParse(tradeDecisionSchema, { approve: 'yes' }).success).toBe(false);
  });

  it('takes prices: a whole percent up to 90, and one fixed price per part number in whole dollars', () => {
    const parse = (input: unknown) => v.safeParse(tradePricesSchema, input);
    const message = (input: unknown) => parse(input).issues?.[0]?.message ?? null;
    expect(parse({ discountPercent: '12', fixedPrices: [{ partNumber: ' HT-1 ', price: '9' }] }).output).toEqual({ discountPercent: 12, fixedPrices: [{ partNumber: 'HT-1', price: 9 }] });
    expect(message({ discountPercent: 91, fixedPrices: [] })).toBe('A discount is a whole percent from 0 to 90');
    expect(message({ discountPercent: -1, fixedPrices: [] })).toBe('A discount is a whole percent from 0 to 90');
    expect(message({ discountPercent: 2.5, fixedPrices: [] })).toBe('Use a whole number');
    expect(message({ discountPercent: 0, fixedPrices: [{ partNumber: 'HT-1', price: 0 }] })).toBe('A fixed price is whole dollars from $1 to $999,999');
    expect(message({ discountPercent: 0, fixedPrices: [{ partNumber: 'HT 1', price: 5 }] })).toBe('A part number is letters, digits, dots, slashes and dashes');
    expect(message({ discountPercent: 0, fixedPrices: [{ partNumber: 'HT-1', price: 5 }, { partNumber: 'ht-1', price: 6 }] })).toBe('ht-1 has two fixed prices: keep one');
    expect(message({ discountPercent: 0, fixedPrices: Array.from({ length: 1001 }, (_, n) => ({ partNumber: `HT-${n}`, price: 1 })) })).toBe('A company can have at most 1,000 fixed prices');
  });
});
