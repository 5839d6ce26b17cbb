// `npm run make-admin -- someone@example.com`: makes an account an admin (creating its user record
// if it has never signed in: the first sign-in with that email takes it). Admin rights also need
// the email verified at the sign-in service. Run it while the server is stopped on PGlite.
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
  if (existing) await users.setRole(email, 'admin');
  else await users.createUnclaimed({ email, displayName: email.split('@')[0] }, 'admin');
  await database.close();
  if (!existing) console.log(`${email} is an admin from their first sign-in with a verified email.`);
  else if (!existing.emailVerified) console.log(`${email} is now an admin, with admin rights once their email is verified.`);
  else console.log(`${email} is now an admin.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
