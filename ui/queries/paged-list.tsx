import type { ReactElement, ReactNode } from 'react';
import { ShowMore } from '../components/show-more';
import { ErrorState, LoadingState } from '../components/states';
import { messageOf } from '../error-message';
import { formatCounted } from '../format';
import { useLoadMore } from './pages';

/** What the paged screens read of TanStack Query's infinite list. */
interface PagedList {
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): Promise<{ isError: boolean; error: unknown }>;
}

/**
 * What a paged screen shows before its first page: the spinner, or the error with Try again.
 * Null once a page is here; a later page that fails keeps the list and says so in a toast.
 */
export function firstPageState(list: PagedList, says: { loading: string; failed: string; onRetry(): void }): ReactElement | null {
  if (list.isError && !list.isFetchNextPageError) return <ErrorState title={says.failed} message={messageOf(list.error)} onRetry={says.onRetry} />;
  if (list.isPending) return <LoadingState label={says.loading} waiting={list.isFetching} />;
  return null;
}

/** How many are listed: 'Showing the latest 20 orders' while more pages wait, '3 orders' when all are here. */
export const listedCount = (list: PagedList, count: number, one: string, many: string) => (list.hasNextPage ? 'Showing the latest ' : '') + formatCounted(count, one, many);

/** The list's Show more button, reading its next page. */
export function ShowMoreOf({ list, children }: { list: PagedList; children: ReactNode }) {
  const loadMore = useLoadMore(list);
  return (
    <ShowMore hasMore={list.hasNextPage} busy={list.isFetchingNextPage} onClick={() => void loadMore()}>
      {children}
    </ShowMore>
  );
}
