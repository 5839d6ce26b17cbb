import type { CatalogueProduct } from '../../core/domain/product';
import { ShowMore } from '../components/show-more';
import { SlowAnswerNote } from '../components/slow-answer-note';
import { EmptyState, ErrorState } from '../components/states';
import { ProductCard } from './product-card';

export type ProductGridProps =
  | {
      status: 'loading';
      placeholders?: number;
      /** The shop is being asked: after a few seconds the grid says the answer is slow. */
      waiting?: boolean;
    }
  | { status: 'error'; message: string; onRetry?: () => void }
  | { status: 'success'; products: CatalogueProduct[]; hasMore?: boolean; loadingMore?: boolean; onLoadMore?: () => void };

const gridClass = 'grid grid-cols-1 gap-6 sm:grid-cols-2 md:grid-cols-4';

function CardPlaceholder() {
  return (
    <div aria-hidden className="flex flex-col overflow-hidden rounded-card border border-line bg-surface">
      <div className="aspect-[4/3] animate-pulse bg-canvas" />
      <div className="flex flex-col gap-3 p-5">
        <div className="h-5 w-3/4 animate-pulse rounded bg-canvas" />
        <div className="h-14 animate-pulse rounded bg-canvas" />
        <div className="h-11 animate-pulse rounded-lg bg-canvas" />
      </div>
    </div>
  );
}

/** The catalogue grid: four columns from medium width, in every state it can be in. */
export function ProductGrid(props: ProductGridProps) {
  if (props.status === 'loading') {
    return (
      <>
        <div className={gridClass} role="status" aria-label="Loading products">
          {Array.from({ length: props.placeholders ?? 8 }, (_, i) => (
            <CardPlaceholder key={i} />
          ))}
        </div>
        <SlowAnswerNote waiting={props.waiting ?? false} className="mt-6 text-center" />
      </>
    );
  }
  if (props.status === 'error') {
    return <ErrorState title="The tools could not be loaded" message={props.message} onRetry={props.onRetry} />;
  }
  if (props.products.length === 0) {
    return <EmptyState title="No tools in the catalogue yet">New products appear here as soon as they are added.</EmptyState>;
  }
  return (
    <div className="flex flex-col items-center gap-8">
      <ul className={`${gridClass} w-full`}>
        {props.products.map((product) => (
          <li key={product._id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
      <ShowMore hasMore={props.hasMore} busy={props.loadingMore} onClick={props.onLoadMore}>
        Show more tools
      </ShowMore>
    </div>
  );
}
