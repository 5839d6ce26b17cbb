import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SearchRequest } from '../../core/domain/search';
import type { ShopApi } from '../../core/ports/browser/shop-api';
import { catalogueKeys } from './catalogue';
import { searchParamsOf } from '../search/search-request';

// Under the catalogue's keys: whatever makes the catalogue read again makes searches read again.
export const searchKeys = {
  results: (request: SearchRequest) => [...catalogueKeys.all, 'search', searchParamsOf(request)] as const,
  suggestions: (q: string) => [...catalogueKeys.all, 'suggestions', q] as const,
};

/** A search's page of results; the previous results stay on screen while the next are read. */
export const searchQuery = (api: ShopApi, request: SearchRequest) =>
  queryOptions({
    queryKey: searchKeys.results(request),
    queryFn: () => api.call('searchProducts', { query: searchParamsOf(request) }),
    placeholderData: keepPreviousData,
  });

/** Suggestions for what is typed in the search box. */
export const suggestionsQuery = (api: ShopApi, q: string) =>
  queryOptions({
    queryKey: searchKeys.suggestions(q),
    queryFn: () => api.call('suggestProducts', { query: { q } }),
    enabled: q.trim() !== '',
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
