// Products from before part numbers: each gets one of its own (HT-10001, ...), and the next product
// added without one continues the sequence.
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, migrationsUpTo } from '../../tests/support/migrations-up-to';
import { createTestDatabase, postgresAvailable } from '../../tests/support/postgres-server';
import type { ShopDatabase } from './database';
import { PostgresProductRepository } from './postgres-product-repository';

const postgresUp = await postgresAvailable();
const BEFORE_PART_NUMBERS = '0021_sandbox_refunds';

async function insertOldProducts(db: ShopDatabase) {
  await db.execute(sql`INSERT INTO products (id, name, description, price, min_quantity, max_quantity, image, stock)
    SELECT gen_random_uuid(), 'Old part ' || n, 'd', 10, 1, 5, '/p.svg', 3 FROM generate_series(1, 3) AS n`);
}

async function checkPartNumbers(db: ShopDatabase) {
  const products = new PostgresProductRepository(db);
  const { items } = await products.list({ limit: 10, cursor: null });
  expect(items.map((product) => product.partNumber)).toEqual(['HT-10001', 'HT-10002', 'HT-10003']);
  const added = await products.insert({ name: 'New part', description: 'd', price: 10, min: 1, max: 5, image: '/p.svg', stock: 3 });
  expect(added.partNumber).toBe('HT-10004');
}

describe('products from before part numbers', () => {
  it('get part numbers of their own on PGlite', async () => {
    const client = await PGlite.create();
    const db = drizzlePglite({ client }) as unknown as ShopDatabase;
    await migratePglite(db as never, { migrationsFolder: migrationsUpTo(BEFORE_PART_NUMBERS) });
    await insertOldProducts(db);
    await migratePglite(db as never, { migrationsFolder });
    await checkPartNumbers(db);
    await client.close();
  });

  it.skipIf(!postgresUp)('get part numbers of their own on PostgreSQL', async () => {
    const created = await createTestDatabase();
    const pool = new pg.Pool({ connectionString: created.url, max: 2 });
    try {
      const db = drizzlePg({ client: pool }) as unknown as ShopDatabase;
      await migratePg(db as never, { migrationsFolder: migrationsUpTo(BEFORE_PART_NUMBERS) });
      await insertOldProducts(db);
      await migratePg(db as never, { migrationsFolder });
      await checkPartNumbers(db);
    } finally {
      await pool.end();
      await created.drop();
    }
  });
});
