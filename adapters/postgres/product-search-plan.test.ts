import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productQuery, type SearchRequest } from '../../core/domain/search';
import { genericPlanOf, overPgliteAndPostgres, shownOf, type TemporaryDatabase } from '../../tests/support/plan-probe';
import type { OpenDatabase } from './database';
import { searchStatement } from './postgres-product-search';

// Enough products that reading them all costs more than an index: the planner's choice then shows
// that the migrations' indexes serve each way of matching.
const PRODUCTS = 20_000;

async function fillCatalogue(database: OpenDatabase) {
  await database.db.execute(sql`INSERT INTO products (id, name, part_number, description, price, min_quantity, max_quantity, image, stock)
    SELECT gen_random_uuid(), 'Fitting ' || n, 'HT-FIT-' || n, 'Part ' || n || ' of the range', 1 + n % 900, 1, 100, '/catalogue/part.svg', n % 50
    FROM generate_series(1, ${PRODUCTS}) AS n`);
  await database.db.execute(sql`INSERT INTO products (id, name, part_number, description, price, min_quantity, max_quantity, image, stock)
    VALUES (gen_random_uuid(), 'Cordless Hammer Drill 18V', 'HT-DRL-18V', 'For masonry, wood and steel.', 189, 1, 100, '/catalogue/part.svg', 40)`);
  await database.db.execute(sql`ANALYZE products`);
}

const dialect = new PgDialect();

/** The plan of the search statement made for the request's values. */
async function plan(database: OpenDatabase, asked: Partial<SearchRequest>) {
  const request: SearchRequest = { q: '', sort: 'relevance', inStock: false, page: 1, ...asked };
  return shownOf(await database.db.execute(sql`EXPLAIN ${searchStatement(productQuery(request))}`));
}

/** The plan made once for every value, as a statement prepared by name comes to use after a few runs. */
function genericPlan(database: OpenDatabase, asked: Partial<SearchRequest>) {
  const request: SearchRequest = { q: '', sort: 'relevance', inStock: false, page: 1, ...asked };
  return genericPlanOf(database, searchStatement(productQuery(request)));
}

function usesTheIndexes(engine: string, open: () => Promise<TemporaryDatabase>) {
  describe(`Search on ${engine} reads through its indexes`, () => {
    let opened: TemporaryDatabase;
    beforeAll(async () => {
      opened = await open();
      await fillCatalogue(opened.database);
    }, 120_000);
    afterAll(() => opened.close());

    it('a part number or its start: the btree of part-number keys, no reading of every product', async () => {
      const shown = await plan(opened.database, { q: 'ht-drl-1' });
      expect(shown).toContain('products_search_part_key');
      expect(shown).not.toMatch(/Seq Scan on products/);
    });

    it('words: the GIN of stemmed words', async () => {
      const shown = await plan(opened.database, { q: 'masonry' });
      expect(shown).toContain('products_search_words');
      expect(shown).not.toMatch(/Seq Scan on products/);
    });

    it('a typo in a part number: the btree of part-number keys, by the start it keeps', async () => {
      const shown = await plan(opened.database, { q: 'HT-DRL-18B' });
      expect(shown).toContain('products_search_part_key');
      expect(shown).not.toMatch(/Seq Scan on products/);
    });

    it("a typo in words: the GIN of the dictionary's trigrams, then the GIN of words", async () => {
      const shown = await plan(opened.database, { q: 'cordles hamer' });
      expect(shown).toContain('search_dictionary_trigrams');
      expect(shown).toContain('products_search_words');
      expect(shown).not.toMatch(/Seq Scan on (products|search_dictionary)/);
    });

    it('the plan made once for every value reads the same indexes: a part number\'s start, words, a typo in a part number', async () => {
      const start = await genericPlan(opened.database, { q: 'ht-drl-1' });
      expect(start).toContain('products_search_part_key');
      expect(start).toMatch(/\$\d/);
      expect(start).not.toMatch(/Seq Scan on products/);
      const words = await genericPlan(opened.database, { q: 'masonry', price: 'under-25', inStock: true });
      expect(words).toContain('products_search_words');
      expect(words).not.toMatch(/Seq Scan on products/);
      const typo = await genericPlan(opened.database, { q: 'HT-DRL-18B' });
      expect(typo).toContain('products_search_part_key');
      expect(typo).not.toMatch(/Seq Scan on products/);
    });
  });
}

describe('The search statement', () => {
  it("has one text for every price band, stock choice, category and page: a connection prepares it once for them all", () => {
    const textOf = (asked: Partial<SearchRequest>) => dialect.sqlToQuery(searchStatement(productQuery({ q: 'hex bolt', sort: 'relevance', inStock: false, page: 1, ...asked }))).sql;
    const plain = textOf({});
    expect(textOf({ price: 'under-25', inStock: true, page: 3 })).toBe(plain);
    expect(textOf({ category: crypto.randomUUID() })).toBe(plain);
    // What changes the text is the order, and which ways of matching the query takes.
    expect(textOf({ sort: 'name' })).not.toBe(plain);
  });
});

await overPgliteAndPostgres(usesTheIndexes);
