import { centsOf, formatCents, shareOf } from './money';
import type { OrderLine } from './order-line';
import { partKey } from './trade-account';

/**
 * The shop's VAT, by configuration: its own country and rate, other delivery countries' rates, and
 * the part numbers sold zero-rated. Rates are percentages with at most two decimals (20, 5, 7.7).
 */
export interface TaxSettings {
  country: string;
  rate: number;
  /** Delivery countries charged a rate of their own, by name; any other country pays the shop's rate. */
  countryRates: Readonly<Record<string, number>>;
  /** Part numbers charged no VAT wherever they go. */
  zeroRated: readonly string[];
}

export const DEFAULT_TAX: TaxSettings = { country: 'United Kingdom', rate: 20, countryRates: {}, zeroRated: [] };

/** One line's tax, in cents: its net amount, the VAT at `rate` percent, and their sum. */
export interface TaxedLine {
  rate: number;
  net: number;
  tax: number;
  gross: number;
}

/**
 * An order's VAT as it was worked out when it was placed, never again from later rates: per line
 * and in total (the lines added up, so that every document agrees to the cent), in cents.
 */
export interface OrderTax {
  /** The delivery country the rates were chosen by, as the address gave it. */
  country: string;
  /** No VAT charged: a company registered for VAT, delivered to another country, accounts for it itself. */
  reverseCharge: boolean;
  lines: TaxedLine[];
  net: number;
  tax: number;
  gross: number;
}

/** Who buys, as far as VAT is concerned: a company's VAT number, when a trade account with one buys. */
export interface TaxBuyer {
  vatNumber: string | null;
}

// Other names people give a country in an address, by the key of the name the configuration uses.
const otherNames: Record<string, readonly string[]> = {
  unitedkingdom: ['uk', 'gb', 'greatbritain', 'britain', 'england', 'scotland', 'wales', 'northernireland', 'unitedkingdomofgreatbritainandnorthernireland'],
  unitedstates: ['us', 'usa', 'unitedstatesofamerica', 'america'],
  ireland: ['eire', 'ie', 'republicofireland'],
  germany: ['deutschland', 'de'],
  france: ['fr'],
  netherlands: ['nl', 'holland', 'thenetherlands'],
  spain: ['espana', 'es'],
  italy: ['italia', 'it'],
  canada: ['ca'],
};

/** A country's name reduced to what tells it apart: letters only, without case, accents or a leading "the". */
function keyOf(country: string): string {
  const letters = country.normalize('NFKD').replace(/[^A-Za-z]/g, '').toLowerCase();
  const key = letters.startsWith('the') && letters.length > 6 ? letters.slice(3) : letters;
  for (const [name, others] of Object.entries(otherNames)) if (others.includes(key)) return name;
  return key;
}

/** Whether two names, as people write them in addresses, are the same country ("UK" and "United Kingdom"). */
export const sameCountry = (a: string, b: string) => keyOf(a) === keyOf(b);

/** The rate a delivery to `country` pays: its own where the configuration gives one, else the shop's. */
export function rateFor(settings: TaxSettings, country: string): number {
  if (sameCountry(country, settings.country)) return settings.rate;
  const own = Object.entries(settings.countryRates).find(([name]) => sameCountry(name, country));
  return own ? own[1] : settings.rate;
}

/** Whether a company with a VAT number, delivered to another country than the shop's, accounts for the VAT itself. */
export const isReverseCharge = (settings: TaxSettings, buyer: TaxBuyer, country: string) => buyer.vatNumber !== null && !sameCountry(country, settings.country);

/** Whether the configuration sells this part number without VAT wherever it goes. */
export const isZeroRated = (settings: TaxSettings, partNumber: string | null) => partNumber !== null && settings.zeroRated.some((part) => partKey(part) === partKey(partNumber));

/** VAT at `rate` percent of `net` cents, to the nearest cent. */
export const vatOn = (net: number, rate: number) => shareOf(net, Math.round(rate * 100), 10_000);

/** One line's net, VAT and gross in cents, at `rate` percent. */
export function taxedLine(netCents: number, rate: number): TaxedLine {
  const tax = vatOn(netCents, rate);
  return { rate, net: netCents, tax, gross: netCents + tax };
}

/** The VAT of an order of these lines, delivered to `country`, bought by `buyer`: once, when it is placed. */
export function taxOf(settings: TaxSettings, lines: readonly Pick<OrderLine, 'lineTotal' | 'partNumber'>[], country: string, buyer: TaxBuyer): OrderTax {
  const reverseCharge = isReverseCharge(settings, buyer, country);
  const rate = rateFor(settings, country);
  const taxed = lines.map((line) => taxedLine(centsOf(line.lineTotal), reverseCharge || isZeroRated(settings, line.partNumber) ? 0 : rate));
  return { country, reverseCharge, lines: taxed, ...totalsOf(taxed) };
}

/** Lines' net, VAT and gross added up. */
export const totalsOf = (lines: readonly Omit<TaxedLine, 'rate'>[]) => ({
  net: lines.reduce((sum, line) => sum + line.net, 0),
  tax: lines.reduce((sum, line) => sum + line.tax, 0),
  gross: lines.reduce((sum, line) => sum + line.gross, 0),
});

/** What an order's card payment charges, in cents: its gross, or its total for an order from before VAT. */
export const amountDue = (order: { tax: OrderTax | null; totalPrice: number }) => order.tax?.gross ?? centsOf(order.totalPrice);

/**
 * The VAT of `units` of a line of `quantity` taxed as `line`: its share of the line's net and VAT,
 * rounded so that all of a line's units together come to the line exactly (the last units take
 * what the earlier ones left).
 */
export function shareOfLine(line: TaxedLine, quantity: number, alreadyTaken: number, units: number): TaxedLine {
  const upTo = (count: number) => ({ net: shareOf(line.net, count, quantity), tax: shareOf(line.tax, count, quantity) });
  const before = upTo(alreadyTaken);
  const after = upTo(alreadyTaken + units);
  const net = after.net - before.net;
  const tax = after.tax - before.tax;
  return { rate: line.rate, net, tax, gross: net + tax };
}

/** Rates as people read them: 20%, 7.7%. */
export const rateWords = (rate: number) => `${Number(rate.toFixed(2))}%`;

export const taxMessages = {
  reverseCharge: 'Reverse charge: the customer accounts for the VAT',
  incVat: 'inc. VAT',
  exVat: 'ex VAT',
} as const;

/** How a total's VAT row is labelled: its rate when the lines share one ("VAT 20%"), reverse charge when none was charged. */
export function vatLabel(tax: Pick<OrderTax, 'lines' | 'reverseCharge'>): string {
  if (tax.reverseCharge) return 'VAT (reverse charge)';
  const rates = [...new Set(tax.lines.map((line) => line.rate))];
  return rates.length === 1 ? `VAT ${rateWords(rates[0])}` : 'VAT';
}

/** What an order costs as the shop shows it, VAT included: $1,440.00. */
export const totalWords = (order: { tax: OrderTax | null; totalPrice: number }) => formatCents(amountDue(order));
