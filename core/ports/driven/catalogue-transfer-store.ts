import type { NewAuditEntry } from '../../domain/audit';
import type { ImportedProduct } from '../../domain/catalogue-import-plan';
import type { Category } from '../../domain/category';
import type { Id } from '../../domain/ids';
import type { Product } from '../../domain/product';

/** The catalogue as an import reads and writes it, inside one transaction. */
export interface CatalogueImportSession {
  categories(): Promise<Category[]>;
  /** The products having any of these part numbers, ignoring case. */
  productsWithPartNumbers(partNumbers: readonly string[]): Promise<Product[]>;
  /** Adds a category (its name and place already checked); answers its id. */
  addCategory(name: string, parentId: Id | null): Promise<Id>;
  insertProducts(products: readonly ImportedProduct[]): Promise<void>;
  updateProducts(updates: readonly { id: Id; product: ImportedProduct }[]): Promise<void>;
  /** Writes the admin's entries of what the import changed, with the import. */
  record(entries: readonly NewAuditEntry[]): Promise<void>;
}

/** Where the catalogue is read whole for an export, and written in one piece by an import. */
export interface CatalogueTransferStore {
  /** Every product in catalogue order, and every category. */
  snapshot(): Promise<{ products: Product[]; categories: Category[] }>;
  /**
   * Runs `work` with the catalogue to itself: no other write to products or categories comes between
   * its reads and its writes, which are kept all together, or none when `work` throws.
   */
  exclusively<T>(work: (session: CatalogueImportSession) => Promise<T>): Promise<T>;
}
