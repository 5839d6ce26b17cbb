import { queryOptions } from '@tanstack/react-query';
import type { CatalogueApi } from '../../core/ports/browser/catalogue-api';
import { pagedQuery } from './pages';

export const catalogueKeys = {
  all: ['catalogue'] as const,
  pages: ['catalogue', 'pages'] as const,
  pagesOf: (pageSize: number) => [...catalogueKeys.pages, pageSize] as const,
  product: (id: string) => [...catalogueKeys.all, 'product', id] as const,
};

/** The catalogue page by page, as the home page and Manage Products list it. */
export const catalogueQuery = (api: CatalogueApi, pageSize: number) => pagedQuery(catalogueKeys.pagesOf(pageSize), pageSize, (request) => api.listProducts(request));

/** One product; null when no product has that id. */
export const productQuery = (api: CatalogueApi, id: string) => queryOptions({ queryKey: catalogueKeys.product(id), queryFn: () => api.getProduct(id) });
