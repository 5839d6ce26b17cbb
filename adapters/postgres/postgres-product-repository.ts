import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { NewProduct, Product } from '../../core/domain/product';
import type { PageRequest } from '../../core/domain/page';
import type { ProductQuery } from '../../core/domain/search';
import { CategoryMissingError, PartNumberTakenError, type ProductRepository } from '../../core/ports/driven/product-repository';
import { decodeSeqCursor, seqPage } from '../common/seq-cursor';
import type { ShopDatabase, ShopExecutor } from './database';
import { productAudit, type AuditActor } from '../../core/domain/audit';
import { recordAudit } from './postgres-audit-log';
import { searchProducts, suggestProducts } from './postgres-product-search';
import { qualified } from './qualified';
import { primaryReads, type CatalogueReads } from './read-replica';
import { orderLines, orders, products } from './schema';

/** A product's columns as the shop reads them: what other reads join to. */
export const productColumns = {
  _id: products.id,
  name: products.name,
  partNumber: products.partNumber,
  description: products.description,
  price: products.price,
  max: products.maxQuantity,
  min: products.minQuantity,
  image: products.image,
  stock: products.stock,
  categoryId: products.categoryId,
  packSize: products.packSize,
  priceBreaks: products.priceBreaks,
};

const columns = productColumns;

// Without a part number, a new product takes the database's next (HT-10001, ...) and an edited one keeps its own.
const toRow = (product: NewProduct) => ({
  ...(product.partNumber === undefined ? {} : { partNumber: product.partNumber }),
  name: product.name,
  description: product.description,
  price: product.price,
  maxQuantity: product.max,
  minQuantity: product.min,
  image: product.image,
  stock: product.stock,
  ...(product.categoryId === undefined ? {} : { categoryId: product.categoryId }),
  ...(product.packSize === undefined ? {} : { packSize: product.packSize }),
  ...(product.priceBreaks === undefined ? {} : { priceBreaks: product.priceBreaks }),
});

/** The write's rows, or PartNumberTakenError when the unique index on upper(part_number) refused it. */
async function partNumberFree<T>(product: NewProduct, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
    const cause = e.cause ?? e;
    if (cause.code === '23505' && cause.constraint === 'products_part_number_unique') throw new PartNumberTakenError(product.partNumber ?? '');
    if (cause.code === '23503' && cause.constraint === 'products_category_id_categories_id_fk') throw new CategoryMissingError();
    throw error;
  }
}

/**
 * Products in PostgreSQL or PGlite; the hot reads are prepared once per database. The catalogue's
 * pages and searches read where `reads` says (a replica when one is configured); what orders and
 * carts read of a product, and every write, use the primary.
 */
export class PostgresProductRepository implements ProductRepository {
  private readonly listAfterOn = new Map<ShopDatabase, ReturnType<PostgresProductRepository['prepareListAfter']>>();
  private readonly byId;
  private readonly customerCount;

  constructor(
    private readonly db: ShopDatabase,
    private readonly reads: CatalogueReads = primaryReads(db),
  ) {
    // A cancelled order is nobody's purchase: the card's "N customers ordered" leaves it out.
    // Customers whose orders hold a line of it, cancelled orders left out.
    const customerCount = sql<number>`(SELECT count(DISTINCT ${qualified(orders.customerId)}) FROM ${orderLines} JOIN ${orders} ON ${qualified(orders.id)} = ${qualified(orderLines.orderId)}
      WHERE ${qualified(orderLines.productId)} = ${qualified(products.id)} AND ${qualified(orders.cancelledAt)} IS NULL)`.mapWith(Number);
    this.customerCount = customerCount;
    this.byId = db.select(columns).from(products).where(eq(products.id, sql.placeholder('id'))).prepare('products_by_id');
  }

  private prepareListAfter(db: ShopDatabase) {
    return db
      .select({ ...columns, seq: products.seq, customerCount: this.customerCount })
      .from(products)
      .where(gt(products.seq, sql.placeholder('after')))
      .orderBy(asc(products.seq))
      .limit(sql.placeholder('limit'))
      .prepare('products_list_after');
  }

  /** The catalogue's first read, prepared on the database it runs on. */
  private listAfter(db: ShopDatabase) {
    let prepared = this.listAfterOn.get(db);
    if (!prepared) this.listAfterOn.set(db, (prepared = this.prepareListAfter(db)));
    return prepared;
  }

  async list({ limit, cursor }: PageRequest) {
    const after = decodeSeqCursor(cursor);
    const rows = await this.reads.read((db) => this.listAfter(db).execute({ after, limit: limit + 1 }));
    return seqPage(rows, limit, ({ seq: _seq, ...product }) => product);
  }

  async listInCategories(categoryIds: readonly string[], { limit, cursor }: PageRequest) {
    const after = decodeSeqCursor(cursor);
    if (categoryIds.length === 0) return { items: [], nextCursor: null };
    const rows = await this.reads.read((db) =>
      db
        .select({ ...columns, seq: products.seq, customerCount: this.customerCount })
        .from(products)
        .where(and(inArray(products.categoryId, [...categoryIds]), gt(products.seq, after)))
        .orderBy(asc(products.seq))
        .limit(limit + 1),
    );
    return seqPage(rows, limit, ({ seq: _seq, ...product }) => product);
  }

  async findById(id: string): Promise<Product | null> {
    const [row] = await this.byId.execute({ id });
    return row ?? null;
  }

  async findMany(ids: readonly string[]): Promise<Product[]> {
    if (ids.length === 0) return [];
    return this.db.select(columns).from(products).where(inArray(products.id, [...ids]));
  }

  async count() {
    const [row] = await this.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(products);
    return row.n;
  }

  async idsInOrder(offset: number, limit: number) {
    const rows = await this.db.select({ id: products.id }).from(products).orderBy(asc(products.seq)).offset(offset).limit(limit);
    return rows.map((row) => row.id);
  }

  search(query: ProductQuery) {
    return this.reads.read((db) => searchProducts(db, query));
  }

  suggest(query: Pick<ProductQuery, 'text' | 'partKey'>, limit: number) {
    return this.reads.read((db) => suggestProducts(db, query, limit));
  }

  /** Answers what a catalogue write answered, once the reads know the catalogue changed. */
  private async changed<T>(write: Promise<T>): Promise<T> {
    const answer = await write;
    await this.reads.written();
    return answer;
  }

  insert(product: NewProduct, by?: AuditActor): Promise<Product> {
    return this.changed(this.inserted(product, by));
  }

  update(id: string, product: NewProduct, by?: AuditActor): Promise<Product | null> {
    return this.changed(this.updated(id, product, by));
  }

  delete(id: string, by?: AuditActor) {
    return this.changed(this.deleted(id, by));
  }

  private async inserted(product: NewProduct, by?: AuditActor): Promise<Product> {
    const write = (tx: ShopExecutor) => tx.insert(products).values({ id: crypto.randomUUID(), ...toRow(product) }).returning(columns);
    if (!by) return (await partNumberFree(product, write(this.db)))[0];
    return partNumberFree(
      product,
      this.db.transaction(async (tx) => {
        const [row] = await write(tx);
        await recordAudit(tx, productAudit(by, null, row));
        return row;
      }),
    );
  }

  private async updated(id: string, product: NewProduct, by?: AuditActor): Promise<Product | null> {
    const write = async (tx: ShopExecutor) => (await tx.update(products).set(toRow(product)).where(eq(products.id, id)).returning(columns))[0] ?? null;
    if (!by) return partNumberFree(product, write(this.db));
    return partNumberFree(
      product,
      this.db.transaction(async (tx) => {
        // The values before, under the row's lock: what the log says was changed is what this update changed.
        const [before] = await tx.select(columns).from(products).where(eq(products.id, id)).for('update');
        if (!before) return null;
        const after = await write(tx);
        await recordAudit(tx, productAudit(by, before, after));
        return after;
      }),
    );
  }

  private async deleted(id: string, by?: AuditActor) {
    const write = async (tx: ShopExecutor) => (await tx.delete(products).where(eq(products.id, id)).returning(columns))[0];
    if (!by) return (await write(this.db)) !== undefined;
    return this.db.transaction(async (tx) => {
      const row = await write(tx);
      if (row) await recordAudit(tx, productAudit(by, row, null));
      return row !== undefined;
    });
  }

  async deleteAll() {
    await this.changed(this.db.delete(products));
  }
}
