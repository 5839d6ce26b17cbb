import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../../adapters/postgres/pglite-extensions.mjs';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, it } from 'vitest';
import type { ShopDatabase } from '../../adapters/postgres/database';
import { createTestDatabase, postgresAvailable } from './postgres-server';

/** The shop's migrations, all of them. */
export const migrationsFolder = fileURLToPath(new URL('../../adapters/postgres/migrations', import.meta.url));

const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the migrations as they stood at `lastTag`: a database made with it holds data the way the shop kept it then. */
export function migrationsUpTo(lastTag: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-migrations-'));
  temporary.push(dir);
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  if (last < 0) throw new Error(`No migration is tagged ${lastTag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return dir;
}

const postgresUp = await postgresAvailable();

/**
 * A migration's test on PGlite and on PostgreSQL (when one answers): the database migrated up to
 * `before`, `insert` writes rows as the shop kept them then, the later migrations run, and `check`
 * reads what they made of the rows.
 */
export function acrossTheMigration(
  what: (engine: 'PGlite' | 'PostgreSQL') => string,
  before: string,
  insert: (db: ShopDatabase) => Promise<void>,
  check: (db: ShopDatabase) => Promise<void>,
) {
  it(what('PGlite'), async () => {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    try {
      const db = drizzlePglite({ client }) as unknown as ShopDatabase;
      await migratePglite(db as never, { migrationsFolder: migrationsUpTo(before) });
      await insert(db);
      await migratePglite(db as never, { migrationsFolder });
      await check(db);
    } finally {
      await client.close();
    }
  });

  it.skipIf(!postgresUp)(what('PostgreSQL'), async () => {
    const created = await createTestDatabase();
    const pool = new pg.Pool({ connectionString: created.url, max: 2 });
    try {
      const db = drizzlePg({ client: pool }) as unknown as ShopDatabase;
      await migratePg(db as never, { migrationsFolder: migrationsUpTo(before) });
      await insert(db);
      await migratePg(db as never, { migrationsFolder });
      await check(db);
    } finally {
      await pool.end();
      await created.drop();
    }
  });
}
