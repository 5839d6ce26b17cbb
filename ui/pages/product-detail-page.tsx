import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { soldTo } from '../../core/domain/trade-account';
import { useBuyerPrices } from '../trade/use-buyer-prices';
import { Link } from '@tanstack/react-router';
import { ProductBreadcrumbs } from '../catalogue/product-breadcrumbs';
import { ProductDetailView } from '../catalogue/product-detail-view';
import { ProductOrdering } from '../ordering/product-ordering';
import { ProductReviews } from '../reviews/product-reviews';
import { buttonClass } from '../components/button';
import { Container } from '../components/container';
import { useDocumentTitle } from '../components/page-shell';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { messageOf } from '../error-message';
import { catalogueKeys, productQuery } from '../queries/catalogue';
import { useTryAgain } from '../queries/use-try-again';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';

export interface ProductDetailPageProps {
  id: string;
  /** The signed-in customer, who may order; null for a visitor, who adds to the cart and signs in to purchase; undefined while the sign-in is being checked. */
  customer?: { email: string; displayName: string } | null;
  /** The quantity the order starts from (a visitor's choice, carried through signing in). */
  quantity?: number;
}

export function ProductDetailPage({ id, customer, quantity }: ProductDetailPageProps) {
  const api = useService(UI_TOKENS.ShopApi);
  const product = useQuery(productQuery(api, id));
  // A trade buyer sees, and orders at, their company's prices; the server prices the order the same way.
  const prices = useBuyerPrices();
  const sold = useMemo(() => product.data && soldTo(product.data, prices), [product.data, prices]);
  const tryAgain = useTryAgain(catalogueKeys.product(id));
  // What a search engine's result shows: the product's name and the shop's ('Name | Hartwell Tools').
  useDocumentTitle(product.data?.name ?? (product.isSuccess ? 'Product not found' : 'Product'));

  return (
    <Container className="py-10 sm:py-14">
      <ProductBreadcrumbs categoryId={product.data?.categoryId} />
      {product.isPending && (
        <LoadingState label="Loading the product" waiting={product.isFetching} />
      )}
      {product.isError && <ErrorState title="The product could not be loaded" message={messageOf(product.error)} onRetry={tryAgain} />}
      {product.isSuccess && !product.data && (
        <EmptyState
          title="We could not find that product"
          action={
            <Link to="/" className={buttonClass('primary')}>
              Browse the catalogue
            </Link>
          }
        >
          It may have been removed from the catalogue.
        </EmptyState>
      )}
      {product.isSuccess && product.data && sold && (
        <>
          <ProductDetailView product={sold} catalogue={prices ? product.data : undefined}>
            <ProductOrdering key={product.data._id} product={sold} customer={customer} quantity={quantity} />
          </ProductDetailView>
          <div className="mt-14">
            <ProductReviews key={product.data._id} productId={product.data._id} />
          </div>
        </>
      )}
    </Container>
  );
}
