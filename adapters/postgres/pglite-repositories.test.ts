import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { productRepositoryContract } from '../../tests/contracts/product-repository.contract';
import { userRepositoryContract } from '../../tests/contracts/user-repository.contract';
import { openPglite, type OpenDatabase } from './database';
import { PostgresProductRepository } from './postgres-product-repository';
import { PostgresUserRepository } from './postgres-user-repository';
import { users } from './schema';

// One PGlite on disk for the file: opening it is the slow part.
let dir: string;
let database: OpenDatabase;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'shop-pglite-'));
  database = await openPglite(dir);
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

userRepositoryContract('PGlite on disk', async () => ({
  users: new PostgresUserRepository(database.db),
  reset: async () => {
    await database.db.delete(users);
  },
}));

productRepositoryContract('PGlite on disk', async () => ({
  products: new PostgresProductRepository(database.db),
  dispose: async () => {},
}));
