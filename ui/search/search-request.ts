import * as v from 'valibot';
import { searchQuerySchema } from '../../core/contract/catalogue';
import type { PriceBandId, SearchRequest, SearchSort } from '../../core/domain/search';

const fields = searchQuerySchema.entries;
/** One parameter read by the contract's own schema, or its default when it is missing or not one the shop knows. */
const read = <S extends v.GenericSchema>(schema: S, value: unknown, fallback: v.InferOutput<S>): v.InferOutput<S> => {
  const parsed = v.safeParse(schema, value);
  return parsed.success ? parsed.output : fallback;
};

/**
 * A search as the address bar holds it, read leniently: a shared or hand-edited link with an unknown
 * sort, price band, category id or page shows the search without it rather than an error.
 */
export function searchRequestOf(search: Record<string, unknown>): SearchRequest {
  const q = typeof search.q === 'string' ? search.q : '';
  return {
    q: read(fields.q, q, q.slice(0, 1000)),
    sort: read(fields.sort, search.sort, 'relevance'),
    price: read(fields.price, search.price, undefined),
    inStock: read(fields.stock, search.stock, undefined) === 'in',
    category: read(fields.category, search.category, undefined),
    page: read(fields.page, search.page, 1),
  };
}

/** A search as the address bar and the API take it: only what differs from the defaults. */
export function searchParamsOf(request: SearchRequest): { q?: string; sort?: SearchSort; price?: PriceBandId; stock?: 'in'; category?: string; page?: number } {
  return {
    ...(request.q.trim() === '' ? {} : { q: request.q }),
    ...(request.sort === 'relevance' ? {} : { sort: request.sort }),
    ...(request.price === undefined ? {} : { price: request.price }),
    ...(request.inStock ? { stock: 'in' as const } : {}),
    ...(request.category === undefined ? {} : { category: request.category }),
    ...(request.page === 1 ? {} : { page: request.page }),
  };
}
