import { Link } from '@tanstack/react-router';
import { categoryPath } from '../../core/domain/category';
import { CategoryBreadcrumbs } from './category-breadcrumbs';
import { useCategories } from './use-categories';

/** Above a product: the way to its category and those above it, or back to all tools for a product in none. */
export function ProductBreadcrumbs({ categoryId }: { categoryId: string | null | undefined }) {
  const categories = useCategories();
  const path = categoryId ? categoryPath(categories, categoryId) : [];
  if (path.length > 0) return <CategoryBreadcrumbs path={path} current={false} />;
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm text-muted">
      <Link to="/" hash="tools" className="font-semibold text-brand hover:underline">
        ← All tools
      </Link>
    </nav>
  );
}
