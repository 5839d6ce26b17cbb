import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, postgresAvailable } from '../../tests/support/postgres-server';
import { openPostgres, type OpenDatabase, type ShopDatabase } from './database';
import { runPrepared } from './prepared-statement';

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
