import { afterAll, beforeAll, describe } from 'vitest';
import { createTestDatabase, postgresAvailable } from '../../tests/support/postgres-server';
import { openPostgres, type OpenDatabase } from './database';
import { postgresRepositoryContracts } from '../../tests/contracts/postgres-repositories';

const available = await postgresAvailable();

describe.skipIf(!available)('PostgreSQL server', () => {
  let database: OpenDatabase;
  // A second pool on the same database: another server sharing it.
  let other: OpenDatabase;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    database = await openPostgres(created.url, 4);
    other = await openPostgres(created.url, 4);
  });
  afterAll(async () => {
    await database?.close();
    await other?.close();
    await drop?.();
  });

  postgresRepositoryContracts('PostgreSQL', () => database, () => other);
});
