import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepPgliteTidy, tidyPglite } from './pglite-upkeep';

interface Counts {
  dead: number;
  counted: number;
  vacuums: number;
  analyzes: number;
}

const countsOf = async (client: PGlite, table: string) =>
  (
    await client.query<Counts>(
      `SELECT s.n_dead_tup::int AS dead, c.reltuples::int AS counted, s.vacuum_count::int AS vacuums, s.analyze_count::int AS analyzes
       FROM pg_stat_user_tables AS s JOIN pg_class AS c ON c.oid = s.relid WHERE s.relname = $1`,
      [table],
    )
  ).rows[0];

describe('PGlite upkeep', () => {
  let client: PGlite;
  beforeEach(async () => {
    client = new PGlite();
    await client.exec(`CREATE TABLE stock (id int PRIMARY KEY, units int NOT NULL);
      CREATE TABLE quiet (id int PRIMARY KEY);
      INSERT INTO stock SELECT n, 10 FROM generate_series(1, 5000) AS n;
      INSERT INTO quiet VALUES (1);`);
    // Tidied once, so that only what follows counts.
    await tidyPglite(client);
  });
  afterEach(() => client.close());

  it('runs no upkeep of its own: a table updated many times keeps its dead rows and is never counted', async () => {
    await client.exec('UPDATE stock SET units = units - 1 WHERE id <= 3000');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await client.query('SELECT pg_stat_force_next_flush()');
    expect(await countsOf(client, 'stock')).toMatchObject({ dead: 3000, counted: 5000, vacuums: 1 });
  });

  it('vacuums and counts the tables autovacuum would, by the database’s own thresholds, and leaves the others', async () => {
    await client.exec('UPDATE stock SET units = units - 1 WHERE id <= 3000');
    expect(await tidyPglite(client)).toEqual([{ table: 'public.stock', vacuum: true, analyze: true }]);
    expect(await countsOf(client, 'stock')).toEqual({ dead: 0, counted: 5000, vacuums: 2, analyzes: 2 });
    expect(await countsOf(client, 'quiet')).toMatchObject({ vacuums: 0, analyzes: 0 });
    // Below the thresholds (50 rows and a fifth of the table for a vacuum, a tenth for a count): nothing to do.
    await client.exec('UPDATE stock SET units = units - 1 WHERE id <= 40');
    expect(await tidyPglite(client)).toEqual([]);
  });

  it('counts a table whose rows changed past the count’s threshold without vacuuming it', async () => {
    await client.exec('UPDATE stock SET units = units - 1 WHERE id <= 700');
    expect(await tidyPglite(client)).toEqual([{ table: 'public.stock', vacuum: false, analyze: true }]);
    expect(await countsOf(client, 'stock')).toMatchObject({ dead: 700, vacuums: 1, analyzes: 2 });
  });

  it('vacuums a table that only grew, so that its new pages are marked visible', async () => {
    await client.exec('INSERT INTO quiet SELECT n FROM generate_series(2, 1200) AS n');
    expect(await tidyPglite(client)).toEqual([{ table: 'public.quiet', vacuum: true, analyze: true }]);
  });

  it('keeps the tables tidy at each interval until stopped', async () => {
    const upkeep = keepPgliteTidy(client, 50);
    await client.exec('UPDATE stock SET units = units - 1 WHERE id <= 3000');
    await expect.poll(() => countsOf(client, 'stock'), { timeout: 5_000 }).toMatchObject({ dead: 0, vacuums: 2 });
    await upkeep.stop();
    await client.exec('UPDATE stock SET units = units - 1 WHERE id <= 3000');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await client.query('SELECT pg_stat_force_next_flush()');
    expect((await countsOf(client, 'stock')).dead).toBe(3000);
  });
});
