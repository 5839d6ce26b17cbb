import { afterAll, beforeAll, describe } from 'vitest';
import { createTestDatabase, postgresAvailable } from '../../tests/support/postgres-server';
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
import { openPostgres, type OpenDatabase } from './database';
import { PostgresOrderRepository } from './postgres-order-repository';
import { PostgresProductRepository } from './postgres-product-repository';
import { PostgresUserRepository } from './postgres-user-repository';
import { orders, products, profiles, reviews, users } from './schema';

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

  orderRepositoryContract('PostgreSQL', async () => ({
    orders: new PostgresOrderRepository(database.db),
    products: new PostgresProductRepository(database.db),
    reset: async () => {
      await database.db.delete(orders);
      await database.db.delete(products);
    },
  }));
  cardPaymentsContract('sandbox, intents on PostgreSQL', async () => {
    const processor = new SandboxCardProcessor(new PostgresIntentStore(database.db));
    return { processor, cardPayments: directSandboxPayments(processor) };
  });
  profileRepositoryContract('PostgreSQL', async () => ({
    profiles: new PostgresProfileRepository(database.db),
    reset: async () => {
      await database.db.delete(profiles);
    },
  }));

  reviewRepositoryContract('PostgreSQL', async () => ({
    reviews: new PostgresReviewRepository(database.db),
    products: new PostgresProductRepository(database.db),
    reset: async () => {
      await database.db.delete(reviews);
      await database.db.delete(orders);
      await database.db.delete(products);
    },
  }));
});
