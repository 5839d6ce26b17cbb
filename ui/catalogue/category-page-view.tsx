import { Link } from '@tanstack/react-router';
import type { Category } from '../../core/domain/category';
import { buttonClass } from '../components/button';
import { Container } from '../components/container';
import { useDocumentTitle } from '../components/page-shell';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { CategoryBreadcrumbs } from './category-breadcrumbs';
import { ProductGrid, type ProductGridProps } from './product-grid';

export type CategoryPageState =
  | { status: 'loading'; waiting?: boolean }
  | { status: 'error'; message: string; onRetry?: () => void }
  | { status: 'notFound' }
  | { status: 'success'; path: Category[]; children: Category[]; grid: ProductGridProps };

/** A category's page: where it sits, the categories under it, and its products and theirs, a page at a time. */
export function CategoryPageView({ state }: { state: CategoryPageState }) {
  const category = state.status === 'success' ? state.path.at(-1) : undefined;
  useDocumentTitle(category?.name ?? (state.status === 'notFound' ? 'Category not found' : 'Category'));
  return (
    <Container className="py-10 sm:py-14">
      {state.status === 'loading' && <LoadingState label="Loading the category" waiting={state.waiting} />}
      {state.status === 'error' && <ErrorState title="The category could not be loaded" message={state.message} onRetry={state.onRetry} />}
      {state.status === 'notFound' && (
        <EmptyState
          title="We could not find that category"
          action={
            <Link to="/search" className={buttonClass('primary')}>
              Browse all products
            </Link>
          }
        >
          It may have been renamed into another or removed from the catalogue.
        </EmptyState>
      )}
      {state.status === 'success' && category && (
        <>
          <CategoryBreadcrumbs path={state.path} />
          <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
            <h1 className="min-w-0 text-3xl font-extrabold text-ink wrap-anywhere sm:text-4xl">{category.name}</h1>
            <Link to="/search" search={{ category: category._id }} className="text-sm font-semibold text-brand hover:underline">
              Filter and sort these products
            </Link>
          </div>
          {state.children.length > 0 && (
            <nav aria-label={`Categories in ${category.name}`} className="mb-10">
              <ul className="flex flex-wrap gap-2">
                {state.children.map((child) => (
                  <li key={child._id} className="min-w-0">
                    <Link
                      to="/category/$id"
                      params={{ id: child._id }}
                      className="block rounded-full border border-line bg-surface px-4 py-2 text-sm font-semibold text-ink-soft wrap-anywhere transition-colors hover:border-brand hover:text-brand"
                    >
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {state.grid.status === 'success' && state.grid.products.length === 0 ? (
            <EmptyState title="No products here yet">Products listed under {category.name} appear here as soon as they are added.</EmptyState>
          ) : (
            <ProductGrid {...state.grid} />
          )}
        </>
      )}
    </Container>
  );
}
