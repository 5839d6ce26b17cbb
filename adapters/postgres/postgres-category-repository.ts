import { sql } from 'drizzle-orm';
import { categoryAudit, type AuditActor } from '../../core/domain/audit';
import type { Category, NewCategory } from '../../core/domain/category';
import { recordAudit } from './postgres-audit-log';
import type { CategoryRepository, CategoryWrite, PlacementCheck } from '../../core/ports/driven/category-repository';
import type { ShopDatabase, ShopTransaction } from './database';
import { categories } from './schema';
import { primaryReads, type CatalogueReads } from './read-replica';
import { runPrepared } from './prepared-statement';

const columns = { _id: categories.id, name: categories.name, parentId: categories.parentId };

/** A foreign key's refusal, as node-postgres or PGlite report it. */
const violated = (error: unknown, code: string) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.cause ?? e).code === code;
};

/** Categories in PostgreSQL or PGlite. Writes take turns under a lock of the table, so that the core's check of the whole tree holds until the write is made. */
export class PostgresCategoryRepository implements CategoryRepository {
  constructor(
    private readonly db: ShopDatabase,
    // Where the tree is read (a replica when one is configured); a write reads it again in its transaction.
    private readonly reads: CatalogueReads = primaryReads(db),
  ) {}

  all(): Promise<Category[]> {
    // Read by every search (its facets are rolled up the tree): prepared, parsed and planned once per connection.
    return this.reads.read((db) => runPrepared<Category>(db, 'categories_all', sql`SELECT id AS "_id", name, parent_id AS "parentId" FROM categories ORDER BY created_at, id`));
  }

  /** Runs `write` alone among category writes (reads go on), with every category as they are then; the catalogue's reads are told once it is committed. */
  private async inTurn<T>(write: (tx: ShopTransaction, all: Category[]) => Promise<T>): Promise<T> {
    const answer = await this.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE categories IN SHARE ROW EXCLUSIVE MODE`);
      return write(tx, await tx.select(columns).from(categories));
    });
    await this.reads.written();
    return answer;
  }

  insert(category: NewCategory, check: PlacementCheck, by?: AuditActor): Promise<CategoryWrite> {
    return this.inTurn(async (tx, all) => {
      const refused = check(all);
      if (refused) return { refused };
      const [saved] = await tx.insert(categories).values({ id: crypto.randomUUID(), name: category.name, parentId: category.parentId }).returning(columns);
      if (by) await recordAudit(tx, categoryAudit(by, null, saved));
      return { saved };
    });
  }

  update(id: string, category: NewCategory, check: PlacementCheck, by?: AuditActor): Promise<CategoryWrite> {
    return this.inTurn(async (tx, all) => {
      const before = all.find((c) => c._id === id);
      if (!before) return { missing: true };
      const refused = check(all);
      if (refused) return { refused };
      const [saved] = await tx.update(categories).set({ name: category.name, parentId: category.parentId }).where(sql`${categories.id} = ${id}`).returning(columns);
      if (by) await recordAudit(tx, categoryAudit(by, before, saved));
      return { saved };
    });
  }

  async deleteIfEmpty(id: string, by?: AuditActor) {
    try {
      return await this.inTurn(async (tx, all) => {
        const before = all.find((c) => c._id === id);
        if (!before) return 'missing' as const;
        const deleted = await tx.execute(sql`DELETE FROM categories c WHERE c.id = ${id}
          AND NOT EXISTS (SELECT FROM categories child WHERE child.parent_id = c.id)
          AND NOT EXISTS (SELECT FROM products p WHERE p.category_id = c.id) RETURNING c.id`);
        if ((deleted as unknown as { rows: unknown[] }).rows.length === 0) return 'not-empty' as const;
        if (by) await recordAudit(tx, categoryAudit(by, before, null));
        return 'deleted' as const;
      });
    } catch (error) {
      // A product listed under it at the same moment: the foreign key keeps the category.
      if (violated(error, '23503')) return 'not-empty' as const;
      throw error;
    }
  }

  async deleteAll() {
    await this.db.execute(sql`UPDATE products SET category_id = NULL WHERE category_id IS NOT NULL`);
    // Each category keeps its children from going: loose them all first.
    await this.db.execute(sql`UPDATE categories SET parent_id = NULL`);
    await this.db.delete(categories);
  }
}
