import { describe, expect, it } from 'vitest';
import { formatCents, shareOf } from './money';
import { amountDue, DEFAULT_TAX, rateFor, rateWords, sameCountry, shareOfLine, taxedLine, taxOf, totalWords, vatLabel, vatOn, type TaxSettings } from './tax';

const line = (lineTotal: number, partNumber: string | null = null) => ({ lineTotal, partNumber });
const settings: TaxSettings = { country: 'United Kingdom', rate: 20, countryRates: { Ireland: 23, Germany: 19, Canada: 0 }, zeroRated: ['bk-101'] };
const consumer = { vatNumber: null };
const company = { vatNumber: 'DE123456789' };

describe('VAT on an order', () => {
  it('charges the shop country its rate on each line, in cents, and adds the lines up', () => {
    const tax = taxOf(settings, [line(36), line(120, 'HT-DRL-18V')], 'United Kingdom', consumer);
    expect(tax.lines).toEqual([
      { rate: 20, net: 3600, tax: 720, gross: 4320 },
      { rate: 20, net: 12000, tax: 2400, gross: 14400 },
    ]);
    expect(tax).toMatchObject({ country: 'United Kingdom', reverseCharge: false, net: 15600, tax: 3120, gross: 18720 });
  });

  it('knows a country by the names people write in addresses', () => {
    for (const name of ['UK', 'u.k.', 'GB', 'Great Britain', 'England', 'Scotland', 'the United Kingdom', 'The United Kingdom of Great Britain and Northern Ireland']) {
      expect(sameCountry(name, 'United Kingdom'), name).toBe(true);
    }
    const others: [string, string[]][] = [
      ['United States', ['US', 'USA', 'United States of America', 'America']],
      ['Ireland', ['Éire', 'IE', 'Republic of Ireland']],
      ['Germany', ['Deutschland', 'DE']],
      ['France', ['FR']],
      ['Netherlands', ['NL', 'Holland', 'The Netherlands']],
      ['Spain', ['España', 'ES']],
      ['Italy', ['Italia', 'IT']],
      ['Canada', ['CA']],
      ['United Kingdom', ['Britain', 'Wales', 'Northern Ireland']],
    ];
    for (const [country, names] of others) for (const name of names) expect(sameCountry(name, country), name).toBe(true);
    expect(sameCountry('Éire', 'Ireland')).toBe(true);
    expect(sameCountry('Holland', 'The Netherlands')).toBe(true);
    expect(sameCountry('Ireland', 'Northern Ireland')).toBe(false);
    expect(sameCountry('Germany', 'United Kingdom')).toBe(false);
  });

  it("is the United Kingdom's 20% by default, with no other rates and nothing zero-rated", () => {
    expect(DEFAULT_TAX).toEqual({ country: 'United Kingdom', rate: 20, countryRates: {}, zeroRated: [] });
  });

  it('says what an order costs with its VAT, or its total for an order from before VAT', () => {
    expect(totalWords({ totalPrice: 12, tax: { country: 'United Kingdom', reverseCharge: false, lines: [], net: 1200, tax: 240, gross: 1440 } })).toBe('$14.40');
    expect(totalWords({ totalPrice: 12, tax: null })).toBe('$12.00');
  });

  it("charges another country its own rate where one is configured, else the shop's", () => {
    expect(rateFor(settings, 'ireland')).toBe(23);
    expect(rateFor(settings, 'Deutschland')).toBe(19);
    expect(rateFor(settings, 'Canada')).toBe(0);
    expect(rateFor(settings, 'France')).toBe(20);
    expect(taxOf(settings, [line(100)], 'Germany', consumer)).toMatchObject({ reverseCharge: false, net: 10000, tax: 1900, gross: 11900 });
  });

  it('charges zero-rated parts nothing, whatever the case of their number', () => {
    const tax = taxOf(settings, [line(50, 'BK-101'), line(50, 'HT-1')], 'UK', consumer);
    expect(tax.lines.map((taxed) => taxed.rate)).toEqual([0, 20]);
    expect(tax).toMatchObject({ net: 10000, tax: 1000, gross: 11000 });
  });

  it('leaves the VAT to a company with a VAT number delivered abroad (reverse charge), and only then', () => {
    const abroad = taxOf(settings, [line(100), line(40)], 'Germany', company);
    expect(abroad).toMatchObject({ reverseCharge: true, net: 14000, tax: 0, gross: 14000 });
    expect(abroad.lines.every((taxed) => taxed.rate === 0)).toBe(true);
    expect(taxOf(settings, [line(100)], 'England', company)).toMatchObject({ reverseCharge: false, tax: 2000 });
    expect(taxOf(settings, [line(100)], 'Germany', consumer)).toMatchObject({ reverseCharge: false, tax: 1900 });
  });

  it('rounds each line to the nearest cent, half up, and never loses a cent on large amounts', () => {
    expect(vatOn(100, 17.5)).toBe(18);
    expect(vatOn(100, 17.4)).toBe(17);
    expect(vatOn(333, 5)).toBe(17);
    expect(vatOn(330, 5)).toBe(17);
    expect(vatOn(329, 5)).toBe(16);
    expect(vatOn(999_999_999_999_999, 20)).toBe(200_000_000_000_000);
    expect(vatOn(999_999_999_999_995, 20)).toBe(199_999_999_999_999);
    expect(shareOf(10, 1, 4)).toBe(3);
    expect(shareOf(10, 1, 3)).toBe(3);
    expect(shareOf(10, 2, 3)).toBe(7);
  });

  it('shares a line among its units so that refunding them one by one comes to the line exactly', () => {
    const taxed = taxedLine(1000, 20);
    const shares = [0, 1, 2].map((before) => shareOfLine(taxed, 3, before, 1));
    expect(shares.map((share) => share.net)).toEqual([333, 334, 333]);
    expect(shares.reduce((sum, share) => sum + share.gross, 0)).toBe(taxed.gross);
    expect(shares.reduce((sum, share) => sum + share.tax, 0)).toBe(taxed.tax);
    expect(shareOfLine(taxed, 3, 0, 3)).toEqual(taxed);
    expect(shareOfLine(taxed, 3, 1, 2)).toEqual({ rate: 20, net: 667, tax: 133, gross: 800 });
  });

  it('charges a card the gross, or the total of an order from before VAT', () => {
    expect(amountDue({ tax: taxOf(DEFAULT_TAX, [line(12)], 'UK', consumer), totalPrice: 12 })).toBe(1440);
    expect(amountDue({ tax: null, totalPrice: 12 })).toBe(1200);
  });

  it('labels the VAT row by the rate the lines share, or says reverse charge', () => {
    expect(vatLabel(taxOf(settings, [line(1), line(2)], 'UK', consumer))).toBe('VAT 20%');
    expect(vatLabel(taxOf(settings, [line(1), line(2, 'BK-101')], 'UK', consumer))).toBe('VAT');
    expect(vatLabel(taxOf(settings, [line(1)], 'Germany', company))).toBe('VAT (reverse charge)');
    expect(rateWords(7.7)).toBe('7.7%');
    expect(rateWords(20)).toBe('20%');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(1400)).toBe('$14.00');
  });
});
