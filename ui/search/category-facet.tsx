import type { SearchRequest, SearchResults } from '../../core/domain/search';
import { FacetOption, SearchLink } from './facet-option';

const stepClass = 'block rounded-md px-2 py-1 text-sm text-ink-soft hover:bg-ink/5 hover:text-ink';

/**
 * The category facet, one level at a time: the way back up (All categories, then each category above
 * the one chosen), the one chosen, and the categories right under it with their counts.
 */
export function CategoryFacet({ request, results }: { request: SearchRequest; results: SearchResults }) {
  const first = { ...request, page: 1 };
  const { path, values } = results.facets.category;
  const chosen = path.at(-1);
  if (!chosen && values.length === 0 && request.category === undefined) return null;
  return (
    <section aria-labelledby="facet-category">
      <h2 id="facet-category" className="mb-2 text-sm font-bold tracking-wide text-ink uppercase">
        Category
      </h2>
      {request.category !== undefined && (
        <ol className="mb-2 flex flex-col gap-0.5">
          <li>
            <SearchLink to={{ ...first, category: undefined }} className={stepClass}>
              ‹ All categories
            </SearchLink>
          </li>
          {path.slice(0, -1).map((step, depth) => (
            <li key={step.id} style={{ paddingLeft: `${(depth + 1) * 0.75}rem` }}>
              <SearchLink to={{ ...first, category: step.id }} className={stepClass}>
                ‹ {step.label}
              </SearchLink>
            </li>
          ))}
          {chosen && (
            <li style={{ paddingLeft: `${path.length * 0.75}rem` }}>
              <span aria-current="true" className="block rounded-md px-2 py-1 text-sm font-semibold text-ink wrap-anywhere">
                {chosen.label}
              </span>
            </li>
          )}
        </ol>
      )}
      {values.length > 0 && (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-1" aria-label={chosen ? `Categories in ${chosen.label}` : 'Categories'}>
          {values.map((value) => (
            <li key={value.id}>
              <FacetOption label={value.label} count={value.count} chosen={false} to={{ ...first, category: value.id }} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
