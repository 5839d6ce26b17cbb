import type { ReactNode } from 'react';
import type { Product } from '../../core/domain/product';
import { formatCount } from '../format';
import { ShownPrice } from './shown-price';
import { useShownPrices } from './use-shown-prices';
import { StockStatus } from './stock-status';
import { PriceBreaksTable } from './price-breaks-table';
import { packMessages } from '../../core/domain/product';
import { TradePriceNote } from '../trade/trade-price-note';

/**
 * A product's picture and facts; the ordering controls sit in `children`. `catalogue` is the
 * product at the catalogue's prices when `product` is priced for a trade buyer.
 */
export function ProductDetailView({ product, catalogue, children }: { product: Product; catalogue?: Product; children?: ReactNode }) {
  const shown = useShownPrices();
  return (
    <article className="grid gap-10 lg:grid-cols-2">
      {/* As tall as its picture: not stretched to the facts beside it, no line gap under an inline image. */}
      <div className="self-start overflow-hidden rounded-card border border-line bg-surface shadow-card">
        <img src={product.image} alt={product.name} width={800} height={600} className="block h-auto w-full object-cover" />
      </div>
      <div className="flex flex-col gap-6">
        <div>
          <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{product.name}</h1>
          <p className="mt-2 text-sm text-muted">
            Part number <span className="font-mono font-semibold whitespace-nowrap text-ink">{product.partNumber}</span>
          </p>
          <p className="mt-3 text-3xl font-extrabold text-brand">
            <ShownPrice partNumber={product.partNumber} net={product.price} /> <span className="text-base font-medium text-muted">per unit, {shown.words}</span>
          </p>
          {catalogue && <TradePriceNote product={product} catalogue={catalogue} />}
          <StockStatus product={product} size="md" className="mt-3" />
        </div>
        <p className="text-lg leading-relaxed text-ink-soft">{product.description}</p>
        <PriceBreaksTable product={product} />
        <dl className={product.packSize > 1 ? 'grid grid-cols-2 gap-4 sm:grid-cols-3' : 'grid grid-cols-2 gap-4'}>
          <div className="rounded-lg border border-line bg-surface p-4">
            <dt className="text-sm text-muted">Maximum Quantity</dt>
            <dd className="text-2xl font-bold text-ink">{formatCount(product.max)}</dd>
          </div>
          <div className="rounded-lg border border-line bg-surface p-4">
            <dt className="text-sm text-muted">Minimum Quantity</dt>
            <dd className="text-2xl font-bold text-ink">{formatCount(product.min)}</dd>
          </div>
          {product.packSize > 1 && (
            <div className="col-span-2 rounded-lg border border-line bg-surface p-4 sm:col-span-1">
              <dt className="text-sm text-muted">Pack size</dt>
              <dd className="text-2xl font-bold text-ink">
                {formatCount(product.packSize)} <span className="sr-only">({packMessages.soldInPacks(product.packSize)})</span>
              </dd>
            </div>
          )}
        </dl>
        {children}
      </div>
    </article>
  );
}
