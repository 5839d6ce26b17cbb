import type { CatalogueProduct, NewProduct, Product } from '../../domain/product';
import type { Page, PageRequest } from '../../domain/page';
import type { ProductQuery, SearchFindings, Suggestion } from '../../domain/search';
import type { AuditActor } from '../../domain/audit';

/** Another product has this part number, ignoring case: nothing was stored. */
export class PartNumberTakenError extends Error {
  constructor(readonly partNumber: string) {
    super(`part number ${partNumber} is taken`);
    this.name = 'PartNumberTakenError';
  }
}

/** The product names a category the catalogue does not have (deleted meanwhile): nothing was stored. */
export class CategoryMissingError extends Error {
  constructor() {
    super('no such category');
    this.name = 'CategoryMissingError';
  }
}

/** The part number the shop gives the `n`th product added without one: HT-10001, HT-10002, ... */
export const givenPartNumber = (n: number) => `HT-${10_000 + n}`;

/** Where products are kept. Lists come in a stable order: oldest first. */
export interface ProductRepository {
  /** Throws InvalidCursorError for a cursor it did not hand out. */
  list(request: PageRequest): Promise<Page<CatalogueProduct>>;
  /** The products listed under any of these categories, a page at a time in catalogue order. Throws InvalidCursorError for a cursor it did not hand out. */
  listInCategories(categoryIds: readonly string[], request: PageRequest): Promise<Page<CatalogueProduct>>;
  findById(id: string): Promise<Product | null>;
  /** The products of these ids that exist, in no particular order. */
  findMany(ids: readonly string[]): Promise<Product[]>;
  count(): Promise<number>;
  /** The ids of up to `limit` products in catalogue order, from the `offset`th on (the sitemap's). */
  idsInOrder(offset: number, limit: number): Promise<string[]>;
  /** The query's page of matches that pass its filters, ranked as core/domain/search.ts says, and its facet cells over all its matches. */
  search(query: ProductQuery): Promise<SearchFindings>;
  /** The `limit` best matches of the query's words, for the search box. */
  suggest(query: Pick<ProductQuery, 'text' | 'partKey'>, limit: number): Promise<Suggestion[]>;
  /**
   * Without a part number, the product gets the next one given (givenPartNumber); throws
   * PartNumberTakenError, CategoryMissingError. Each write made `by` an admin records itself in the
   * audit log (productAudit) in its own transaction.
   */
  insert(product: NewProduct, by?: AuditActor): Promise<Product>;
  /** The updated product, or null if there is none with that id; without a part number or a category, it keeps its own. Throws PartNumberTakenError, CategoryMissingError. */
  update(id: string, product: NewProduct, by?: AuditActor): Promise<Product | null>;
  /** Whether a product was deleted. */
  delete(id: string, by?: AuditActor): Promise<boolean>;
  deleteAll(): Promise<void>;
}
