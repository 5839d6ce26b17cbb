import * as v from 'valibot';
import { noSettings, type Adapter, type NoSettings } from '../composition/adapter-registry';
import type { StartedData } from '../composition/adapter-families';
import { openPglite, openPostgres, openReplicaPool, type OpenDatabase } from './database';
import { ReplicaReads, type CatalogueReads } from './read-replica';
import { postgresModule, postgresRepositories } from './postgres-module';
import { databaseReady } from './readiness';
import { PostgresRateCounter } from './postgres-rate-counter';

/** The data family's side of an open database: its repositories bound, its lifecycle for the server. */
function started(database: OpenDatabase, where: string, shared = false, replica?: { reads: CatalogueReads; close(): Promise<void> }): StartedData {
  return {
    module: postgresModule(postgresRepositories(database.db, replica?.reads)),
    where,
    exclusively: (work) => database.exclusively(work),
    ready: () => databaseReady(database.db),
    poolUse: database.poolUse && (() => database.poolUse!()),
    close: async () => {
      await replica?.close();
      await database.close();
    },
    // Servers sharing a PostgreSQL server share their rate limits; PGlite serves one, which counts its own.
    rateCounter: shared ? new PostgresRateCounter(database.db) : undefined,
  };
}

/** PGlite on disk in DATA_DIR: the embedded default, for one server. */
export const pgliteAdapter: Adapter<NoSettings, StartedData> = {
  name: 'pglite',
  summary: 'PostgreSQL compiled to WebAssembly, on disk in DATA_DIR: nothing to install, one server at a time (the default)',
  settings: noSettings,
  start: async (_settings, { dataDir }) => started(await openPglite(dataDir), `PGlite in ${dataDir}`),
};

const postgresSettings = v.object({
  DATABASE_URL: v.pipe(
    v.optional(v.string(), ''),
    v.nonEmpty('DATABASE_URL is needed for DATA_ADAPTER=postgres: postgres://user:password@host:5432/shop'),
    v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://'),
  ),
  // A hot standby of it: the catalogue's pages and searches are read there while it keeps up.
  DATABASE_READ_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_READ_URL must start with postgres:// or postgresql://'))),
  // Servers sharing the database share their sessions: each must check the others' tokens.
  SESSION_SECRET: v.pipe(v.optional(v.string(), ''), v.nonEmpty('SESSION_SECRET is needed with PostgreSQL, the same on every server that shares it')),
});

/** A PostgreSQL server (DATABASE_URL): what several servers share in production. */
export const postgresAdapter: Adapter<typeof postgresSettings, StartedData> = {
  name: 'postgres',
  summary: 'a PostgreSQL server at DATABASE_URL, which several servers may share (chosen whenever DATABASE_URL is set)',
  settings: postgresSettings,
  start: async ({ DATABASE_URL, DATABASE_READ_URL }) => {
    const database = await openPostgres(DATABASE_URL);
    if (!DATABASE_READ_URL) return started(database, 'PostgreSQL (DATABASE_URL)', true);
    const pool = openReplicaPool(DATABASE_READ_URL);
    const reads = new ReplicaReads(database.db, pool.db);
    // What this start migrated (and will seed) must be on the replica before the catalogue is read there.
    await reads.written();
    await reads.poll();
    const close = async () => {
      reads.stop();
      await pool.close();
    };
    return started(database, 'PostgreSQL (DATABASE_URL), the catalogue read from its replica (DATABASE_READ_URL) while it keeps up', true, { reads, close });
  },
};
