import { getRouteApi } from '@tanstack/react-router';
import { CategoryPage } from '../catalogue/category-page';

const route = getRouteApi('/category/$id');

/** /category/:id: public, like the product pages it links to. */
export function CategoryRoute() {
  const { id } = route.useParams();
  return <CategoryPage key={id} id={id} />;
}
