import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { cardPaymentsContract } from '../../tests/contracts/card-payments.contract';
import { orderRepositoryContract } from '../../tests/contracts/order-repository.contract';
import { profileRepositoryContract } from '../../tests/contracts/profile-repository.contract';
import { reviewRepositoryContract } from '../../tests/contracts/review-repository.contract';
import { PostgresProfileRepository } from './postgres-profile-repository';
import { PostgresReviewRepository } from './postgres-review-repository';
import { directSandboxPayments } from '../../tests/support/sandbox-cards';
import { PostgresIntentStore } from '../sandbox-card/server/postgres-intent-store';
import { SandboxCardProcessor } from '../sandbox-card/server/sandbox-card-processor';
import { productRepositoryContract } from '../../tests/contracts/product-repository.contract';
import { userRepositoryContract } from '../../tests/contracts/user-repository.contract';
import { openPglite, type OpenDatabase } from './database';
import { PostgresOrderRepository } from './postgres-order-repository';
import { PostgresProductRepository } from './postgres-product-repository';
import { PostgresUserRepository } from './postgres-user-repository';
import { orders, products, profiles, reviews, users } from './schema';

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

orderRepositoryContract('PGlite on disk', async () => ({
  orders: new PostgresOrderRepository(database.db),
  products: new PostgresProductRepository(database.db),
  reset: async () => {
    await database.db.delete(orders);
    await database.db.delete(products);
  },
}));

cardPaymentsContract('sandbox, intents on PGlite on disk', async () => {
  const processor = new SandboxCardProcessor(new PostgresIntentStore(database.db));
  return { processor, cardPayments: directSandboxPayments(processor) };
});

profileRepositoryContract('PGlite on disk', async () => ({
  profiles: new PostgresProfileRepository(database.db),
  reset: async () => {
    await database.db.delete(profiles);
  },
}));

reviewRepositoryContract('PGlite on disk', async () => ({
  reviews: new PostgresReviewRepository(database.db),
  products: new PostgresProductRepository(database.db),
  reset: async () => {
    await database.db.delete(reviews);
    await database.db.delete(orders);
    await database.db.delete(products);
  },
}));
