import type { CatalogueProduct, NewProduct, Product } from '../../domain/product';
import type { Page, PageRequest } from '../../domain/page';

/** Where products are kept. Lists come in a stable order: oldest first. */
export interface ProductRepository {
  /** Throws InvalidCursorError for a cursor it did not hand out. */
  list(request: PageRequest): Promise<Page<CatalogueProduct>>;
  findById(id: string): Promise<Product | null>;
  /** The products of these ids that exist, in no particular order. */
  findMany(ids: readonly string[]): Promise<Product[]>;
  count(): Promise<number>;
  insert(product: NewProduct): Promise<Product>;
  /** The updated product, or null if there is none with that id. */
  update(id: string, product: NewProduct): Promise<Product | null>;
  /** Whether a product was deleted. */
  delete(id: string): Promise<boolean>;
  deleteAll(): Promise<void>;
}
