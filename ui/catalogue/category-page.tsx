import { useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '../../core/domain/page';
import { errorTypeOf } from '../../core/shop/errors';
import { CategoryPageView, type CategoryPageState } from './category-page-view';
import { messageOf } from '../error-message';
import { categoryKeys, categoryPageQuery } from '../queries/categories';
import { uniqueItems, useLoadMore } from '../queries/pages';
import { useTryAgain } from '../queries/use-try-again';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';

/** A category's page as the shop answers it: the first page of its products, then the next on request. */
export function CategoryPage({ id }: { id: string }) {
  const api = useService(UI_TOKENS.ShopApi);
  const page = useInfiniteQuery(categoryPageQuery(api, id, DEFAULT_PAGE_SIZE));
  const tryAgain = useTryAgain(categoryKeys.page(id, DEFAULT_PAGE_SIZE));
  const loadMore = useLoadMore(page);
  const gone = page.isError && ['not_found', 'invalid_data'].includes(errorTypeOf(page.error) ?? '');
  // A later page that fails leaves the products shown; a toast says why (useLoadMore).
  const state: CategoryPageState = gone
    ? { status: 'notFound' }
    : page.data
      ? {
          status: 'success',
          path: page.data.pages[0].path,
          children: page.data.pages[0].children,
          grid: { status: 'success', products: uniqueItems(page.data), hasMore: page.hasNextPage, loadingMore: page.isFetchingNextPage, onLoadMore: () => void loadMore() },
        }
      : page.isError
        ? { status: 'error', message: messageOf(page.error), onRetry: tryAgain }
        : { status: 'loading', waiting: page.isFetching };
  return <CategoryPageView state={state} />;
}
