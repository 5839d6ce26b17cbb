// `npm run db:seed`: puts the catalogue back to the seeded range.
import { readDatabaseConfig } from '../config';
import { resetCatalogue, seedProducts } from '../../seed/catalogue';
import { openDatabase } from '../../postgres/database';
import { PostgresCategoryRepository } from '../../postgres/postgres-category-repository';
import { PostgresProductRepository } from '../../postgres/postgres-product-repository';

const config = readDatabaseConfig();
try {
  const database = await openDatabase(config);
  await resetCatalogue(new PostgresProductRepository(database.db), new PostgresCategoryRepository(database.db));
  await database.close();
  console.log(`The catalogue now holds the ${seedProducts.length} seeded products.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
