import { afterAll, beforeAll, describe } from 'vitest';
import { createTestDatabase, postgresAvailable } from '../../tests/support/postgres-server';
import { productRepositoryContract } from '../../tests/contracts/product-repository.contract';
import { userRepositoryContract } from '../../tests/contracts/user-repository.contract';
import { openPostgres, type OpenDatabase } from './database';
import { PostgresProductRepository } from './postgres-product-repository';
import { PostgresUserRepository } from './postgres-user-repository';
import { users } from './schema';

const available = await postgresAvailable();

describe.skipIf(!available)('PostgreSQL server', () => {
  let database: OpenDatabase;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    database = await openPostgres(created.url, 4);
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  userRepositoryContract('PostgreSQL', async () => ({
    users: new PostgresUserRepository(database.db),
    reset: async () => {
      await database.db.delete(users);
    },
  }));

  productRepositoryContract('PostgreSQL', async () => ({
    products: new PostgresProductRepository(database.db),
    dispose: async () => {},
  }));
});
