import { useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '../../core/domain/page';
import { messageOf } from '../error-message';
import { catalogueKeys, catalogueQuery } from '../queries/catalogue';
import { uniqueItems } from '../queries/pages';
import { useTryAgain } from '../queries/use-try-again';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import type { ProductGridProps } from './product-grid';

/** The catalogue page by page: the first page on mount, the next on request. */
export function useCatalogue(pageSize = DEFAULT_PAGE_SIZE): ProductGridProps {
  const api = useService(UI_TOKENS.ShopApi);
  const catalogue = useInfiniteQuery({ ...catalogueQuery(api, pageSize), select: uniqueItems });
  const tryAgain = useTryAgain(catalogueKeys.pagesOf(pageSize));

  // A later page that fails shows the error state, as the first page's failure does.
  if (catalogue.isError) return { status: 'error', message: messageOf(catalogue.error), onRetry: tryAgain };
  if (catalogue.isPending) return { status: 'loading', waiting: catalogue.isFetching };
  return {
    status: 'success',
    products: catalogue.data,
    hasMore: catalogue.hasNextPage,
    loadingMore: catalogue.isFetchingNextPage,
    onLoadMore: () => void catalogue.fetchNextPage(),
  };
}
