import { useQuery } from '@tanstack/react-query';
import type { SearchRequest, SearchSort } from '../../core/domain/search';
import { messageOf } from '../error-message';
import { searchKeys, searchQuery } from '../queries/search';
import { useTryAgain } from '../queries/use-try-again';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { SearchResultsView, type SearchResultsState } from './search-results-view';

/** The results of a search as the shop answers it; the previous results stay, dimmed, while the next are read. */
export function SearchResults({ request, onSort }: { request: SearchRequest; onSort: (sort: SearchSort) => void }) {
  const api = useService(UI_TOKENS.ShopApi);
  const found = useQuery(searchQuery(api, request));
  const tryAgain = useTryAgain(searchKeys.results(request));
  const state: SearchResultsState = found.isError
    ? { status: 'error', message: messageOf(found.error), onRetry: tryAgain }
    : found.data
      ? { status: 'success', results: found.data, updating: found.isPlaceholderData }
      : { status: 'loading', waiting: found.isFetching };
  return <SearchResultsView request={request} state={state} onSort={onSort} />;
}
