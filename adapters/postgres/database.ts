import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { lockDataDirectory } from './data-dir-lock';
import { createPgliteIfMissing } from './pglite-first-start';
import { pgliteExtensions } from './pglite-extensions.mjs';
import { keepPgliteTidy } from './pglite-upkeep';
import { overPgliteProtocol } from './prepared-statement';
import * as schema from './schema';

export type ShopDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction opened on the shop's database: repositories that write together take one. */
export type ShopTransaction = Parameters<Parameters<ShopDatabase['transaction']>[0]>[0];
/** Where a statement runs: the database itself, or a caller's transaction. */
export type ShopExecutor = ShopDatabase | ShopTransaction;

export interface OpenDatabase {
  db: ShopDatabase;
  engine: 'pglite' | 'postgres';
  /** Runs `work` while no other server on this database runs its own (first-start seeding). */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The pool's connections, on PostgreSQL (PGlite has one, in the process). */
  poolUse?(): { totalCount: number; idleCount: number; waitingCount: number };
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant will do: it only has to be the same for every server migrating one database.
const MIGRATION_LOCK_KEY = 7_401_113;
const EXCLUSIVE_LOCK_KEY = 7_401_114;

// PostgreSQL's default 128 MB of shared buffers sit in PGlite's WebAssembly memory, which never
// shrinks: 16 MB keeps the embedded server near 380 MB instead of 490 MB after a busy minute, at no
// measured cost, since PGlite's files stay in the operating system's cache.
const PGLITE_OPTIONS = { postgresqlconf: ['shared_buffers = 16MB'], extensions: pgliteExtensions };

/** PGlite on disk under `dataDir`, locked against a second process; created in a child process the first time, migrated on open. */
export async function openPglite(dataDir: string, { upkeepEveryMs }: { upkeepEveryMs?: number } = {}): Promise<OpenDatabase> {
  const unlock = lockDataDirectory(dataDir);
  try {
    const databaseDir = path.join(dataDir, 'pglite');
    await createPgliteIfMissing(databaseDir, migrationsFolder);
    const client = await PGlite.create(databaseDir, PGLITE_OPTIONS);
    const db = overPgliteProtocol(drizzlePglite({ client, schema }) as unknown as ShopDatabase, client);
    await migratePglite(db as never, { migrationsFolder });
    // PGlite runs no autovacuum: the server does its work (pglite-upkeep.ts).
    const upkeep = keepPgliteTidy(client, upkeepEveryMs);
    return {
      db,
      engine: 'pglite',
      // One process owns the data directory: nothing else can run at the same time.
      exclusively: (work) => work(),
      close: async () => {
        await upkeep.stop();
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** A PostgreSQL server; several processes may share it, so migrations run under an advisory lock. */
export async function openPostgres(connectionString: string, poolSize = 10): Promise<OpenDatabase> {
  await migratePostgres(connectionString);
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle connection the server ends (restart, failover, a terminated backend) leaves the pool and the
  // next query opens a new one; unheard, its 'error' event would end the whole process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as ShopDatabase;
  return {
    db,
    engine: 'postgres',
    exclusively: (work) => withAdvisoryLock(connectionString, EXCLUSIVE_LOCK_KEY, work),
    close: () => pool.end(),
    poolUse: () => ({ totalCount: pool.totalCount, idleCount: pool.idleCount, waitingCount: pool.waitingCount }),
  };
}

/**
 * A read-only pool on a replica of the shop's database (DATABASE_READ_URL): never migrated (the
 * primary's migrations arrive by replication). A connection that cannot be made within a second
 * fails, so that a read falls back to the primary rather than wait.
 */
export function openReplicaPool(connectionString: string, poolSize = 10) {
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 1000 });
  pool.on('error', () => undefined);
  return { db: drizzlePg({ client: pool, schema }) as unknown as ShopDatabase, close: () => pool.end() };
}

/** Holds a session-level advisory lock on its own connection while `work` runs, so servers take turns. */
async function withAdvisoryLock<T>(connectionString: string, key: number, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
    await client.end();
  }
}

async function migratePostgres(connectionString: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }) {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
