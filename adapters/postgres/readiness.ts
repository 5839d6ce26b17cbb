import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder, type ShopDatabase } from './database';

/** The newest migration this build ships: drizzle records each applied one by this time. */
let shipped: number | undefined;
const newestMigration = () => (shipped ??= Math.max(...readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis)));

/**
 * Whether the database answers and holds every migration this build ships (a server of a newer
 * build on a database not yet migrated is not ready). Throws when the database does not answer.
 */
export async function databaseReady(db: ShopDatabase): Promise<boolean> {
  const answer = (await db.execute(sql`SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations`)) as unknown as { rows: { newest: string | number | null }[] };
  const newest = answer.rows[0]?.newest;
  return newest !== null && newest !== undefined && Number(newest) >= newestMigration();
}
