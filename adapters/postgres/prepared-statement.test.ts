import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, postgresAvailable } from '../../tests/support/postgres-server';
import { openPostgres, type OpenDatabase, type ShopDatabase, type ShopTransaction } from './database';
import { overPgliteProtocol, runPrepared } from './prepared-statement';

const available = await postgresAvailable();

/** A statement with parameters of several types, a row back, and a way to fail on demand. */
const counted = (label: string, times: number, at: Date, fail: boolean) => sql`
  INSERT INTO counts (label, times, at) SELECT ${label}::text, ${times}::int, ${at.toISOString()}::timestamptz
  WHERE 1 / (CASE WHEN ${fail} THEN 0 ELSE 1 END) = 1
  RETURNING label, times, at, (SELECT count(*) FROM counts) AS before`;

const prepared = (db: ShopDatabase, label: string, times: number, fail = false) =>
  runPrepared<{ label: string; times: number; at: Date; before: number }>(db, 'count_insert', counted(label, times, new Date('2026-11-27T10:00:00Z'), fail));

function behavesAsAPreparedStatement(engine: string, open: () => Promise<{ db: ShopDatabase; close(): Promise<void> }>) {
  describe(`a statement prepared by name, on ${engine}`, () => {
    let database: { db: ShopDatabase; close(): Promise<void> };
    beforeAll(async () => {
      database = await open();
      await database.db.execute(sql`CREATE TABLE counts (label text NOT NULL, times int NOT NULL, at timestamptz NOT NULL)`);
    });
    afterAll(() => database.close());

    it('answers its rows with their types, call after call, with each call its own parameters', async () => {
      const first = await prepared(database.db, 'first', 1);
      const second = await prepared(database.db, 'second', 2);
      // A bigint comes back as a string from node-postgres and as a number from PGlite, as from their query().
      expect(first.map((row) => ({ ...row, at: new Date(row.at), before: Number(row.before) }))).toEqual([{ label: 'first', times: 1, at: new Date('2026-11-27T10:00:00Z'), before: 0 }]);
      expect(second[0]).toMatchObject({ label: 'second', times: 2 });
    });

    it('fails with the database error, undoes that call, and runs again afterwards', async () => {
      const rows = async () => ((await database.db.execute(sql`SELECT count(*)::int AS n FROM counts`)) as unknown as { rows: unknown[] }).rows;
      const before = await rows();
      const failed = await prepared(database.db, 'broken', 3, true).catch((error: Error & { cause?: Error }) => error.cause ?? error);
      expect(failed).toMatchObject({ message: 'division by zero' });
      expect(await rows()).toEqual(before);
      expect(await prepared(database.db, 'after', 4)).toHaveLength(1);
    });

    it('never runs inside another caller\'s transaction: what it stores stays when that transaction is undone', async () => {
      const labelled = async (label: string) => ((await database.db.execute(sql`SELECT count(*)::int AS n FROM counts WHERE label = ${label}`)) as unknown as { rows: { n: number }[] }).rows[0].n;
      let entered!: () => void;
      const inside = new Promise<void>((resolve) => (entered = resolve));
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const undone = database.db
        .transaction(async (tx) => {
          await tx.execute(sql`INSERT INTO counts (label, times, at) VALUES ('undone', 0, now())`);
          entered();
          await held;
          tx.rollback();
        })
        .catch(() => undefined);
      await inside;
      // Called while the transaction is open: it waits for it to end, or runs beside it on a connection of its own.
      const kept = prepared(database.db, 'kept-beside-a-transaction', 5);
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      await undone;
      await kept;
      expect(await labelled('undone')).toBe(0);
      expect(await labelled('kept-beside-a-transaction')).toBe(1);
    });

    it('runs calls at the same time without mixing their answers', async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => prepared(database.db, `at-once-${n}`, n)));
      expect(answers.map(([row]) => row.label)).toEqual(Array.from({ length: 20 }, (_, n) => `at-once-${n}`));
    });
  });
}

behavesAsAPreparedStatement('PGlite', async () => {
  const client = await PGlite.create();
  return { db: drizzle({ client }) as unknown as ShopDatabase, close: () => client.close() };
});

describe.skipIf(!available)('on PostgreSQL', () => {
  let created: Awaited<ReturnType<typeof createTestDatabase>>;
  let opened: OpenDatabase;
  behavesAsAPreparedStatement('PostgreSQL', async () => {
    created = await createTestDatabase();
    opened = await openPostgres(created.url, 2);
    return { db: opened.db, close: async () => (await opened.close(), await created.drop()) };
  });
});

describe('one name', () => {
  it('holds one text: another text under a name already used is a mistake, and fails', async () => {
    const client = await PGlite.create();
    const db = drizzle({ client }) as unknown as ShopDatabase;
    try {
      expect(await runPrepared(db, 'one_name', sql`SELECT ${1}::int AS one`)).toEqual([{ one: 1 }]);
      await expect(runPrepared(db, 'one_name', sql`SELECT ${2}::int AS two`)).rejects.toThrow('holds another text');
    } finally {
      await client.close();
    }
  });
});

/** How often the statement `name` ran on a plan made for its values, and on the one made for all, on the connection asked. */
const plansOf = async (db: ShopDatabase, name: string) => {
  const result = (await db.execute(sql`SELECT custom_plans::int AS custom, generic_plans::int AS generic FROM pg_prepared_statements WHERE name = ${name}`)) as unknown as { rows: { custom: number; generic: number }[] };
  return result.rows[0];
};

function plansOnceWhenAsked(engine: string, open: () => Promise<{ db: ShopDatabase; close(): Promise<void> }>) {
  describe(`planOnce, on ${engine} (one connection)`, () => {
    let database: { db: ShopDatabase; close(): Promise<void> };
    beforeAll(async () => (database = await open()));
    afterAll(() => database.close());

    it('runs the statement on the plan made once for all values from its first call, and leaves other statements the database’s own choice', async () => {
      const statement = (n: number) => sql`SELECT ${n}::int + x AS sum FROM generate_series(1, 3) AS x`;
      expect(await runPrepared(database.db, 'plan_once_probe', statement(1), { planOnce: true })).toEqual([{ sum: 2 }, { sum: 3 }, { sum: 4 }]);
      await runPrepared(database.db, 'plan_once_probe', statement(10), { planOnce: true });
      expect(await plansOf(database.db, 'plan_once_probe')).toEqual({ custom: 0, generic: 2 });
      await runPrepared(database.db, 'planned_with_values', statement(1));
      expect(await plansOf(database.db, 'planned_with_values')).toEqual({ custom: 1, generic: 0 });
      const shown = (await database.db.execute(sql`SHOW plan_cache_mode`)) as unknown as { rows: { plan_cache_mode: string }[] };
      expect(shown.rows[0].plan_cache_mode).toBe('auto');
    });
  });
}

plansOnceWhenAsked('PGlite', async () => {
  const client = await PGlite.create();
  return { db: drizzle({ client }) as unknown as ShopDatabase, close: () => client.close() };
});

describe.skipIf(!available)('planOnce on PostgreSQL', () => {
  plansOnceWhenAsked('PostgreSQL', async () => {
    const created = await createTestDatabase();
    const opened = await openPostgres(created.url, 1);
    return { db: opened.db, close: async () => (await opened.close(), await created.drop()) };
  });
});

describe('statements drizzle runs on PGlite, named or not', () => {
  const parts = pgTable('parts', { id: uuid('id').primaryKey(), name: text('name').notNull(), price: integer('price').notNull(), at: timestamp('at', { withTimezone: true }).notNull(), tags: jsonb('tags').$type<string[]>().notNull(), note: text('note') });
  const stock = pgTable('stock', { partId: uuid('part_id').notNull(), units: integer('units').notNull() });
  const one = { id: crypto.randomUUID(), name: 'Drill', price: 1999, at: new Date('2026-11-28T09:30:00.123Z'), tags: ['power', 'drill'], note: null };
  const two = { id: crypto.randomUUID(), name: 'Saw', price: 2500, at: new Date('2026-11-28T10:00:00Z'), tags: [], note: 'blades apart' };
  let client: PGlite;
  let db: ShopDatabase;
  // The same database through drizzle as it comes: what PGlite's own query() answers.
  let plain: ShopDatabase;
  beforeAll(async () => {
    client = await PGlite.create();
    plain = drizzle({ client }) as unknown as ShopDatabase;
    db = overPgliteProtocol(drizzle({ client }) as unknown as ShopDatabase, client);
    await db.execute(sql`CREATE TABLE parts (id uuid PRIMARY KEY, name text NOT NULL, price int NOT NULL, at timestamptz NOT NULL, tags jsonb NOT NULL, note text)`);
    await db.execute(sql`CREATE TABLE stock (part_id uuid NOT NULL, units int NOT NULL)`);
    await db.insert(parts).values([one, two]);
    await db.insert(stock).values({ partId: one.id, units: 7 });
  });
  afterAll(() => client.close());

  const held = async () => ((await db.execute(sql`SELECT name FROM pg_prepared_statements ORDER BY name`)) as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);

  it('are held by their names, and answer what PGlite\'s own query() answers: types, nulls and joins', async () => {
    const byId = db.select().from(parts).where(eq(parts.id, sql.placeholder('id'))).prepare('parts_by_id');
    const withStock = db.select({ name: parts.name, units: stock.units }).from(parts).leftJoin(stock, eq(stock.partId, parts.id)).orderBy(parts.name).prepare('parts_with_stock');
    for (const part of [one, two]) {
      expect(await byId.execute({ id: part.id })).toEqual([part]);
      expect(await byId.execute({ id: part.id })).toEqual(await plain.select().from(parts).where(eq(parts.id, part.id)));
    }
    expect(await withStock.execute()).toEqual([{ name: 'Drill', units: 7 }, { name: 'Saw', units: null }]);
    expect(await held()).toEqual(['parts_by_id', 'parts_with_stock']);
  });

  it('unnamed, answer what PGlite\'s own query() answers, rows mapped or raw, and stay unnamed', async () => {
    expect(await db.select().from(parts).orderBy(parts.name)).toEqual([one, two]);
    expect(await db.select().from(parts).orderBy(parts.name)).toEqual(await plain.select().from(parts).orderBy(parts.name));
    const raw = sql`SELECT name, at, tags, price * ${2}::int AS twice, ${'{1,2}'}::int[] AS pair FROM parts ORDER BY name`;
    expect(await db.execute(raw)).toMatchObject({ rows: (await plain.execute(raw) as unknown as { rows: unknown[] }).rows });
    expect(await held()).toEqual(['parts_by_id', 'parts_with_stock']);
  });

  it('in a transaction, are kept or undone with it, savepoints included, and a statement outside waits for it', async () => {
    const names = async () => (await db.select({ name: parts.name }).from(parts).orderBy(parts.name)).map((row) => row.name);
    const before = await names();
    const add = (tx: ShopTransaction, name: string) => tx.insert(parts).values({ id: crypto.randomUUID(), name, price: 1, at: new Date(), tags: [] });
    let outside: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await add(tx, 'Kept');
      // Started inside, run after: it sees the transaction's rows only once they are committed.
      outside = db.select({ n: sql<number>`count(*)::int` }).from(parts).where(eq(parts.name, 'Kept'));
      await tx.transaction(async (inner) => {
        await add(inner, 'Undone with its savepoint');
        inner.rollback();
      }).catch(() => undefined);
      expect((await tx.select({ name: parts.name }).from(parts).where(eq(parts.name, 'Undone with its savepoint'))).length).toBe(0);
    });
    expect(await outside).toEqual([{ n: 1 }]);
    await expect(db.transaction(async (tx) => {
      await add(tx, 'Undone by a rollback');
      tx.rollback();
    })).rejects.toThrow();
    await expect(db.transaction(async (tx) => {
      await add(tx, 'Undone by a failure');
      await tx.insert(parts).values({ ...one });
    })).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await names()).toEqual([...before, 'Kept'].sort());
    await db.delete(parts).where(eq(parts.name, 'Kept'));
  });

  it('in a transaction, go over the protocol interface too: PGlite\'s query() runs only its BEGIN and COMMIT', async () => {
    const streamed = vi.spyOn(client, 'execProtocolStream');
    try {
      await db.transaction(async (tx) => {
        await tx.select().from(parts);
        await tx.update(parts).set({ price: 1999 }).where(eq(parts.id, one.id));
        await tx.select().from(stock);
      });
      // BEGIN and COMMIT, each a query and a sync; each statement through query() would add six.
      expect(streamed).toHaveBeenCalledTimes(4);
    } finally {
      streamed.mockRestore();
    }
  });

  it('fail with the database error, named or not, and run again afterwards', async () => {
    const insert = db.insert(parts).values({ id: sql.placeholder('id'), name: 'Copy', price: 1, at: new Date(), tags: [] }).prepare('parts_insert');
    const failed = await insert.execute({ id: one.id }).catch((error: Error & { cause?: Error }) => error.cause ?? error);
    expect(failed).toMatchObject({ message: expect.stringContaining('duplicate key'), code: '23505' });
    await insert.execute({ id: crypto.randomUUID() });
    const unnamed = await db.insert(parts).values({ ...two, name: 'Again' }).catch((error: Error & { cause?: Error }) => error.cause ?? error);
    expect(unnamed).toMatchObject({ message: expect.stringContaining('duplicate key'), code: '23505' });
    await expect(db.execute(sql`SELEC 1`)).rejects.toMatchObject({ cause: { code: '42601' } });
    expect(await db.select().from(parts)).toHaveLength(3);
    expect(await held()).toEqual(['parts_by_id', 'parts_insert', 'parts_with_stock']);
  });
});
