import { getRouteApi } from '@tanstack/react-router';
import { useAuth } from '../auth/auth-context';
import { ProductDetailPage } from './product-detail-page';

const route = getRouteApi('/productDetail/$id');

/** `?quantity=` as the address bar holds it (the router reads `3` as a number): a whole number of units, or none. */
const quantityOf = (value: unknown) => {
  const quantity = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof quantity === 'number' && Number.isSafeInteger(quantity) && quantity > 0 ? quantity : undefined;
};

/** /productDetail/:id: public, for visitors and search engines; Purchase asks a visitor to sign in, and they come back with their quantity. */
export function ProductDetailRoute() {
  const { id } = route.useParams();
  const { quantity } = route.useSearch() as { quantity?: unknown };
  const { status, user } = useAuth();
  return <ProductDetailPage id={id} customer={status === 'loading' ? undefined : user} quantity={quantityOf(quantity)} />;
}
