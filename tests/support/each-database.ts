import { rmSync } from 'node:fs';
import { describe } from 'vitest';
import { openPglite, openPostgres } from '../../adapters/postgres/database';
import { pgliteDataDirCopy } from './pglite-copy';
import { createTestDatabase, postgresAvailable } from './postgres-server';
import { startTestServer, startTestServerOn, type TestServer, type TestServerOptions } from './test-server';

/** A test shop over one of the places its data can live, and how to put it away. */
export interface ShopOver {
  server: TestServer;
  close(): Promise<void>;
}

type OpenShop = (options?: TestServerOptions) => Promise<ShopOver>;

const memory: OpenShop = async (options) => {
  const server = await startTestServer(options);
  return { server, close: () => server.app.close() };
};

/** A test server over an opened database; closing puts away the server, the database, then what `putAway` names. */
async function serverOver(database: Awaited<ReturnType<typeof openPglite>>, options: TestServerOptions | undefined, putAway: () => unknown): Promise<ShopOver> {
  const server = await startTestServerOn(database.db, options);
  return {
    server,
    close: async () => {
      await server.app.close();
      await database.close();
      await putAway();
    },
  };
}

const pglite: OpenShop = async (options) => {
  const dir = await pgliteDataDirCopy();
  return serverOver(await openPglite(dir), options, () => rmSync(dir, { recursive: true, force: true }));
};

// A database of its own for each file, and a pool of connections that truly run at once.
const postgres: OpenShop = async (options) => {
  const created = await createTestDatabase();
  return serverOver(await openPostgres(created.url, 10), options, () => created.drop());
};

const postgresHere = await postgresAvailable();

/**
 * Runs `suite` over memory, PGlite and PostgreSQL. Only PostgreSQL proves a race is won: its
 * requests run on concurrent connections. Memory (one thread) and PGlite (one connection, a
 * transaction at a time) interleave requests only between statements, so they check the rule
 * itself and that each adapter keeps it. PostgreSQL is skipped, loudly, when absent, and
 * required under CI=true.
 */
export function describeOverEachDatabase(title: string, suite: (open: OpenShop) => void) {
  describe(`${title}, over memory`, () => suite(memory));
  describe(`${title}, over PGlite`, () => suite(pglite));
  describe.skipIf(!postgresHere)(`${title}, over PostgreSQL`, () => suite(postgres));
}
