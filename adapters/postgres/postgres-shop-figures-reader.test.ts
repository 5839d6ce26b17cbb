// The dashboard's top lists are worked out once per period for every admin within half a minute, and
// again behind the answer for the next half minute: the costly part of the dashboard at a million orders (ADR 0033). On PGlite, with a clock of the test's.
import { sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { pgliteForFile } from '../../tests/support/pglite-for-file';
import { PostgresShopFiguresReader, TOP_LISTS_MS } from './postgres-shop-figures-reader';

const opened = pgliteForFile();

const sell = (day: string, part: string, name: string, net: number) =>
  opened().db.execute(sql`INSERT INTO part_sales_by_day (day, part_key, part_number, name, units, net) VALUES (${day}::date, ${part}, ${part}, ${name}, 1, ${net})`);

const topOfMarch = (reader: PostgresShopFiguresReader) => reader.topParts('2026-03-01', '2026-03-30', 10).then((parts) => parts.map((part) => [part.name, part.net]));

it('answers a period’s top products again from what it worked out for half a minute, for as long again while it works them out afresh behind; another period is worked out afresh', async () => {
  await opened().db.execute(sql`TRUNCATE part_sales_by_day`);
  let now = 1_000_000;
  const reader = new PostgresShopFiguresReader(opened().db, () => now);
  await sell('2026-03-02', 'HT-VICE-1', 'Bench Vice', 3600);
  await sell('2026-03-03', 'HT-DRL-2', 'Hammer Drill', 12000);
  const first = await reader.topParts('2026-03-01', '2026-03-30', 10);
  expect(first.map((part) => part.partNumber)).toEqual(['HT-DRL-2', 'HT-VICE-1']);

  // Sold since: a name renamed on a later day, and a part that now leads.
  await sell('2026-03-04', 'HT-VICE-1', 'Bench Vice, swivel base', 20000);
  now += TOP_LISTS_MS - 1;
  expect(await reader.topParts('2026-03-01', '2026-03-30', 10)).toEqual(first);
  expect((await reader.topParts('2026-03-02', '2026-03-31', 10))[0]).toEqual({ partNumber: 'HT-VICE-1', name: 'Bench Vice, swivel base', units: 2, net: 23600 });
  // Half a minute old: still answered at once, while the sums are worked out again for the next admin.
  now += 1;
  expect(await reader.topParts('2026-03-01', '2026-03-30', 10)).toEqual(first);
  await vi.waitFor(async () =>
    expect(await topOfMarch(reader)).toEqual([
      ['Bench Vice, swivel base', 23600],
      ['Hammer Drill', 12000],
    ]),
  );
  expect(TOP_LISTS_MS).toBe(30_000);
});

it('works a period’s top products out while the admin waits when nobody asked for them for a minute', async () => {
  await opened().db.execute(sql`TRUNCATE part_sales_by_day`);
  let now = 1_000_000;
  const reader = new PostgresShopFiguresReader(opened().db, () => now);
  await sell('2026-03-02', 'HT-VICE-1', 'Bench Vice', 3600);
  expect(await topOfMarch(reader)).toEqual([['Bench Vice', 3600]]);
  await sell('2026-03-03', 'HT-DRL-2', 'Hammer Drill', 12000);
  now += 2 * TOP_LISTS_MS;
  expect(await topOfMarch(reader)).toEqual([
    ['Hammer Drill', 12000],
    ['Bench Vice', 3600],
  ]);
});
