import { completeTerms, sameTerms, soldByTheUnit, type CatalogueProduct, type NewProduct, type Product, type ProductTerms } from '../../core/domain/product';
import type { Page, PageRequest } from '../../core/domain/page';
import { productAudit, type AuditActor } from '../../core/domain/audit';
import type { MemoryAuditLog } from './memory-audit-log';
import type { ProductQuery } from '../../core/domain/search';
import { searchProducts, suggestProducts } from './memory-product-search';
import { CategoryMissingError, givenPartNumber, PartNumberTakenError, type ProductRepository } from '../../core/ports/driven/product-repository';
import type { Shortage } from '../../core/ports/driven/order-repository';
import { decodeSeqCursor, seqPage } from '../common/seq-cursor';

/** What products need to know of orders: who ordered them, and that orders outlive them. */
export interface ProductOrders {
  customerCount(productId: string): number;
  productDeleted(productId: string): void;
}

const noOrders: ProductOrders = { customerCount: () => 0, productDeleted: () => {} };

interface Row {
  seq: number;
  product: Product;
}

/** Products in memory: for fast tests, Storybook and demos. */
export class MemoryProductRepository implements ProductRepository {
  private rows: Row[] = [];
  private nextSeq = 1;
  private partNumbersGiven = 0;

  /** The orders kept beside these products, and the categories they may be listed under, as a database's foreign keys would see them. */
  constructor(
    private readonly orders: ProductOrders = noOrders,
    private readonly categories: { has(id: string): boolean } = { has: () => false },
    private readonly audit: Pick<MemoryAuditLog, 'record'> = { record: () => {} },
  ) {}

  /** Whether any product is listed under the category. */
  holdsCategory(categoryId: string) {
    return this.rows.some((row) => row.product.categoryId === categoryId);
  }

  /** Keeps products as they are, ids included, in the order given: sample data (Storybook). */
  seed(products: readonly (Omit<Product, 'categoryId'> & { categoryId?: string | null })[]) {
    for (const product of products) this.rows.push({ seq: this.nextSeq++, product: { ...product, categoryId: product.categoryId ?? null } });
  }

  async list({ limit, cursor }: PageRequest): Promise<Page<CatalogueProduct>> {
    const after = decodeSeqCursor(cursor);
    const rows = this.rows.filter((row) => row.seq > after).slice(0, limit + 1);
    return seqPage(rows, limit, ({ product }) => ({ ...product, customerCount: this.orders.customerCount(product._id) }));
  }

  async listInCategories(categoryIds: readonly string[], { limit, cursor }: PageRequest): Promise<Page<CatalogueProduct>> {
    const after = decodeSeqCursor(cursor);
    const rows = this.rows.filter((row) => row.seq > after && row.product.categoryId !== null && categoryIds.includes(row.product.categoryId)).slice(0, limit + 1);
    return seqPage(rows, limit, ({ product }) => ({ ...product, customerCount: this.orders.customerCount(product._id) }));
  }

  async findById(id: string) {
    const row = this.rows.find((r) => r.product._id === id);
    return row ? { ...row.product } : null;
  }

  async findMany(ids: readonly string[]) {
    return this.rows.filter((r) => ids.includes(r.product._id)).map((r) => ({ ...r.product }));
  }

  async count() {
    return this.rows.length;
  }

  async idsInOrder(offset: number, limit: number) {
    return this.rows.slice(offset, offset + limit).map((r) => r.product._id);
  }

  async search(query: ProductQuery) {
    return searchProducts(this.searchable(), query);
  }

  async suggest(query: Pick<ProductQuery, 'text' | 'partKey'>, limit: number) {
    return suggestProducts(this.searchable(), query, limit);
  }

  private searchable() {
    return this.rows.map(({ seq, product }) => ({ seq, product: { ...product, customerCount: this.orders.customerCount(product._id) } }));
  }

  async insert(product: NewProduct, by?: AuditActor) {
    const stored: Product = {
      ...completeTerms(product, soldByTheUnit),
      partNumber: product.partNumber ?? givenPartNumber(++this.partNumbersGiven),
      categoryId: product.categoryId ?? null,
      _id: crypto.randomUUID(),
    };
    this.refuseTaken(stored);
    this.rows.push({ seq: this.nextSeq++, product: stored });
    if (by) this.audit.record(productAudit(by, null, stored));
    return { ...stored };
  }

  async update(id: string, product: NewProduct, by?: AuditActor) {
    const row = this.rows.find((r) => r.product._id === id);
    if (!row) return null;
    const updated: Product = {
      ...completeTerms(product, row.product),
      partNumber: product.partNumber ?? row.product.partNumber,
      categoryId: product.categoryId === undefined ? row.product.categoryId : product.categoryId,
      _id: id,
    };
    this.refuseTaken(updated);
    if (by) this.audit.record(productAudit(by, row.product, updated));
    row.product = updated;
    return { ...row.product };
  }

  /** The products as they are now, and a way to put them back so: a transaction's rollback, in memory. */
  checkpoint(): () => void {
    const [rows, nextSeq] = [this.rows.map((row) => ({ ...row })), this.nextSeq];
    return () => {
      this.rows = rows;
      this.nextSeq = nextSeq;
    };
  }

  /** Every product, in catalogue order: what an export reads. */
  everyProduct(): Product[] {
    return this.rows.map((row) => ({ ...row.product }));
  }

  /** The products having any of these part numbers, ignoring case. */
  withPartNumbers(partNumbers: readonly string[]): Product[] {
    const wanted = new Set(partNumbers.map((partNumber) => partNumber.toUpperCase()));
    return this.rows.filter((row) => wanted.has(row.product.partNumber.toUpperCase())).map((row) => ({ ...row.product }));
  }

  /**
   * Adds and changes many products at once, all or none: each checked as insert() and update() check
   * one, against a set of part numbers rather than a scan per product (an import of 100,000).
   */
  writeMany(creates: readonly Omit<Product, '_id'>[], updates: readonly { id: string; product: Omit<Product, '_id'> }[]) {
    const byId = new Map(this.rows.map((row) => [row.product._id, row]));
    const changed = new Set(updates.map((update) => update.id));
    const taken = new Set(this.rows.filter((row) => !changed.has(row.product._id)).map((row) => row.product.partNumber.toUpperCase()));
    const stored = [...creates.map((product) => ({ ...product, _id: crypto.randomUUID() })), ...updates.map(({ id, product }) => ({ ...product, _id: id }))];
    for (const product of stored) {
      if (product.categoryId !== null && !this.categories.has(product.categoryId)) throw new CategoryMissingError();
      const key = product.partNumber.toUpperCase();
      if (taken.has(key)) throw new PartNumberTakenError(product.partNumber);
      taken.add(key);
    }
    for (const product of stored.slice(creates.length)) byId.get(product._id)!.product = product;
    for (const product of stored.slice(0, creates.length)) this.rows.push({ seq: this.nextSeq++, product });
  }

  /** Part numbers are unique ignoring case, as the database's index on upper(part_number) keeps them; a category must exist, as its foreign key says. */
  private refuseTaken(product: Product) {
    if (product.categoryId !== null && !this.categories.has(product.categoryId)) throw new CategoryMissingError();
    const same = (r: Row) => r.product._id !== product._id && r.product.partNumber.toUpperCase() === product.partNumber.toUpperCase();
    if (this.rows.some(same)) throw new PartNumberTakenError(product.partNumber);
  }

  /** Takes `units` from a product's stock, all or none: the units left, or null (with what there was) when too few. */
  /** Takes every product's units, or none when any is short: the shortages then, product by product. */
  takeStock(units: ReadonlyMap<string, number>): { taken: true } | { taken: false; shortages: Shortage[] } {
    const shortages: Shortage[] = [];
    for (const [productId, wanted] of units) {
      const available = this.rows.find((r) => r.product._id === productId)?.product.stock ?? 0;
      if (available < wanted) shortages.push({ productId, available });
    }
    if (shortages.length > 0) return { taken: false, shortages };
    for (const [productId, wanted] of units) this.changeStock(productId, -wanted);
    return { taken: true };
  }

  hasTerms(terms: ProductTerms) {
    const row = this.rows.find((r) => r.product._id === terms._id);
    return row !== undefined && sameTerms(terms, row.product);
  }

  returnStock(units: ReadonlyMap<string, number>) {
    for (const [productId, back] of units) this.changeStock(productId, back);
  }

  private changeStock(productId: string, by: number) {
    const row = this.rows.find((r) => r.product._id === productId);
    if (row) row.product = { ...row.product, stock: row.product.stock + by };
  }

  async delete(id: string, by?: AuditActor) {
    const row = this.rows.find((r) => r.product._id === id);
    if (!row) return false;
    this.rows = this.rows.filter((r) => r !== row);
    this.orders.productDeleted(id);
    if (by) this.audit.record(productAudit(by, row.product, null));
    return true;
  }

  async deleteAll() {
    this.rows = [];
  }
}
