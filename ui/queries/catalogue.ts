import { queryOptions } from '@tanstack/react-query';
import type { ShopApi } from '../../core/ports/browser/shop-api';
import { errorTypeOf } from '../../core/shop/errors';
import { pagedQuery } from './pages';

export const catalogueKeys = {
  all: ['catalogue'] as const,
  pages: ['catalogue', 'pages'] as const,
  pagesOf: (pageSize: number) => [...catalogueKeys.pages, pageSize] as const,
  product: (id: string) => [...catalogueKeys.all, 'product', id] as const,
};

/** The catalogue page by page, as the home page and Manage Products list it. */
export const catalogueQuery = (api: ShopApi, pageSize: number) => pagedQuery(catalogueKeys.pagesOf(pageSize), pageSize, (query) => api.call('listProducts', { query }));

async function productOrNull(api: ShopApi, id: string) {
  try {
    return await api.call('getProduct', { params: { id } });
  } catch (error) {
    const type = errorTypeOf(error);
    if (type === 'not_found' || type === 'invalid_data') return null;
    throw error;
  }
}

/** One product; null when no product has that id, or the id is malformed (which the shop refuses with a 400). */
export const productQuery = (api: ShopApi, id: string) => queryOptions({ queryKey: catalogueKeys.product(id), queryFn: () => productOrNull(api, id) });
