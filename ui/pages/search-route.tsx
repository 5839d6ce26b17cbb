import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { searchParamsOf, searchRequestOf } from '../search/search-request';
import { SearchResults } from '../search/search-results';

const route = getRouteApi('/search');

/** /search?q=…&price=…&stock=in&sort=…&page=…: the address bar holds the whole search, so that it can be shared. */
export function SearchRoute() {
  const request = searchRequestOf(route.useSearch() as Record<string, unknown>);
  const navigate = useNavigate();
  return <SearchResults request={request} onSort={(sort) => void navigate({ to: '/search', search: searchParamsOf({ ...request, sort, page: 1 }) })} />;
}
