import { headedWithBasis } from '../../core/domain/shown-prices';
import { useId, useState } from 'react';
import { searchSortLabels, searchSorts, type SearchRequest, type SearchResults, type SearchSort } from '../../core/domain/search';
import { ProductCard } from '../catalogue/product-card';
import { ProductGrid } from '../catalogue/product-grid';
import { Container } from '../components/container';
import { cx } from '../components/cx';
import { useDocumentTitle } from '../components/page-shell';
import { ErrorState } from '../components/states';
import { formatCount, formatCounted } from '../format';
import { CategoryFacet } from './category-facet';
import { FacetOption, SearchLink } from './facet-option';

export type SearchResultsState = { status: 'loading'; waiting?: boolean } | { status: 'error'; message: string; onRetry?: () => void } | { status: 'success'; results: SearchResults; updating?: boolean };

export interface SearchResultsViewProps {
  request: SearchRequest;
  state: SearchResultsState;
  /** Another sort chosen from the list. */
  onSort: (sort: SearchSort) => void;
}

function Facets({ request, results }: { request: SearchRequest; results: SearchResults }) {
  const first = { ...request, page: 1 };
  const chosen = (request.price === undefined ? 0 : 1) + (request.inStock ? 1 : 0) + (request.category === undefined ? 0 : 1);
  // On a phone the filters fold away above the results; from laptop width they stand beside them.
  const [open, setOpen] = useState(false);
  return (
    <aside aria-label="Filters" className="flex flex-col gap-6">
      <button
        type="button"
        className="flex items-center justify-between rounded-md border border-line bg-surface px-3 py-2 text-sm font-semibold text-ink lg:hidden"
        aria-expanded={open}
        aria-controls="search-filters"
        onClick={() => setOpen((was) => !was)}
      >
        {chosen > 0 ? `Filters (${chosen})` : 'Filters'}
        <svg aria-hidden viewBox="0 0 20 20" className={cx('size-4 transition-transform', open && 'rotate-180')} fill="currentColor">
          <path d="M5.3 7.3a1 1 0 011.4 0L10 10.6l3.3-3.3a1 1 0 111.4 1.4l-4 4a1 1 0 01-1.4 0l-4-4a1 1 0 010-1.4z" />
        </svg>
      </button>
      <div id="search-filters" className={cx('flex-col gap-6 lg:flex', open ? 'flex' : 'hidden')}>
      <CategoryFacet request={request} results={results} />
      <section aria-labelledby="facet-price">
        <h2 id="facet-price" className="mb-2 text-sm font-bold tracking-wide text-ink uppercase">
          {/* The bands are the catalogue's prices, kept without VAT. */}
          {headedWithBasis('Price', 'ex-vat')}
        </h2>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-1">
          {results.facets.price.map((band) => (
            <li key={band.id}>
              <FacetOption label={band.label} count={band.count} chosen={band.chosen} to={{ ...first, price: band.chosen ? undefined : band.id }} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="facet-stock">
        <h2 id="facet-stock" className="mb-2 text-sm font-bold tracking-wide text-ink uppercase">
          Availability
        </h2>
        <FacetOption label="In stock" count={results.facets.inStock.count} chosen={request.inStock} to={{ ...first, inStock: !request.inStock }} />
      </section>
      </div>
    </aside>
  );
}

function SortChoice({ request, onSort }: { request: SearchRequest; onSort: (sort: SearchSort) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink-soft">
        Sort by
      </label>
      <select
        id={id}
        value={request.sort}
        onChange={(event) => onSort(event.target.value as SearchSort)}
        className="rounded-md border border-line bg-surface px-2 py-1.5 text-sm text-ink focus:border-brand focus:ring-2 focus:ring-brand/25 focus:outline-none"
      >
        {searchSorts.map((sort) => (
          <option key={sort} value={sort}>
            {searchSortLabels[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}

function Pages({ request, results }: { request: SearchRequest; results: SearchResults }) {
  if (results.pageCount <= 1) return null;
  const { page, pageCount } = results;
  const step = 'rounded-md border border-line bg-surface px-3 py-2 text-sm font-semibold text-ink hover:border-ink/30';
  return (
    <nav aria-label="Pages of results" className="mt-8 flex items-center justify-center gap-3">
      {page > 1 ? (
        <SearchLink to={{ ...request, page: page - 1 }} className={step}>
          Previous
        </SearchLink>
      ) : (
        <span aria-hidden className={cx(step, 'opacity-40')}>
          Previous
        </span>
      )}
      <p className="text-sm text-muted">
        Page {formatCount(page)} of {formatCount(pageCount)}
      </p>
      {page < pageCount ? (
        <SearchLink to={{ ...request, page: page + 1 }} className={step}>
          Next
        </SearchLink>
      ) : (
        <span aria-hidden className={cx(step, 'opacity-40')}>
          Next
        </span>
      )}
    </nav>
  );
}

function NoMatches({ request }: { request: SearchRequest }) {
  const narrowed = request.price !== undefined || request.inStock || request.category !== undefined;
  return (
    <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-line bg-surface px-6 py-14 text-center">
      <p className="text-lg font-bold text-ink wrap-anywhere">{request.q.trim() ? `No products match “${request.q.trim()}”` : 'No products to show'}</p>
      <p className="max-w-md text-muted">
        {narrowed ? 'Nothing matches with these filters.' : 'Check the part number, or try fewer or other words.'}
      </p>
      {narrowed && (
        <SearchLink to={{ ...request, price: undefined, inStock: false, category: undefined, page: 1 }} className="mt-3 font-semibold text-brand hover:underline">
          Clear the filters
        </SearchLink>
      )}
    </div>
  );
}

/** The results page: what the query found, facets to narrow it, a sort and pages, in every state. */
export function SearchResultsView({ request, state, onSort }: SearchResultsViewProps) {
  const q = request.q.trim();
  const results = state.status === 'success' ? state.results : null;
  // Without a query, the page lists a category's products (once its name is known) or all of them.
  const listed = (request.category !== undefined && results?.facets.category.path.at(-1)?.label) || 'All products';
  useDocumentTitle(q ? `Search: ${q}` : listed);
  return (
    <Container className="py-8 sm:py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold text-ink wrap-anywhere sm:text-3xl">{q ? `Results for “${q}”` : listed}</h1>
          <p role="status" className="mt-1 text-muted">
            {results ? formatCounted(results.total, 'product', 'products') : ''}
          </p>
          {results?.nearMatches && <p className="mt-1 text-ink-soft wrap-anywhere">Nothing matches “{q}” as typed: these are the nearest.</p>}
        </div>
        <SortChoice request={request} onSort={onSort} />
      </div>
      {state.status === 'error' ? (
        <ErrorState title="The search could not be done" message={state.message} onRetry={state.onRetry} />
      ) : (
        <div className="grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)]">
          {results ? <Facets request={request} results={results} /> : <div aria-hidden />}
          <div className={cx(state.status === 'success' && state.updating && 'opacity-60 transition-opacity')}>
            {state.status === 'loading' ? (
              <ProductGrid status="loading" placeholders={6} waiting={state.waiting} />
            ) : results && results.items.length === 0 ? (
              <NoMatches request={request} />
            ) : (
              results && (
                <>
                  <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
                    {results.items.map((product) => (
                      <li key={product._id}>
                        <ProductCard product={product} />
                      </li>
                    ))}
                  </ul>
                  <Pages request={request} results={results} />
                </>
              )
            )}
          </div>
        </div>
      )}
    </Container>
  );
}
