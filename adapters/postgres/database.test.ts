import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, postgresAvailable, TEST_DATABASE_URL } from '../../tests/support/postgres-server';
import { pgliteForFile } from '../../tests/support/pglite-for-file';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres } from './database';
import { PostgresUserRepository } from './postgres-user-repository';

const available = await postgresAvailable();

describe.skipIf(!available)('the PostgreSQL pool', () => {
  it('survives the server dropping its idle connections (a restart, a failover) and answers the next query', async () => {
    const created = await createTestDatabase();
    const database = await openPostgres(created.url, 2);
    try {
      await database.db.execute(sql`SELECT 1`);
      const name = new URL(created.url).pathname.slice(1);
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
      await admin.end();
      // Give the pool time to hear of the closed socket: without a listener that event would end the process.
      await new Promise((resolve) => setTimeout(resolve, 200));

      const answer = (await database.db.execute(sql`SELECT 2 AS two`)) as unknown as { rows: unknown[] };
      expect(answer.rows).toEqual([{ two: 2 }]);
    } finally {
      await database.close();
      await created.drop();
    }
  });

  it('keeps the rate limits\' buckets unlogged: a counted call writes nothing to the write-ahead log and waits for no flush', async () => {
    const created = await createTestDatabase();
    const database = await openPostgres(created.url, 2);
    try {
      const answer = (await database.db.execute(sql`SELECT relpersistence FROM pg_class WHERE oid = 'rate_buckets'::regclass`)) as unknown as { rows: { relpersistence: string }[] };
      expect(answer.rows).toEqual([{ relpersistence: 'u' }]);
    } finally {
      await database.close();
      await created.drop();
    }
  });
});

describe('the embedded PGlite', () => {
  const opened = pgliteForFile();

  it('keeps its shared buffers small: they live in WebAssembly memory, which a process never gives back', async () => {
    const answer = (await opened().db.execute(sql`SHOW shared_buffers`)) as unknown as { rows: { shared_buffers: string }[] };
    expect(answer.rows).toEqual([{ shared_buffers: '16MB' }]);
  });

  it('prepares by name the statements the repositories name, as PostgreSQL does, instead of parsing them at every call', async () => {
    const users = new PostgresUserRepository(opened().db);
    expect(await users.findById(crypto.randomUUID())).toBeNull();
    await users.findById(crypto.randomUUID());
    const held = (await opened().db.execute(sql`SELECT name FROM pg_prepared_statements WHERE name = 'users_by_id'`)) as unknown as { rows: unknown[] };
    expect(held.rows).toEqual([{ name: 'users_by_id' }]);
  });

  it('does autovacuum’s work itself while it is open, which PGlite does not', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-upkeep-'));
    const database = await openPglite(dir, { upkeepEveryMs: 50 });
    try {
      await database.db.execute(sql`INSERT INTO categories (id, name) SELECT gen_random_uuid(), 'Category ' || n FROM generate_series(1, 1200) AS n`);
      const counts = async () =>
        ((await database.db.execute(sql`SELECT vacuum_count::int AS vacuums, analyze_count::int AS analyzes FROM pg_stat_user_tables WHERE relname = 'categories'`)) as unknown as { rows: unknown[] }).rows;
      await expect.poll(counts, { timeout: 5_000 }).toEqual([{ vacuums: 1, analyzes: 1 }]);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
