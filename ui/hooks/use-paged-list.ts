import { startTransition, useCallback, useEffect, useState } from 'react';
import type { Page, PageRequest } from '../../core/ports/page';

/** What to tell the visitor about a failed load. */
export const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.');

/**
 * A server-paged list: the first page when `key` changes, the next on request. An item that moved
 * between pages meanwhile is listed once. `loadMore` rejects on failure, and the caller decides
 * what that means for the items already shown.
 */
export function usePagedList<T extends { _id: string }>(load: (request: PageRequest) => Promise<Page<T>>, key: unknown[], pageSize: number) {
  const [items, setItems] = useState<T[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setError(null);
    setItems(null);
    load({ limit: pageSize }).then(
      (page) => {
        if (!current) return;
        // A transition: a long list renders in slices, never holding up a tap on the page meanwhile.
        startTransition(() => {
          setItems(page.items);
          setCursor(page.nextCursor);
        });
      },
      (e: unknown) => current && setError(messageOf(e)),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names what the load depends on
  }, [...key, pageSize, attempt]);

  const loadMore = useCallback(async () => {
    if (!cursor) return;
    setLoadingMore(true);
    try {
      const page = await load({ limit: pageSize, cursor });
      setItems((existing) => {
        const known = new Set((existing ?? []).map((item) => item._id));
        return [...(existing ?? []), ...page.items.filter((item) => !known.has(item._id))];
      });
      setCursor(page.nextCursor);
    } finally {
      setLoadingMore(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
  }, [...key, cursor, pageSize]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { items, error, hasMore: cursor !== null, loadingMore, loadMore, retry, setItems };
}
