import { sql } from 'drizzle-orm';
import type { NewProduct } from '../../core/domain/product';
import type { ShopDatabase, ShopTransaction } from './database';
import { products } from './schema';

// A thousand rows a statement: few round trips, and well under PostgreSQL's 65,535 parameters (12 a row).
export const ROWS_PER_STATEMENT = 1_000;
// Search's GIN indexes take rows one by one (fastupdate off, migration 0023); for a bulk load they
// gather them in their pending list and merge it in sorted runs, several times faster, then go back.
const GIN_INDEXES = ['products_search_words'];

/** A product as its row is inserted, with an id of its own. */
const rowOf = (part: NewProduct & { partNumber: string }): typeof products.$inferInsert => ({
  id: crypto.randomUUID(),
  partNumber: part.partNumber,
  name: part.name,
  description: part.description,
  price: part.price,
  minQuantity: part.min,
  maxQuantity: part.max,
  image: part.image,
  stock: part.stock,
  categoryId: part.categoryId ?? null,
  packSize: part.packSize ?? 1,
  priceBreaks: part.priceBreaks ?? [],
});

/**
 * Inserts many products within the caller's transaction, a thousand a statement, with the search
 * index gathering them in bulk; answers how many. The planner's statistics are the caller's to gather.
 */
export async function insertProductsInBulk(tx: ShopTransaction, parts: Iterable<NewProduct & { partNumber: string }>): Promise<number> {
  let added = 0;
  await tx.execute(sql`SET LOCAL gin_pending_list_limit = '64MB'`);
  for (const index of GIN_INDEXES) await tx.execute(sql.raw(`ALTER INDEX ${index} SET (fastupdate = on)`));
  let batch: (typeof products.$inferInsert)[] = [];
  const flush = async () => {
    if (batch.length > 0) await tx.insert(products).values(batch);
    added += batch.length;
    batch = [];
  };
  for (const part of parts) {
    batch.push(rowOf(part));
    if (batch.length === ROWS_PER_STATEMENT) await flush();
  }
  await flush();
  for (const index of GIN_INDEXES) {
    await tx.execute(sql`SELECT gin_clean_pending_list(${index}::regclass)`);
    await tx.execute(sql.raw(`ALTER INDEX ${index} SET (fastupdate = off)`));
  }
  return added;
}

/**
 * Adds many products at once, in one transaction (a catalogue at scale, the bench's); then gathers the
 * planner's statistics, which PGlite, with no autovacuum, would otherwise never have. Answers how many.
 */
export async function addProductsInBulk(db: ShopDatabase, parts: Iterable<NewProduct & { partNumber: string }>): Promise<number> {
  const added = await db.transaction((tx) => insertProductsInBulk(tx, parts));
  await db.execute(sql`ANALYZE products`);
  return added;
}
