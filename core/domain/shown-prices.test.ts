import { describe, expect, it } from 'vitest';
import { basisFor, basisWords, headedWithBasis, homeRate, shownAtRate, shownCents, shownOfTaxed, shownPrice, shownTotal } from './shown-prices';
import { DEFAULT_TAX, type TaxSettings } from './tax';

const settings: TaxSettings = { country: 'United Kingdom', rate: 20, countryRates: { Ireland: 23 }, zeroRated: ['BK-101'] };
const customer = { settings, basis: 'inc-vat' } as const;
const trade = { settings, basis: 'ex-vat' } as const;

describe('prices as a reader is shown them', () => {
  it('are with VAT for visitors and customers, and without for a trade account’s buyers', () => {
    expect(basisFor(false)).toBe('inc-vat');
    expect(basisFor(true)).toBe('ex-vat');
    expect(basisWords('inc-vat')).toBe('inc. VAT');
    expect(basisWords('ex-vat')).toBe('ex VAT');
    expect(headedWithBasis('Price each', 'inc-vat')).toBe('Price each (inc. VAT)');
    expect(headedWithBasis('Total', 'ex-vat')).toBe('Total (ex VAT)');
  });

  it('add the shop’s own rate before a delivery country is known, none to a zero-rated part (its number matched ignoring case)', () => {
    expect(homeRate(settings, 'HT-10001')).toBe(20);
    expect(homeRate(settings, null)).toBe(20);
    expect(homeRate(settings, 'bk-101')).toBe(0);
    expect(shownCents(customer, 'HT-10001', 12)).toBe(1440);
    expect(shownCents(customer, 'BK-101', 12)).toBe(1200);
    // Another rate of the shop's own: 7.7% of $13 is $1.001, to the nearest cent.
    expect(shownCents({ settings: { ...DEFAULT_TAX, rate: 7.7 }, basis: 'inc-vat' }, null, 13)).toBe(1400);
    expect(shownPrice(customer, 'HT-10001', 1249)).toBe('$1,498.80');
  });

  it('are the catalogue’s net prices, in dollars and cents, for a trade account’s buyers', () => {
    expect(shownCents(trade, 'HT-10001', 12)).toBe(1200);
    expect(shownPrice(trade, 'HT-10001', 12)).toBe('$12.00');
  });

  it('take a delivery country’s rate once one is chosen, and show a worked-out amount as its net or its gross', () => {
    expect(shownAtRate('inc-vat', 23, 10)).toBe(1230);
    expect(shownAtRate('ex-vat', 23, 10)).toBe(1000);
    const line = { rate: 23, net: 1000, tax: 230, gross: 1230 };
    expect(shownOfTaxed('inc-vat', line)).toBe(1230);
    expect(shownOfTaxed('ex-vat', line)).toBe(1000);
  });

  it('add lines up each with its own VAT', () => {
    const lines = [
      { partNumber: 'HT-10001', lineTotal: 30 },
      { partNumber: 'BK-101', lineTotal: 10 },
    ];
    expect(shownTotal(customer, lines)).toBe(3600 + 1000);
    expect(shownTotal(trade, lines)).toBe(4000);
    expect(shownTotal(customer, [])).toBe(0);
  });
});
