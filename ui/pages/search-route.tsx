import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { messageOf } from '../error-message';
import { searchKeys, searchQuery } from '../queries/search';
import { useTryAgain } from '../queries/use-try-again';
import { searchParamsOf, searchRequestOf } from '../search/search-request';
import { SearchResultsView, type SearchResultsState } from '../search/search-results-view';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';

const route = getRouteApi('/search');

/** /search?q=…&price=…&stock=in&sort=…&page=…: the address bar holds the whole search, so that it can be shared. */
export function SearchRoute() {
  const request = searchRequestOf(route.useSearch() as Record<string, unknown>);
  const api = useService(UI_TOKENS.ShopApi);
  const navigate = useNavigate();
  const found = useQuery(searchQuery(api, request));
  const tryAgain = useTryAgain(searchKeys.results(request));
  const state: SearchResultsState = found.isError
    ? { status: 'error', message: messageOf(found.error), onRetry: tryAgain }
    : found.data
      ? { status: 'success', results: found.data, updating: found.isPlaceholderData }
      : { status: 'loading', waiting: found.isFetching };
  return <SearchResultsView request={request} state={state} onSort={(sort) => void navigate({ to: '/search', search: searchParamsOf({ ...request, sort, page: 1 }) })} />;
}
