import { shownCents } from '../../core/domain/shown-prices';
import { formatCents } from '../../core/domain/money';
import { DEFAULT_TAX } from '../../core/domain/tax';

/** A net price of whole dollars as the story shop shows a visitor or a customer: with the United Kingdom's 20% VAT, $14 as $16.80. */
export const withVat = (net: number) => formatCents(shownCents({ settings: DEFAULT_TAX, basis: 'inc-vat' }, null, net));

/** A net price as a trade account's buyer reads it: without VAT, in dollars and cents. */
export const exVat = (net: number) => formatCents(shownCents({ settings: DEFAULT_TAX, basis: 'ex-vat' }, null, net));
