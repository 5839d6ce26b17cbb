import type { Product } from '../../core/domain/product';
import { tradeMessages } from '../../core/domain/trade-account';
import { Badge } from '../components/badge';
import { useShownPrices } from '../catalogue/use-shown-prices';
import { useBuyerPrices } from './use-buyer-prices';

/** Under a trade buyer's price: that it is their company's, and the catalogue's beside it when it differs. */
export function TradePriceNote({ product, catalogue }: { product: Pick<Product, 'price'>; catalogue: Pick<Product, 'price' | 'partNumber'> }) {
  const was = useShownPrices().price(catalogue.partNumber, catalogue.price);
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink-soft">
      <Badge tone="info">{tradeMessages.tradePrice}</Badge>
      <span>{product.price < catalogue.price ? tradeMessages.catalogueWas(was ?? '…') : tradeMessages.sameAsCatalogue}</span>
    </p>
  );
}

/** Beside a cart's or a checkout's total, for a trade buyer: the prices are their company's. */
export function TradePricesApply() {
  return useBuyerPrices() ? <p className="text-xs font-semibold text-info">{tradeMessages.atTradePrices}</p> : null;
}
