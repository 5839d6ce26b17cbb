import { Link } from '@tanstack/react-router';
import { availability, stockMessages, type CatalogueProduct } from '../../core/domain/product';
import { useCart } from '../cart/cart-context';
import { Button, buttonClass } from '../components/button';
import { PartNumber } from '../components/part-number';
import { formatCount, formatCounted } from '../format';
import { PricePending } from './shown-price';
import { useShownPrices } from './use-shown-prices';
import { StockStatus } from './stock-status';
import { soldTo, tradeMessages } from '../../core/domain/trade-account';
import { useBuyerPrices } from '../trade/use-buyer-prices';

function CustomerCount({ count }: { count: number }) {
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted">
      <svg aria-hidden viewBox="0 0 20 20" className="size-4 text-steel" fill="currentColor">
        <path d="M7 9a3 3 0 100-6 3 3 0 000 6zm6 0a2.5 2.5 0 100-5 2.5 2.5 0 000 5zM1.5 16c0-3 2.5-5 5.5-5s5.5 2 5.5 5v1h-11v-1zm12.2 1v-1c0-1.6-.6-3-1.6-4 .4-.1.8-.1 1.2-.1 2.5 0 4.7 1.7 4.7 4.2v.9h-4.3z" />
      </svg>
      {count === 0 ? 'Be the first to order' : `${formatCounted(count, 'customer', 'customers')} ordered`}
    </p>
  );
}

/** Puts the product's minimum quantity in the cart, a visitor's too (the product page takes another quantity). */
function AddToCart({ product }: { product: CatalogueProduct }) {
  const cart = useCart();
  return (
    <Button
      variant="secondary"
      className="w-full"
      aria-label={`Add to cart: ${product.name}`}
      // Until the browser knows whose cart it is.
      disabled={cart.owner === null}
      onClick={() => cart.send({ type: 'ADD', product, quantity: product.min })}
    >
      Add to cart
    </Button>
  );
}

/** The unit price a buyer pays for the product's first units, with VAT or without as they read prices: their company's for a trade buyer, said so. */
function CardPrice({ product }: { product: CatalogueProduct }) {
  const prices = useBuyerPrices();
  const shown = useShownPrices();
  const { price } = soldTo(product, prices);
  const text = shown.price(product.partNumber, price);
  const label = prices ? tradeMessages.tradePrice : 'Price';
  return (
    <p className="flex shrink-0 flex-col items-end text-lg font-extrabold text-brand" aria-label={text ? `${label} ${text} ${shown.words}` : label}>
      {text ?? <PricePending />}
      <span className={prices ? 'text-xs font-semibold text-info' : 'text-xs font-medium text-muted'}>{prices ? `${tradeMessages.tradePrice}, ${shown.words}` : shown.words}</span>
    </p>
  );
}

/** One product in the catalogue grid. */
export function ProductCard({ product }: { product: CatalogueProduct }) {
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition-shadow hover:shadow-raised">
      {/* The picture leads to the product too; the name is its link for keyboards and screen readers. */}
      <Link to="/productDetail/$id" params={{ id: product._id }} tabIndex={-1} aria-hidden="true" className="block aspect-[4/3] overflow-hidden bg-canvas">
        <img
          src={product.image}
          alt={product.name}
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="text-lg leading-snug font-bold text-ink wrap-anywhere">
              <Link to="/productDetail/$id" params={{ id: product._id }} className="hover:text-brand hover:underline">
                {product.name}
              </Link>
            </h3>
            <PartNumber partNumber={product.partNumber} />
          </div>
          <CardPrice product={product} />
        </div>
        <div className="rounded-lg bg-canvas px-3 py-2 text-sm">
          <p className="font-semibold text-ink-soft">Order between</p>
          <dl className="mt-1 grid grid-cols-2 gap-2 text-muted">
            <div>
              <dt className="text-xs">Maximum Quantity</dt>
              <dd className="font-bold text-ink">{formatCount(product.max)}</dd>
            </div>
            <div>
              <dt className="text-xs">Minimum Quantity</dt>
              <dd className="font-bold text-ink">{formatCount(product.min)}</dd>
            </div>
          </dl>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CustomerCount count={product.customerCount} />
          <StockStatus product={product} />
        </div>
        {availability(product).kind === 'out' ? (
          // Nothing to buy now: a plain link to the product's page, not the orange call to buy.
          <Link
            to="/productDetail/$id"
            params={{ id: product._id }}
            className={buttonClass('secondary', 'md', 'mt-auto w-full')}
            aria-label={`${stockMessages.outOfStock}: see ${product.name}`}
          >
            {stockMessages.outOfStock}: see details
          </Link>
        ) : (
          <div className="mt-auto flex flex-col gap-2">
            <Link to="/productDetail/$id" params={{ id: product._id }} className={buttonClass('primary', 'md', 'w-full')} aria-label={`Buy Now: ${product.name}`}>
              Buy Now
            </Link>
            <AddToCart product={product} />
          </div>
        )}
      </div>
    </article>
  );
}
