// Data from before users were keyed by their sign-in uid: migrated, then claimed by the next
import { testOrderMail } from '../../tests/support/order-mail';
// sign-in with the same email, on PGlite and on PostgreSQL.
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions.mjs';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, migrationsUpTo } from '../../tests/support/migrations-up-to';
import type { VerifiedIdentity } from '../../core/ports/driven/identity-verifier';
import { Accounts } from '../../core/shop/accounts';
import { Ordering } from '../../core/shop/ordering';
import { Profiles } from '../../core/shop/profiles';
import { HmacAccessTokens } from '../crypto/hmac-access-tokens';
import { createTestDatabase, postgresAvailable } from '../../tests/support/postgres-server';
import { openPostgres, type ShopDatabase } from './database';
import { PostgresOrderRepository } from './postgres-order-repository';
import { PostgresProductRepository } from './postgres-product-repository';
import { PostgresProfileRepository } from './postgres-profile-repository';
import { PostgresUserRepository } from './postgres-user-repository';

const postgresUp = await postgresAvailable();
/** Rows as the shop kept them before: users, orders and profiles keyed by email. */
async function insertOldRows(db: ShopDatabase) {
  await db.execute(sql`INSERT INTO products (id, name, description, price, min_quantity, max_quantity, image)
    VALUES ('11111111-1111-4111-8111-111111111111', 'Torque Wrench', 'A wrench', 25, 1, 10, '/w.svg')`);
  await db.execute(sql`INSERT INTO users (email, display_name, role) VALUES ('ann@example.com', 'Ann', 'admin')`);
  await db.execute(sql`INSERT INTO orders (id, product_id, product, customer, customer_name, phone, quantity, total_price)
    VALUES ('22222222-2222-4222-8222-222222222222', '11111111-1111-4111-8111-111111111111', 'Torque Wrench', 'ann@example.com', 'Ann', '555 0100', 2, 50)`);
  await db.execute(sql`INSERT INTO profiles (email, name, home, education, link) VALUES ('ann@example.com', 'Ann', '1 Forge Lane', 'City College', 'https://ann.example.com')`);
}

/** The sign-in service holding Ann's account (verified) and a stranger's. */
const accounts: Record<string, VerifiedIdentity> = {
  'uid-ann': { uid: 'uid-ann', email: 'ann@example.com', emailVerified: true, name: 'Ann', validSince: 0 },
  'uid-stranger': { uid: 'uid-stranger', email: 'stranger@example.com', emailVerified: true, name: 'Stranger', validSince: 0 },
};
const identities = {
  verify: async (idToken: string) => accounts[idToken],
  findAccount: async (uid: string) => accounts[uid] ?? null,
  removeAccount: async () => {},
};

// Nothing here deletes or places an order, so no payment is ever cancelled and no address looked up.
const noPayments = { cancelOpenPayments: async () => {}, orderDeleted: async () => {}, holdReleased: async () => {} };
const noAddresses = { find: async () => null, add: async () => null };

async function checkClaimed(db: ShopDatabase) {
  const users = new PostgresUserRepository(db);
  const session = new Accounts(users, identities, new HmacAccessTokens('a-secret-long-enough-for-the-test-000'));
  const ordering = new Ordering(new PostgresProductRepository(db), new PostgresOrderRepository(db), noPayments, users, noAddresses, { contents: async () => ({ items: [], products: [] }) }, { holdMinutes: 60 }, testOrderMail());
  const profiles = new Profiles(new PostgresProfileRepository(db), users);

  const stranger = (await session.openSession('stranger@example.com', 'uid-stranger')).user;
  expect(await ordering.listOrders(stranger)).toEqual([]);

  const ann = (await session.openSession('ann@example.com', 'uid-ann')).user;
  expect(ann).toMatchObject({ id: 'legacy:ann@example.com', role: 'admin', emailVerified: true });
  expect((await ordering.listOrders(ann)).map((o) => o._id)).toEqual(['22222222-2222-4222-8222-222222222222']);
  expect(await profiles.getProfile(ann, 'ann@example.com')).toMatchObject({ home: '1 Forge Lane' });
  // Claimed once: the next sign-in is the same user.
  expect((await session.openSession('ann@example.com', 'uid-ann')).user.id).toBe(ann.id);
}

describe('users from before uids', () => {
  it('keep their orders and profile on PGlite, claimed by their next sign-in', async () => {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    const db = drizzlePglite({ client }) as unknown as ShopDatabase;
    await migratePglite(db as never, { migrationsFolder: migrationsUpTo('0006_money_and_contact_messages') });
    await insertOldRows(db);
    await migratePglite(db as never, { migrationsFolder });
    await checkClaimed(db);
    await client.close();
  });

  it.skipIf(!postgresUp)('keep their orders and profile on PostgreSQL, claimed by their next sign-in', async () => {
    const created = await createTestDatabase();
    try {
      const pool = new pg.Pool({ connectionString: created.url, max: 2 });
      const db = drizzlePg({ client: pool }) as unknown as ShopDatabase;
      await migratePg(db as never, { migrationsFolder: migrationsUpTo('0006_money_and_contact_messages') });
      await insertOldRows(db);
      await pool.end();
      // The shop's own opening migrates the rest, as a server starting on the old data does.
      const database = await openPostgres(created.url, 2);
      await checkClaimed(database.db);
      await database.close();
    } finally {
      await created.drop();
    }
  });
});
