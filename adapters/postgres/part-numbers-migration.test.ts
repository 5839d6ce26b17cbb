// Products from before part numbers: each gets one of its own (HT-10001, ...), and the next product
// added without one continues the sequence.
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { acrossTheMigration } from '../../tests/support/migrations-up-to';
import type { ShopDatabase } from './database';
import { PostgresProductRepository } from './postgres-product-repository';

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
  acrossTheMigration((engine) => (engine === 'PGlite' ? 'get part numbers of their own on PGlite' : 'get part numbers of their own on PostgreSQL'), BEFORE_PART_NUMBERS, insertOldProducts, checkPartNumbers);
});
