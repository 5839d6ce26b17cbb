import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, postgresAvailable } from '../../tests/support/postgres-server';
import { openPglite, openPostgres, type OpenDatabase } from './database';
import { databaseReady } from './readiness';

const postgresUp = await postgresAvailable();

/** Checks readiness on a freshly opened database, then with its newest migration unrecorded, then closed. */
async function readinessOf(database: OpenDatabase) {
  const migrated = await databaseReady(database.db);
  await database.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`);
  const behind = await databaseReady(database.db);
  await database.close();
  const gone = await databaseReady(database.db).catch(() => 'threw');
  return { migrated, behind, gone };
}

describe('readiness', () => {
  it('on PGlite: ready once migrated, not while a migration is missing, and throws with the database closed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-ready-'));
    try {
      expect(await readinessOf(await openPglite(dir))).toEqual({ migrated: true, behind: false, gone: 'threw' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(!postgresUp)('on PostgreSQL: the same', async () => {
    const created = await createTestDatabase();
    try {
      expect(await readinessOf(await openPostgres(created.url, 2))).toEqual({ migrated: true, behind: false, gone: 'threw' });
    } finally {
      await created.drop();
    }
  });
});
