// `npm run db:seed-large [-- 100000]`: adds a catalogue of that many parts (100,000 unless given) to
// the shop's database, to try the shop at scale: families of parts in their sizes, materials and
// packs, each with its own part number, price and stock (adapters/seed/large-catalogue.ts).
import { readDatabaseConfig } from '../config';
import { largeCatalogue } from '../../seed/large-catalogue';
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
  // Numbered after what the catalogue holds: a second run adds more parts, never a number twice.
  const held = await new PostgresProductRepository(database.db).count();
  const added = await addProductsInBulk(database.db, largeCatalogue(count, { firstSerial: held + 1, seed: held + 1 }));
  await database.close();
  console.log(`Added ${added.toLocaleString('en-US')} parts in ${((performance.now() - started) / 1000).toFixed(1)} s; the catalogue holds ${(held + added).toLocaleString('en-US')}.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
