import * as v from 'valibot';
import { requiredInteger } from './validation';

/**
 * Volume prices: from a quantity on, one unit costs less. A product's own price holds from its
 * minimum up to its first break; each break runs from `from` to `to` (null: to the maximum).
 */
export interface PriceBreak {
  from: number;
  /** The last quantity at this price; null when it runs to the product's maximum. */
  to: number | null;
  /** Whole dollars for one unit. */
  price: number;
}

/** What a line's unit price is read from. */
export interface Pricing {
  /** Whole dollars for one unit below the first break. */
  price: number;
  priceBreaks: PriceBreak[];
}

/** What the breaks are checked against: the product's price, its bounds and its pack size. */
export type PricedTerms = Pricing & { min: number; max: number; packSize: number };

/** A product has at most this many breaks: a trade price list has three or four. */
export const MAX_PRICE_BREAKS = 10;

/** A break's quantities in words: "10–49", or "50 and more" when it runs to the maximum. */
export function rangeText({ from, to }: Pick<PriceBreak, 'from' | 'to'>) {
  const count = (n: number) => n.toLocaleString('en-US');
  return to === null ? `${count(from)} and more` : from === to ? count(from) : `${count(from)}–${count(to)}`;
}

/** A row of the price table in words: the last reads "50 and more", as the maximum is told beside the table. */
export const tierText = (tier: PriceTier, last: boolean) => rangeText({ from: tier.from, to: last && tier.to > tier.from ? null : tier.to });

export const priceBreakMessages = {
  tooMany: `A product can have at most ${MAX_PRICE_BREAKS} price breaks`,
  endsBeforeStart: (b: PriceBreak) => `The break from ${b.from} ends before it starts (at ${b.to})`,
  firstAtMinimum: (first: PriceBreak, min: number) =>
    `The first break (${rangeText(first)}) must start above the minimum quantity, ${min}: up to it the product's price applies`,
  overlap: (earlier: PriceBreak, later: PriceBreak) => `The breaks ${rangeText(earlier)} and ${rangeText(later)} overlap: start each break right after the one before it ends`,
  gap: (from: number, to: number) => `Nothing is priced from ${from} to ${to}: start each break right after the one before it ends`,
  shortOfMaximum: (from: number, max: number) =>
    `Nothing is priced from ${from} to the maximum quantity, ${max}: end the last break at ${max} or leave its end empty`,
  aboveMaximum: (b: PriceBreak, max: number) => `The break ${rangeText(b)} starts above the maximum quantity, ${max}: no order could reach it`,
  notLower: (b: PriceBreak, before: number) =>
    `The break ${rangeText(b)} must cost less per unit than the quantities before it ($${before.toLocaleString('en-US')}): a larger quantity never costs more`,
  notInPacks: (b: PriceBreak, packSize: number) => `The break ${rangeText(b)} must start at a multiple of the pack size, ${packSize}`,
} as const;

/** Breaks in a line of text, as a catalogue file's cell and the audit log write them: "10-49: 11; 50+: 10" (with `$` before each price when asked). */
export const breaksText = (breaks: readonly PriceBreak[], { dollars = false } = {}) =>
  breaks.map((b) => `${b.from}${b.to === null ? '+' : `-${b.to}`}: ${dollars ? '$' : ''}${b.price}`).join('; ');

/** What the pages say of volume prices. */
export const volumePriceWords = {
  /** Beside a unit price that a line's quantity lowered. */
  atVolumePrice: 'Volume price',
  tableCaption: 'Price by quantity',
  quantity: 'Quantity',
  unitPrice: 'Price each',
  /** Under a quantity that a larger one would make cheaper per unit. */
  /** `price` as the reader is shown it. */
  nextBreak: (from: number, price: string) => `Order ${from} or more for ${price} each`,
} as const;

/** The next break a quantity would reach, or null when it is at the lowest price already. */
export function nextBreak({ priceBreaks }: Pick<Pricing, 'priceBreaks'>, quantity: number, max: number): PriceBreak | null {
  return priceBreaks.find((b) => b.from > quantity && b.from <= max) ?? null;
}

/** Why these breaks cannot price the product, in the admin's words, or null when they can. */
export function whyNotPriced({ price, priceBreaks, min, max, packSize }: PricedTerms): string | null {
  if (priceBreaks.length > MAX_PRICE_BREAKS) return priceBreakMessages.tooMany;
  let before: PriceBreak = { from: min, to: priceBreaks[0] ? priceBreaks[0].from - 1 : null, price };
  for (const [index, b] of priceBreaks.entries()) {
    if (b.to !== null && b.to < b.from) return priceBreakMessages.endsBeforeStart(b);
    if (index === 0 && b.from <= min) return priceBreakMessages.firstAtMinimum(b, min);
    if (before.to === null || b.from <= before.to) return priceBreakMessages.overlap(before, b);
    if (b.from > before.to + 1) return priceBreakMessages.gap(before.to + 1, b.from - 1);
    if (b.from > max) return priceBreakMessages.aboveMaximum(b, max);
    if (b.from % packSize !== 0) return priceBreakMessages.notInPacks(b, packSize);
    if (b.price >= before.price) return priceBreakMessages.notLower(b, before.price);
    before = b;
  }
  const last = priceBreaks.at(-1);
  if (last?.to != null && last.to < max) return priceBreakMessages.shortOfMaximum(last.to + 1, max);
  return null;
}

/** Whole dollars for one unit when `quantity` are ordered: the price of the last break it reaches, or the product's own. */
export function unitPriceAt({ price, priceBreaks }: Pricing, quantity: number): number {
  let unit = price;
  for (const b of priceBreaks) if (quantity >= b.from) unit = b.price;
  return unit;
}

/** A row of the table a product page shows: the quantities and what one unit costs at them. */
export interface PriceTier {
  from: number;
  /** The last quantity at this price, the maximum at most. */
  to: number;
  price: number;
}

/** The product's prices by quantity, its own price first, each range cut at the maximum; one row when it has no breaks. */
export function priceTiers({ price, priceBreaks, min, max }: PricedTerms): PriceTier[] {
  const first = { from: min, to: priceBreaks.length > 0 ? priceBreaks[0].from - 1 : max, price };
  return [first, ...priceBreaks.map((b) => ({ from: b.from, to: Math.min(b.to ?? max, max), price: b.price }))];
}

// Forms send strings, JSON sends numbers: both are read, as every number the shop is sent.
const breakNumber = (what: string) => v.pipe(requiredInteger(`${what} is required`), v.minValue(1, `${what} must be at least 1`));

/** One break as an admin sends it (a blank last quantity: to the maximum); how it fits the others and the product is `whyNotPriced`'s to say. */
export const priceBreakSchema = v.object({
  from: breakNumber('The first quantity of a break'),
  to: v.pipe(
    v.optional(v.nullable(v.union([v.number(), v.string()], 'The last quantity of a break must be a number, or left empty')), null),
    v.transform((to) => (to === null || String(to).trim() === '' ? null : Number(to))),
    v.nullable(v.pipe(v.number('The last quantity of a break must be a number, or left empty'), v.safeInteger('Use a whole number'), v.minValue(1, 'The last quantity of a break must be at least 1'))),
  ),
  price: breakNumber('The price of a break'),
});

export const priceBreaksSchema = v.pipe(v.array(priceBreakSchema, 'Send the price breaks as a list'), v.maxLength(MAX_PRICE_BREAKS, priceBreakMessages.tooMany));
