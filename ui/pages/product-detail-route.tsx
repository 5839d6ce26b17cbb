import { getRouteApi } from '@tanstack/react-router';
import { RequireAuth } from '../auth/guards';
import { ProductDetailPage } from './product-detail-page';

const route = getRouteApi('/productDetail/$id');

export function ProductDetailRoute() {
  const { id } = route.useParams();
  return (
    <RequireAuth>
      <ProductDetailPage id={id} />
    </RequireAuth>
  );
}
