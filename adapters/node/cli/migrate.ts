// `npm run db:migrate`: applies the migrations to the configured database and exits.
import { readDatabaseConfig } from '../config';
import { openDatabase } from '../../postgres/database';

const config = readDatabaseConfig();
const database = await openDatabase(config);
await database.close();
console.log(`Migrations applied (${database.engine === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}).`);
