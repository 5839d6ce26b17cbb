import * as v from 'valibot';
import type { CatalogueProduct, Product } from '../domain/product';
import { readPage } from './read-page';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page, type PageRequest } from '../domain/page';
import { type ProductRepository } from '../ports/driven/product-repository';
import type { CategoryRepository } from '../ports/driven/category-repository';
import { categoryMessages, categoryPath, categoryTree, inTreeOrder, withDescendants, type Category } from '../domain/category';
import { notFound } from './errors';
import { wholeNumberParameter } from '../domain/validation';
import { productQuery, searchResults, searchText, partKey, SEARCH_PAGE_SIZE, SUGGESTION_COUNT, type SearchRequest, type SearchResults, type Suggestion } from '../domain/search';

/** A page request as a query string or JSON carries it. */
export const pageQuerySchema = v.object({
  limit: wholeNumberParameter('limit', MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  cursor: v.optional(v.pipe(v.string('cursor must be text'), v.maxLength(200, 'cursor is too long'))),
});

/** The catalogue's use cases; inputs arrive already shaped by the caller's schema. */
export class Catalogue {
  constructor(
    private readonly products: ProductRepository,
    private readonly categories: CategoryRepository,
  ) {}

  /** Every category, in the tree's order (each followed by those under it, each level in name order). */
  async listCategories(): Promise<{ categories: Category[] }> {
    return { categories: inTreeOrder(await this.categories.all()) };
  }

  /** Where a category sits: its breadcrumbs, top first and itself last; null when no category has that id. */
  async categoryPath(id: string): Promise<Category[] | null> {
    const path = categoryPath(await this.categories.all(), id);
    return path.length > 0 ? path : null;
  }

  /** A category's page: where it sits (breadcrumbs, top first), the categories under it, and a page of its products and theirs. */
  async categoryPage(id: string, request: PageRequest): Promise<{ path: Category[]; children: Category[]; products: Page<CatalogueProduct> }> {
    const all = await this.categories.all();
    const path = categoryPath(all, id);
    if (path.length === 0) throw notFound(categoryMessages.missing);
    const children = categoryTree(all.filter((category) => category.parentId === id)).map(({ children: _, ...category }) => category);
    const products = await readPage(() => this.products.listInCategories(withDescendants(all, id), request));
    return { path, children, products };
  }

  async listProducts(request: PageRequest): Promise<Page<CatalogueProduct>> {
    return readPage(() => this.products.list(request));
  }

  /** How many products the catalogue holds. */
  async productCount(): Promise<number> {
    return this.products.count();
  }

  /** The ids of up to `limit` products in catalogue order, from the `offset`th on: what the sitemap lists. */
  async productIdsAt(offset: number, limit: number): Promise<string[]> {
    return this.products.idsInOrder(offset, limit);
  }

  /** The products a shopper's search finds, a page of them, with the facets' counts. */
  async search(request: SearchRequest): Promise<SearchResults> {
    const categories = await this.categories.all();
    return searchResults(request, await this.products.search(productQuery(request, SEARCH_PAGE_SIZE, categories)), SEARCH_PAGE_SIZE, categories);
  }

  /** What to suggest under the search box for what has been typed so far. */
  async suggest(q: string): Promise<{ suggestions: Suggestion[] }> {
    const text = searchText(q);
    return { suggestions: await this.products.suggest({ text, partKey: partKey(text) }, SUGGESTION_COUNT) };
  }

  async getProduct(id: string): Promise<Product> {
    const product = await this.products.findById(id);
    if (!product) throw notFound('No product has that id');
    return product;
  }
}
