// `npm run db:seed-large [-- 100000]`: adds a catalogue of that many parts (100,000 unless given) to
// the shop's database, to try the shop at scale: families of parts in their sizes, materials and
// packs, each with its own part number, price and stock, listed under its family's category
// (adapters/seed/large-catalogue.ts).
import { readDatabaseConfig } from '../config';
import { largeCatalogue } from '../../seed/large-catalogue';
import { categoryPaths } from '../../seed/category-paths';
import { PostgresCategoryRepository } from '../../postgres/postgres-category-repository';
import { addProductsInBulk } from '../../postgres/bulk-products';
import { openDatabase } from '../../postgres/database';
import { PostgresProductRepository } from '../../postgres/postgres-product-repository';

const asked = process.argv[2] ?? '100000';
if (!/^\d{1,7}$/.test(asked) || Number(asked) < 1) {
  console.error(`How many parts? A whole number from 1 to 9,999,999, not "${asked}".`);
  process.exit(1);
}
const count = Number(asked);
try {
  const started = performance.now();
  const database = await openDatabase(readDatabaseConfig());
  const held = await new PostgresProductRepository(database.db).count();
  // Each family's parts under its category (Fixings > Screws), made the first time.
  const categoryAt = await categoryPaths(new PostgresCategoryRepository(database.db));
  const parts = [];
  // After what the catalogue holds: a second run goes on with the parts and numbers a first did not make.
  let skipped = 0;
  for (const part of largeCatalogue(held + count)) if (skipped++ >= held) parts.push({ ...part, categoryId: await categoryAt(part.categoryPath) });
  const added = await addProductsInBulk(database.db, parts);
  await database.close();
  console.log(`Added ${added.toLocaleString('en-US')} parts in ${((performance.now() - started) / 1000).toFixed(1)} s; the catalogue holds ${(held + added).toLocaleString('en-US')}.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
