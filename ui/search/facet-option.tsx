import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { SearchRequest } from '../../core/domain/search';
import { cx } from '../components/cx';
import { formatCount } from '../format';
import { searchParamsOf } from './search-request';

/** A link to the same search with something changed; a facet or a sort starts again from the first page. */
export function SearchLink({ to, children, className, current }: { to: SearchRequest; children: ReactNode; className?: string; current?: boolean }) {
  return (
    // Marked chosen by the facet itself: the router's own mark would call every link to a narrower search current.
    <Link to="/search" search={searchParamsOf(to)} className={className} aria-current={current ? 'true' : undefined} activeOptions={{ exact: true, includeSearch: true }} activeProps={{}}>
      {children}
    </Link>
  );
}

export const facetClass = (chosen: boolean) =>
  cx(
    'flex items-center justify-between gap-3 rounded-md border px-3 py-1.5 text-sm transition-colors',
    chosen ? 'border-brand bg-brand/10 font-semibold text-ink' : 'border-line bg-surface text-ink-soft hover:border-ink/30 hover:text-ink',
  );

export function FacetOption({ label, count, chosen, to }: { label: string; count: number; chosen: boolean; to: SearchRequest }) {
  const body = (
    <>
      <span className="flex items-center gap-2">
        <span aria-hidden className={cx('grid size-4 place-items-center rounded-sm border', chosen ? 'border-brand bg-brand text-white' : 'border-line')}>
          {chosen && (
            <svg viewBox="0 0 16 16" className="size-3" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="M3.5 8.5l3 3 6-7" />
            </svg>
          )}
        </span>
        {label}
      </span>
      <span className="text-muted tabular-nums">{formatCount(count)}</span>
    </>
  );
  // A value that would show nothing is not offered, unless it is the one chosen (choosing it again clears it).
  if (count === 0 && !chosen) return <span className={cx(facetClass(false), 'cursor-default opacity-50 hover:border-line hover:text-ink-soft')}>{body}</span>;
  return (
    <SearchLink to={to} className={facetClass(chosen)} current={chosen}>
      {body}
    </SearchLink>
  );
}
