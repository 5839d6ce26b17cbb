import { useQuery } from '@tanstack/react-query';
import { basisFor, basisWords, headedWithBasis, shownAtRate, shownCents, shownOfTaxed, type PriceBasis, type PriceShowing } from '../../core/domain/shown-prices';
import { formatCents } from '../../core/domain/money';
import { taxSettingsQuery } from '../queries/tax';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { useIsTradeBuyer } from '../trade/use-buyer-prices';

/** Prices as this reader is shown them; `price` answers null until the shop's VAT is read, rather than a price without it. */
export interface ShownPrices {
  basis: PriceBasis;
  /** "inc. VAT" or "ex VAT". */
  words: string;
  showing: PriceShowing | null;
  /** A net amount of whole dollars of the part, in words as shown: $14.40. */
  price(partNumber: string | null, net: number): string | null;
  /** The same in cents. */
  cents(partNumber: string | null, net: number): number | null;
  /** A net amount of whole dollars at `rate` percent (the delivery country's), in words as shown. */
  at(rate: number, net: number): string | null;
  /** An amount worked out with its VAT (an order's line, or the order), in words as shown: its net or its gross. */
  ofTaxed(taxed: { net: number; gross: number }): string | null;
  /** A heading with the basis: "Price each (inc. VAT)". */
  headed(heading: string): string;
}

/** Visitors and customers read prices with VAT, a trade account's buyers without (core/domain/shown-prices.ts). */
export function useShownPrices(): ShownPrices {
  const api = useService(UI_TOKENS.ShopApi);
  const settings = useQuery(taxSettingsQuery(api)).data;
  // Until the shop has said whether the reader buys for a company, no price: not one on the wrong basis.
  const tradeBuyer = useIsTradeBuyer();
  const basis = basisFor(tradeBuyer === true);
  const showing = settings && tradeBuyer !== null ? { settings, basis } : null;
  const cents = (partNumber: string | null, net: number) => (showing ? shownCents(showing, partNumber, net) : null);
  return {
    basis,
    words: basisWords(basis),
    showing,
    cents,
    price: (partNumber, net) => {
      const amount = cents(partNumber, net);
      return amount === null ? null : formatCents(amount);
    },
    at: (rate, net) => (showing ? formatCents(shownAtRate(basis, rate, net)) : null),
    ofTaxed: (taxed) => (showing ? formatCents(shownOfTaxed(basis, taxed)) : null),
    headed: (heading) => headedWithBasis(heading, basis),
  };
}
