import { useQuery } from '@tanstack/react-query';
import { basisFor, basisWords, headedWithBasis, shownCents, type PriceBasis, type PriceShowing } from '../../core/domain/shown-prices';
import { formatCents } from '../../core/domain/money';
import { taxSettingsQuery } from '../queries/tax';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { useBuyerPrices } from '../trade/use-buyer-prices';

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
  /** A heading with the basis: "Price each (inc. VAT)". */
  headed(heading: string): string;
}

/** Visitors and customers read prices with VAT, a trade account's buyers without (core/domain/shown-prices.ts). */
export function useShownPrices(): ShownPrices {
  const api = useService(UI_TOKENS.ShopApi);
  const settings = useQuery(taxSettingsQuery(api)).data;
  const basis = basisFor(useBuyerPrices() !== null);
  const showing = settings ? { settings, basis } : null;
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
    headed: (heading) => headedWithBasis(heading, basis),
  };
}
