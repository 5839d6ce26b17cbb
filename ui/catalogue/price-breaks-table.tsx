import type { Product } from '../../core/domain/product';
import { priceTiers, tierText, volumePriceWords } from '../../core/domain/volume-prices';
import { ShownPrice } from './shown-price';
import { useShownPrices } from './use-shown-prices';

/** A product's unit price by quantity, its own price first; nothing for a product with one price for every quantity. */
export function PriceBreaksTable({ product }: { product: Pick<Product, 'price' | 'priceBreaks' | 'min' | 'max' | 'packSize' | 'partNumber'> }) {
  const shown = useShownPrices();
  if (product.priceBreaks.length === 0) return null;
  const tiers = priceTiers(product);
  return (
    <table className="w-full overflow-hidden rounded-lg border border-line bg-surface text-left">
      <caption className="mb-2 text-left text-sm font-semibold text-ink-soft">{volumePriceWords.tableCaption}</caption>
      <thead className="bg-canvas text-sm text-muted">
        <tr>
          <th scope="col" className="px-4 py-2 font-semibold">
            {volumePriceWords.quantity}
          </th>
          <th scope="col" className="px-4 py-2 text-right font-semibold">
            {shown.headed(volumePriceWords.unitPrice)}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {tiers.map((tier, at) => (
          <tr key={tier.from}>
            <td className="px-4 py-2 text-ink tabular-nums">{tierText(tier, at === tiers.length - 1)}</td>
            <td className="px-4 py-2 text-right font-bold text-ink tabular-nums"><ShownPrice partNumber={product.partNumber} net={tier.price} /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
