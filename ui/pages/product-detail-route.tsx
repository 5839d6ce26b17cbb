import { getRouteApi } from '@tanstack/react-router';
import { useAuth } from '../auth/auth-context';
import { ProductDetailPage } from './product-detail-page';

const route = getRouteApi('/productDetail/$id');

/** /productDetail/:id: public, for visitors and search engines; Purchase asks a visitor to sign in. */
export function ProductDetailRoute() {
  const { id } = route.useParams();
  const { status, user } = useAuth();
  return <ProductDetailPage id={id} customer={status === 'loading' ? undefined : user} />;
}
