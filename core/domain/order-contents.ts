import { headlineOf, unitsOf, type OrderLine } from './order-line';

/** How many lines a list's row or a short summary names before it says how many more: a cart of 100 lines stays one row. */
export const LINES_NAMED = 3;

/**
 * The lines a row names and how many it leaves out: all of them up to `most`, else one fewer and
 * "and N more", so that "and 1 more" never takes the place of the one line it stands for.
 */
export function linesNamed<T>(lines: readonly T[], most = LINES_NAMED): { named: readonly T[]; more: number } {
  if (lines.length <= most) return { named: lines, more: 0 };
  const named = lines.slice(0, Math.max(1, most - 1));
  return { named, more: lines.length - named.length };
}

/** The lines a row leaves out, in words: "and 4 more products". */
export const moreProducts = (count: number) => `and ${count.toLocaleString('en-US')} more ${count === 1 ? 'product' : 'products'}`;

/** Units in words: "1 unit", "7 units". */
export const unitsInWords = (units: number) => `${units.toLocaleString('en-US')} ${units === 1 ? 'unit' : 'units'}`;

/**
 * What an order holds, in one phrase for a sentence, a dialog or a subject: a one-line order as the
 * spec's one-product order always read ("3 × Bench Vice"); several lines by the first product, how
 * many more and the units ("Circular Saw 185 mm and 2 more products, 7 units").
 */
export function contentsOf(lines: readonly Pick<OrderLine, 'name' | 'quantity'>[]): string {
  if (lines.length === 0) return '';
  return lines.length === 1 ? `${lines[0].quantity} × ${lines[0].name}` : `${headlineOf(lines)}, ${unitsInWords(unitsOf(lines))}`;
}
