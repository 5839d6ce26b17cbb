import type { CatalogueProduct, Product } from '../../domain/product';
import type { Page, PageRequest } from '../../domain/page';

/** The catalogue as the browser sees it (served by the shop's API). */
export interface CatalogueApi {
  listProducts(request: PageRequest): Promise<Page<CatalogueProduct>>;
  /** Null when no product has that id. */
  getProduct(id: string): Promise<Product | null>;
}
