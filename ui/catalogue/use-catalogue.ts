import { useCallback, useEffect, useState } from 'react';
import type { CatalogueProduct } from '../../core/domain/product';
import { DEFAULT_PAGE_SIZE } from '../../core/ports/page';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import type { ProductGridProps } from './product-grid';

/** The catalogue page by page: the first page on mount, the next on request. */
export function useCatalogue(pageSize = DEFAULT_PAGE_SIZE): ProductGridProps {
  const api = useService(UI_TOKENS.CatalogueApi);
  const [products, setProducts] = useState<CatalogueProduct[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setError(null);
    setProducts(null);
    api.listProducts({ limit: pageSize }).then(
      (page) => {
        if (!current) return;
        setProducts(page.items);
        setCursor(page.nextCursor);
      },
      (e: Error) => current && setError(e.message),
    );
    return () => {
      current = false;
    };
  }, [api, pageSize, attempt]);

  const loadMore = useCallback(async () => {
    if (!cursor) return;
    setLoadingMore(true);
    try {
      const page = await api.listProducts({ limit: pageSize, cursor });
      setProducts((existing) => [...(existing ?? []), ...page.items]);
      setCursor(page.nextCursor);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setLoadingMore(false);
    }
  }, [api, cursor, pageSize]);

  if (error) return { status: 'error', message: error, onRetry: () => setAttempt((n) => n + 1) };
  if (!products) return { status: 'loading' };
  return { status: 'success', products, hasMore: cursor !== null, loadingMore, onLoadMore: loadMore };
}
