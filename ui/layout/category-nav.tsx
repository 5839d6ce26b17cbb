import { Link } from '@tanstack/react-router';
import type { Category } from '../../core/domain/category';
import { cx } from '../components/cx';

/** A top category as the header links it. */
export type CategoryLink = Pick<Category, '_id' | 'name'>;

/** The top categories of the catalogue, linked: a row beside the search box, or a list in the phone's menu. */
export function CategoryNav({ categories, stacked, className, onFollow }: { categories: readonly CategoryLink[]; stacked?: boolean; className?: string; onFollow?: () => void }) {
  if (categories.length === 0) return null;
  return (
    <nav aria-label="Categories" className={className}>
      <ul className={cx('flex', stacked ? 'flex-col' : 'items-center gap-1')}>
        {categories.map((category) => (
          <li key={category._id} className="min-w-0">
            <Link
              to="/category/$id"
              params={{ id: category._id }}
              onClick={onFollow}
              className={cx(
                'block rounded-md px-3 py-2 text-sm font-semibold text-ink-soft transition-colors hover:bg-ink/5 hover:text-ink data-[status=active]:text-brand',
                stacked ? 'wrap-anywhere' : 'whitespace-nowrap',
              )}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
