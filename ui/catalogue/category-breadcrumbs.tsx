import { Link } from '@tanstack/react-router';
import type { Category } from '../../core/domain/category';

/** Where a page sits in the catalogue: Home, then each category above it, top first; the last one named is the page's own unless `current` is false. */
export function CategoryBreadcrumbs({ path, current = true }: { path: readonly Pick<Category, '_id' | 'name'>[]; current?: boolean }) {
  const linked = current ? path.slice(0, -1) : path;
  const here = current ? path.at(-1) : undefined;
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <li>
          <Link to="/" className="font-semibold text-brand hover:underline">
            Home
          </Link>
        </li>
        {linked.map((category) => (
          <li key={category._id} className="flex min-w-0 items-center gap-2">
            <span aria-hidden>›</span>
            <Link to="/category/$id" params={{ id: category._id }} className="font-semibold text-brand wrap-anywhere hover:underline">
              {category.name}
            </Link>
          </li>
        ))}
        {here && (
          <li className="flex min-w-0 items-center gap-2">
            <span aria-hidden>›</span>
            <span aria-current="page" className="text-ink-soft wrap-anywhere">
              {here.name}
            </span>
          </li>
        )}
      </ol>
    </nav>
  );
}
