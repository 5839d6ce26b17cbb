// Creates and migrates a PGlite database in the folder named first, then exits. pglite-first-start.ts
// runs it in a process of its own: creating a database takes PGlite to ~900 MB, which a process
// never gives back, while opening an existing one costs less than half of that.
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { pgliteExtensions } from './pglite-extensions.mjs';

const [databaseDir, migrationsFolder] = process.argv.slice(2);
const client = await PGlite.create(databaseDir, { extensions: pgliteExtensions });
await migrate(drizzle({ client }), { migrationsFolder });
await client.close();
