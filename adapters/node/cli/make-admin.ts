// `npm run make-admin -- someone@example.com`: makes an account an admin (creating its user record
// if it has never signed in). Run it while the server is stopped when the data is on PGlite.
import * as v from 'valibot';
import { emailSchema } from '../../../core/domain/credentials';
import { openDatabase } from '../../postgres/database';
import { PostgresUserRepository } from '../../postgres/postgres-user-repository';
import { readDatabaseConfig } from '../config';

const parsed = v.safeParse(emailSchema, process.argv[2] ?? '');
if (!parsed.success) {
  console.error('Usage: npm run make-admin -- someone@example.com');
  process.exit(1);
}
const email = parsed.output;
try {
  const config = readDatabaseConfig();
  const database = await openDatabase(config);
  const users = new PostgresUserRepository(database.db);
  const existing = await users.findByEmail(email);
  await users.upsert({ email, displayName: existing?.displayName ?? email.split('@')[0] }, 'admin');
  await users.setRole(email, 'admin');
  await database.close();
  console.log(`${email} is now an admin.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
