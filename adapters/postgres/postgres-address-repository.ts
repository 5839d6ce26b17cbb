import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Address } from '../../core/domain/address';
import type { AddressRepository } from '../../core/ports/driven/address-repository';
import type { ShopDatabase } from './database';
import { addresses } from './schema';

const columns = {
  _id: addresses.id,
  recipient: addresses.recipient,
  company: addresses.company,
  line1: addresses.line1,
  line2: addresses.line2,
  city: addresses.city,
  region: addresses.region,
  postcode: addresses.postcode,
  country: addresses.country,
  isDefault: addresses.isDefault,
};

type Transaction = Parameters<Parameters<ShopDatabase['transaction']>[0]>[0];

// The first key of the advisory locks on address books: any constant no other lock of the shop uses.
const ADDRESS_BOOK_LOCK = 7_401_200;

/**
 * Until the transaction ends, no other change to this user's book runs: counting against the
 * limit and moving the default are then exact, on one server or several.
 */
const lockBook = (tx: Transaction, userId: string) => tx.execute(sql`SELECT pg_advisory_xact_lock(${sql.raw(String(ADDRESS_BOOK_LOCK))}, hashtext(${userId}))`);

const fieldsOf = ({ recipient, company, line1, line2, city, region, postcode, country }: Address) => ({ recipient, company, line1, line2, city, region, postcode, country });

/** Address books in PostgreSQL or PGlite: each change is one transaction holding the book's lock; a unique index keeps one default. */
export class PostgresAddressRepository implements AddressRepository {
  private readonly byUser;
  private readonly byId;

  constructor(private readonly db: ShopDatabase) {
    const ofUser = eq(addresses.userId, sql.placeholder('userId'));
    this.byUser = db.select(columns).from(addresses).where(ofUser).orderBy(desc(addresses.isDefault), asc(addresses.seq)).prepare('addresses_by_user');
    this.byId = db
      .select(columns)
      .from(addresses)
      .where(and(ofUser, eq(addresses.id, sql.placeholder('id'))))
      .prepare('addresses_by_id');
  }

  list(userId: string) {
    return this.byUser.execute({ userId });
  }

  async find(userId: string, id: string) {
    const [row] = await this.byId.execute({ userId, id });
    return row ?? null;
  }

  add(userId: string, address: Address, { makeDefault, limit }: { makeDefault: boolean; limit: number }) {
    return this.db.transaction(async (tx) => {
      await lockBook(tx, userId);
      const [{ count }] = await tx
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(addresses)
        .where(eq(addresses.userId, userId));
      if (count >= limit) return null;
      const isDefault = makeDefault || count === 0;
      if (isDefault) await tx.update(addresses).set({ isDefault: false }).where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
      const [row] = await tx
        .insert(addresses)
        .values({ ...fieldsOf(address), id: crypto.randomUUID(), userId, isDefault })
        .returning(columns);
      return row;
    });
  }

  async update(userId: string, id: string, address: Address) {
    const [row] = await this.db
      .update(addresses)
      .set(fieldsOf(address))
      .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
      .returning(columns);
    return row ?? null;
  }

  remove(userId: string, id: string) {
    return this.db.transaction(async (tx) => {
      await lockBook(tx, userId);
      const [removed] = await tx
        .delete(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
        .returning({ isDefault: addresses.isDefault });
      if (!removed) return false;
      if (removed.isDefault) {
        const oldest = tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.seq)).limit(1);
        await tx.update(addresses).set({ isDefault: true }).where(inArray(addresses.id, oldest));
      }
      return true;
    });
  }

  makeDefault(userId: string, id: string) {
    return this.db.transaction(async (tx) => {
      await lockBook(tx, userId);
      const [found] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.id, id)));
      if (!found) return null;
      // Unset first: the unique index is checked row by row, so the two cannot be one statement.
      await tx.update(addresses).set({ isDefault: false }).where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, id)));
      const [row] = await tx
        .update(addresses)
        .set({ isDefault: true })
        .where(eq(addresses.id, id))
        .returning(columns);
      return row;
    });
  }
}
