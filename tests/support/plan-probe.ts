import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openPglite, openPostgres, type OpenDatabase } from '../../adapters/postgres/database';
import { createTestDatabase, postgresAvailable } from './postgres-server';

const dialect = new PgDialect();
type PlanRows = { rows: { 'QUERY PLAN': string }[] };

/** The lines of an EXPLAIN, as one text. */
export const shownOf = (result: unknown) => (result as PlanRows).rows.map((row) => row['QUERY PLAN']).join('\n');

/**
 * The plan made once for every value of `statement`, as a statement prepared by name comes to
 * use: EXPLAIN EXECUTE under `force_generic_plan`, which runs nothing.
 */
export async function genericPlanOf(database: OpenDatabase, statement: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`PREPARE plan_probe AS ${text}`));
    // EXECUTE's arguments are part of its text: the test's own values, written as literals.
    const literal = (value: unknown) => (value === null ? 'NULL' : `'${String(value).replaceAll("'", "''")}'`);
    const shown = shownOf(await tx.execute(sql.raw(`EXPLAIN EXECUTE plan_probe(${params.map(literal).join(', ')})`)));
    await tx.execute(sql`DEALLOCATE plan_probe`);
    return shown;
  });
}

/** A migrated database of a test's own, and how to remove it. */
export type TemporaryDatabase = { database: OpenDatabase; close(): Promise<void> };

/**
 * Runs `suite` over a PGlite database in a temporary directory and, where the test PostgreSQL
 * answers, over a database of its own there (on a pool of `connections`).
 */
export async function overPgliteAndPostgres(suite: (engine: string, open: () => Promise<TemporaryDatabase>) => void, { connections = 2 } = {}) {
  suite('PGlite', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-plan-'));
    const database = await openPglite(dir);
    return { database, close: async () => (await database.close(), rmSync(dir, { recursive: true, force: true })) };
  });
  if (await postgresAvailable()) {
    suite('PostgreSQL', async () => {
      const created = await createTestDatabase();
      const database = await openPostgres(created.url, connections);
      return { database, close: async () => (await database.close(), await created.drop()) };
    });
  }
}
