import { queryOptions } from '@tanstack/react-query';
import type { ShopApi } from '../../core/ports/browser/shop-api';
import { catalogueKeys } from './catalogue';
import { pagedQuery } from './pages';

// Under the catalogue's keys: a catalogue write (a product moved, a category renamed) reads them again.
export const categoryKeys = {
  list: [...catalogueKeys.all, 'categories'] as const,
  page: (id: string, pageSize: number) => [...catalogueKeys.all, 'category', id, pageSize] as const,
};

/** Every category in the tree's order; they change seldom, so a read is kept for a few minutes. */
export const categoriesQuery = (api: ShopApi) =>
  queryOptions({ queryKey: categoryKeys.list, queryFn: () => api.call('listCategories', {}).then((list) => list.categories), staleTime: 5 * 60_000 });

/** A category's page: its breadcrumbs and subcategories with the first page of its products, then the next pages. */
export const categoryPageQuery = (api: ShopApi, id: string, pageSize: number) =>
  pagedQuery(categoryKeys.page(id, pageSize), pageSize, (query) => api.call('getCategory', { params: { id }, query }).then(({ products, ...rest }) => ({ ...products, ...rest })));
