import { Link } from '@tanstack/react-router';
import type { Product } from '../../core/domain/product';
import { quoteMessages } from '../../core/domain/quote';
import { buttonClass } from '../components/button';
import { RequestQuote } from './request-quote';

export interface QuoteOfferProps {
  product: Pick<Product, '_id' | 'name' | 'partNumber' | 'max'>;
  /** The quantity chosen, above the product's maximum. */
  quantity: number;
  /** Signed in; null for a visitor, who signs in first; undefined while that is being checked. */
  customer: unknown;
}

/** Beside the spec's 'Maximum Quantity Exceeded': more than the shop sells online is asked for as a quote. */
export function QuoteOffer({ product, quantity, customer }: QuoteOfferProps) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line bg-canvas p-4">
      <p className="text-sm text-ink-soft">{quoteMessages.moreThanOnline(product.max)}</p>
      {customer === null ? (
        // They come back to the product with the quantity they chose.
        <Link to="/login" search={{ redirect: `/productDetail/${product._id}?quantity=${quantity}` }} className={buttonClass('secondary', 'md', 'self-start')}>
          Sign in to request a quote
        </Link>
      ) : (
        <RequestQuote lines={[{ productId: product._id, name: product.name, partNumber: product.partNumber, quantity }]} waits={customer === undefined} />
      )}
    </div>
  );
}
