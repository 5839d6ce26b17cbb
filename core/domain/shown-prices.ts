import { centsOf, formatCents } from './money';
import { isZeroRated, taxedLine, taxMessages, type TaxSettings } from './tax';

/**
 * Prices as each reader is shown them: visitors and customers with VAT, as they pay it; a trade
 * account's buyers without, as a company that reclaims VAT compares prices. The catalogue keeps
 * net prices; the VAT shown before an order is placed is the shop's own country's, since no
 * delivery address is known yet (checkout works out the order's own once one is chosen).
 */
export type PriceBasis = 'inc-vat' | 'ex-vat';

/** How a reader is shown prices: the shop's VAT and whether it is added. */
export interface PriceShowing {
  settings: TaxSettings;
  basis: PriceBasis;
}

/** A trade account's buyers read prices without VAT; everyone else with it. */
export const basisFor = (tradeBuyer: boolean): PriceBasis => (tradeBuyer ? 'ex-vat' : 'inc-vat');

/** The rate a product pays delivered in the shop's own country: none for a zero-rated part. */
export const homeRate = (settings: TaxSettings, partNumber: string | null) => (isZeroRated(settings, partNumber) ? 0 : settings.rate);

/** A net amount of whole dollars at `rate` percent, in cents as a reader on `basis` is shown it. */
export const shownAtRate = (basis: PriceBasis, rate: number, net: number) => (basis === 'ex-vat' ? centsOf(net) : taxedLine(centsOf(net), rate).gross);

/** A net amount of whole dollars of the part `partNumber`, in cents as the reader is shown it. */
export const shownCents = (showing: PriceShowing, partNumber: string | null, net: number) => shownAtRate(showing.basis, homeRate(showing.settings, partNumber), net);

/** An amount worked out with its VAT (a line of an order, or the order), as a reader on `basis` is shown it: its net, or its gross. */
export const shownOfTaxed = (basis: PriceBasis, taxed: { net: number; gross: number }) => (basis === 'ex-vat' ? taxed.net : taxed.gross);

/** The same in words: $14.40. */
export const shownPrice = (showing: PriceShowing, partNumber: string | null, net: number) => formatCents(shownCents(showing, partNumber, net));

/** What a price shown on `basis` says it holds: "inc. VAT" or "ex VAT". */
export const basisWords = (basis: PriceBasis) => (basis === 'inc-vat' ? taxMessages.incVat : taxMessages.exVat);

/** A column of prices headed with its basis: "Unit price (inc. VAT)". */
export const headedWithBasis = (heading: string, basis: PriceBasis) => `${heading} (${basisWords(basis)})`;

/** Lines' net totals added up as the reader is shown them, in cents: each line with its own VAT. */
export const shownTotal = (showing: PriceShowing, lines: readonly { partNumber: string | null; lineTotal: number }[]) =>
  lines.reduce((sum, line) => sum + shownCents(showing, line.partNumber, line.lineTotal), 0);
