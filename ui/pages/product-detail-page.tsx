import { Link } from '@tanstack/react-router';
import { ProductDetailView } from '../catalogue/product-detail-view';
import { ProductOrdering } from '../ordering/product-ordering';
import { ProductReviews } from '../reviews/product-reviews';
import { buttonClass } from '../components/button';
import { Container } from '../components/container';
import { useDocumentTitle } from '../components/page-shell';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { useAsync } from '../hooks/use-async';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';

export interface ProductDetailPageProps {
  id: string;
  /** The signed-in customer, who may order; without one the product is only shown. */
  customer?: { email: string; displayName: string } | null;
}

export function ProductDetailPage({ id, customer }: ProductDetailPageProps) {
  const api = useService(UI_TOKENS.CatalogueApi);
  const product = useAsync(() => api.getProduct(id), [api, id]);
  useDocumentTitle(product.status === 'success' && product.data ? product.data.name : 'Product');

  return (
    <Container className="py-10 sm:py-14">
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-muted">
        <Link to="/" hash="tools" className="font-semibold text-brand hover:underline">
          ← All tools
        </Link>
      </nav>
      {product.status === 'loading' && <LoadingState label="Loading the product" />}
      {product.status === 'error' && <ErrorState title="The product could not be loaded" message={product.error.message} onRetry={product.retry} />}
      {product.status === 'success' && !product.data && (
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
      {product.status === 'success' && product.data && (
        <>
          <ProductDetailView product={product.data}>
            {customer && <ProductOrdering key={product.data._id} product={product.data} customer={customer} />}
          </ProductDetailView>
          <div className="mt-14">
            <ProductReviews key={product.data._id} productId={product.data._id} />
          </div>
        </>
      )}
    </Container>
  );
}
