import { Link } from '@tanstack/react-router';
import type { CategoryNode } from '../../../core/domain/category';
import { Container } from '../../components/container';
import { SectionHeading } from '../../components/section-heading';
import { useCategoryTree } from '../../catalogue/use-categories';

/** How many of the categories under a top one its tile names; a link leads to the rest. */
const NAMED = 5;

function CategoryTile({ category }: { category: CategoryNode }) {
  const named = category.children.slice(0, NAMED);
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-card border border-line bg-surface p-5">
      <h3 className="text-lg font-bold text-ink wrap-anywhere">
        <Link to="/category/$id" params={{ id: category._id }} className="hover:text-brand hover:underline">
          {category.name}
        </Link>
      </h3>
      {named.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm">
          {named.map((child) => (
            <li key={child._id} className="min-w-0">
              <Link to="/category/$id" params={{ id: child._id }} className="text-ink-soft wrap-anywhere hover:text-brand hover:underline">
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {category.children.length > NAMED && (
        <Link to="/category/$id" params={{ id: category._id }} className="mt-auto text-sm font-semibold text-brand hover:underline">
          {category.children.length - NAMED} more in {category.name}
        </Link>
      )}
    </li>
  );
}

/** The home page's way into the catalogue by category: each top category with those under it. Nothing while the shop has none. */
export function ShopByCategory() {
  const categories = useCategoryTree();
  if (categories.length === 0) return null;
  return (
    <section className="pt-16 sm:pt-20" aria-labelledby="categories-title">
      <Container>
        <SectionHeading id="categories-title" eyebrow="The range" title="Shop by category" />
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {categories.map((category) => (
            <CategoryTile key={category._id} category={category} />
          ))}
        </ul>
      </Container>
    </section>
  );
}
