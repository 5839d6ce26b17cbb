import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useToast } from '../components/toast';
import { messageOf } from '../error-message';
import type { Page, PageRequest } from '../../core/domain/page';

type Listed = { _id: string };

/** A list read page by page: each page after the first starts at the cursor the last one gave. */
export const pagedQuery = <P extends Page<Listed>, K extends QueryKey>(queryKey: K, pageSize: number, load: (request: PageRequest) => Promise<P>) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => load({ limit: pageSize, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The items of every page loaded, each once: one that moved to a later page meanwhile is not listed twice. */
export function uniqueItems<T extends Listed>(data: InfiniteData<Page<T>>): T[] {
  const seen = new Set<string>();
  return data.pages.flatMap((page) => page.items.filter((item) => !seen.has(item._id) && Boolean(seen.add(item._id))));
}

/** The pages with an item replaced by the version a write answered. */
export const replaceItem = <P extends Page<T>, T extends Listed>(data: InfiniteData<P> | undefined, item: T): InfiniteData<P> | undefined =>
  data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((listed) => (listed._id === item._id ? item : listed)) })) };

/** The pages without the item of that id. */
export const removeItem = <P extends Page<Listed>>(data: InfiniteData<P> | undefined, id: string): InfiniteData<P> | undefined =>
  data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((listed) => listed._id !== id) })) };

/**
 * Reads a list's next page. The items already shown stay when it fails: a toast says why, and
 * the Show more button stays for another try.
 */
export function useLoadMore(list: { fetchNextPage(): Promise<{ isError: boolean; error: unknown }> }) {
  const toast = useToast();
  return async () => {
    const next = await list.fetchNextPage();
    if (next.isError) toast.error(messageOf(next.error));
  };
}
