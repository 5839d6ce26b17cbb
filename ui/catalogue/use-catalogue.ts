import { useState } from 'react';
import type { CatalogueProduct } from '../../core/domain/product';
import { DEFAULT_PAGE_SIZE } from '../../core/ports/page';
import { messageOf, usePagedList } from '../hooks/use-paged-list';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import type { ProductGridProps } from './product-grid';

/** The catalogue page by page: the first page on mount, the next on request. */
export function useCatalogue(pageSize = DEFAULT_PAGE_SIZE): ProductGridProps {
  const api = useService(UI_TOKENS.CatalogueApi);
  const list = usePagedList<CatalogueProduct>((request) => api.listProducts(request), [api], pageSize);
  // A later page that fails shows the error state, as the first page's failure does.
  const [failedMore, setFailedMore] = useState<string | null>(null);

  if (list.error || failedMore) {
    return { status: 'error', message: list.error ?? failedMore!, onRetry: () => {
        setFailedMore(null);
        list.retry();
      } };
  }
  if (!list.items) return { status: 'loading' };
  return {
    status: 'success',
    products: list.items,
    hasMore: list.hasMore,
    loadingMore: list.loadingMore,
    onLoadMore: () => list.loadMore().catch((e: unknown) => setFailedMore(messageOf(e))),
  };
}
