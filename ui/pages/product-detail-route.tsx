import { getRouteApi } from '@tanstack/react-router';
import { useAuth } from '../auth/auth-context';
import { RequireAuth } from '../auth/guards';
import { ProductDetailPage } from './product-detail-page';

const route = getRouteApi('/productDetail/$id');

export function ProductDetailRoute() {
  const { id } = route.useParams();
  const { user } = useAuth();
  return (
    <RequireAuth>
      <ProductDetailPage id={id} customer={user} />
    </RequireAuth>
  );
}
