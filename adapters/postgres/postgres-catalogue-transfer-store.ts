import { recordAuditInBulk } from './postgres-audit-log';
import { asc, sql } from 'drizzle-orm';
import type { ImportedProduct } from '../../core/domain/catalogue-import-plan';
import type { Product } from '../../core/domain/product';
import type { CatalogueImportSession, CatalogueTransferStore } from '../../core/ports/driven/catalogue-transfer-store';
import { insertProductsInBulk, ROWS_PER_STATEMENT } from './bulk-products';
import { primaryReads, type CatalogueReads } from './read-replica';
import type { ShopDatabase, ShopTransaction } from './database';
import { productColumns } from './postgres-product-repository';
import { categories, products } from './schema';

/** A text[] literal, every element quoted: one parameter however many there are. */
const textArray = (items: readonly string[]) => `{${items.map((item) => `"${item.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

const categoryColumns = { _id: categories.id, name: categories.name, parentId: categories.parentId };

/** Many products changed by one statement a thousand: each row's new values joined to it by id. */
async function updateInBulk(tx: ShopTransaction, updates: readonly { id: string; product: ImportedProduct }[]) {
  for (let start = 0; start < updates.length; start += ROWS_PER_STATEMENT) {
    const values = updates.slice(start, start + ROWS_PER_STATEMENT).map(
      ({ id, product: p }) =>
        sql`(${id}::uuid, ${p.partNumber}::text, ${p.name}::text, ${p.description}::text, ${p.price}::integer, ${p.min}::integer, ${p.max}::integer, ${p.packSize}::integer, ${JSON.stringify(p.priceBreaks)}::jsonb,
          ${p.image}::text, ${p.stock}::integer, ${p.categoryId}::uuid)`,
    );
    await tx.execute(sql`UPDATE products p SET part_number = v.part_number, name = v.name, description = v.description, price = v.price,
        min_quantity = v.min_quantity, max_quantity = v.max_quantity, pack_size = v.pack_size, price_breaks = v.price_breaks, image = v.image, stock = v.stock, category_id = v.category_id
      FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, part_number, name, description, price, min_quantity, max_quantity, pack_size, price_breaks, image, stock, category_id)
      WHERE p.id = v.id`);
  }
}

/**
 * The catalogue's export and import on PostgreSQL or PGlite. An import holds both tables for itself
 * (SHARE ROW EXCLUSIVE: reads go on; orders' stock updates and admins' edits wait the few seconds it
 * takes), so that what it checked is what it writes over.
 */
export class PostgresCatalogueTransferStore implements CatalogueTransferStore {
  constructor(
    private readonly db: ShopDatabase,
    // Told once an import is committed, so that the catalogue's reads see it.
    private readonly reads: CatalogueReads = primaryReads(db),
  ) {}

  async snapshot() {
    return this.db.transaction(async (tx) => ({
      products: (await tx.select(productColumns).from(products).orderBy(asc(products.seq))) as Product[],
      categories: await tx.select(categoryColumns).from(categories),
    }));
  }

  async exclusively<T>(work: (session: CatalogueImportSession) => Promise<T>): Promise<T> {
    let wrote = false;
    const result = await this.db.transaction(async (tx) => {
      // Categories first, as the category repository takes its lock: the same order everywhere, no deadlock.
      await tx.execute(sql`LOCK TABLE categories IN SHARE ROW EXCLUSIVE MODE`);
      await tx.execute(sql`LOCK TABLE products IN SHARE ROW EXCLUSIVE MODE`);
      return work({
        categories: () => tx.select(categoryColumns).from(categories),
        productsWithPartNumbers: async (partNumbers) =>
          partNumbers.length === 0
            ? []
            : ((await tx
                .select(productColumns)
                .from(products)
                .where(sql`upper(${products.partNumber}) = ANY(${textArray(partNumbers.map((partNumber) => partNumber.toUpperCase()))}::text[])`)) as Product[]),
        addCategory: async (name, parentId) => {
          const [added] = await tx.insert(categories).values({ id: crypto.randomUUID(), name, parentId }).returning({ id: categories.id });
          return added.id;
        },
        insertProducts: async (rows) => {
          if (rows.length === 0) return;
          await insertProductsInBulk(tx, rows);
          wrote = true;
        },
        updateProducts: async (updates) => {
          if (updates.length === 0) return;
          await updateInBulk(tx, updates);
          wrote = true;
        },
        record: (entries) => recordAuditInBulk(tx, entries),
      });
    });
    // PGlite has no autovacuum: a large import leaves the planner's statistics stale until gathered.
    if (wrote) await this.db.execute(sql`ANALYZE products`);
    await this.reads.written();
    return result;
  }
}
