import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Product } from '../domain/product';
import { type ProductRepository } from '../ports/driven/product-repository';
import { InvalidCursorError } from '../domain/page';
import { Catalogue, pageQuerySchema } from './catalogue';
import type { CategoryRepository } from '../ports/driven/category-repository';

const noCategories = { all: async () => [] } as unknown as CategoryRepository;
const catalogueOf = (products: ProductRepository) => new Catalogue(products, noCategories);
import { ShopError } from './errors';

const drill: Product = { _id: crypto.randomUUID(), name: 'Drill', partNumber: 'HT-DRL-1', description: 'A drill', price: 100, min: 1, max: 5, image: '/d.svg', stock: 1000, categoryId: null, packSize: 1, priceBreaks: [] };

// Only the two reads the catalogue uses; the repositories have their own contract suite.
const repository = (products: Product[]) =>
  ({
    findById: async (id: string) => products.find((p) => p._id === id) ?? null,
    list: async ({ cursor }: { cursor?: string | null }) => {
      if (cursor) throw new InvalidCursorError();
      return { items: products.map((p) => ({ ...p, customerCount: 0 })), nextCursor: null };
    },
  }) as unknown as ProductRepository;

describe('catalogue use cases', () => {
  it('gets a product, or says not_found', async () => {
    const catalogue = catalogueOf(repository([drill]));
    expect(await catalogue.getProduct(drill._id)).toEqual(drill);
    await expect(catalogue.getProduct(crypto.randomUUID())).rejects.toMatchObject({ type: 'not_found', message: 'No product has that id' });
  });

  it('turns a foreign cursor into invalid_data', async () => {
    const catalogue = catalogueOf(repository([]));
    const error = await catalogue.listProducts({ limit: 2, cursor: 'bogus!' }).catch((e) => e);
    expect(error).toBeInstanceOf(ShopError);
    expect(error.type).toBe('invalid_data');
    expect(error.message).toBe('That page cursor is not one this catalogue handed out');
  });

  it('lets any other failure of the store through as it is', async () => {
    const down = new Error('The database is down');
    const catalogue = catalogueOf({ list: () => Promise.reject(down) } as unknown as ProductRepository);
    await expect(catalogue.listProducts({ limit: 2 })).rejects.toBe(down);
  });
});

describe('page query', () => {
  it('defaults the limit and reads it from a query string', () => {
    expect(v.parse(pageQuerySchema, {})).toEqual({ limit: 12 });
    expect(v.parse(pageQuerySchema, { limit: '20', cursor: 'abc' })).toEqual({ limit: 20, cursor: 'abc' });
  });

  it('refuses a limit out of range or not whole', () => {
    for (const limit of ['0', '101', '2.5', '-1', 'ten', '', ' 12', '12 ', '1e1']) {
      expect(v.safeParse(pageQuerySchema, { limit }).success, limit).toBe(false);
    }
  });

  it('says what is wrong with a limit or a cursor', () => {
    const refusal = (query: object) => v.safeParse(pageQuerySchema, query).issues?.[0].message;
    for (const limit of ['ten', '2.5', 2.5, true]) expect(refusal({ limit }), String(limit)).toBe('limit must be a whole number');
    expect(refusal({ limit: 0 })).toBe('limit must be at least 1');
    expect(refusal({ limit: '101' })).toBe('limit must be at most 100');
    expect(refusal({ cursor: 7 })).toBe('cursor must be text');
    expect(refusal({ cursor: 'c'.repeat(201) })).toBe('cursor is too long');
    expect(v.parse(pageQuerySchema, { limit: 100, cursor: 'c'.repeat(200) })).toEqual({ limit: 100, cursor: 'c'.repeat(200) });
  });
});

describe('searching the catalogue', () => {
  // What the store is asked, and a fixed answer: the store's matching has its own contract suite.
  const asked: unknown[] = [];
  const store = {
    search: async (query: unknown) => {
      asked.push(query);
      return { hits: [{ ...drill, customerCount: 2 }], cells: [{ priceBand: 2, inStock: true, count: 1 }], nearMatches: true };
    },
    suggest: async (query: unknown, limit: number) => {
      asked.push({ query, limit });
      return [{ _id: drill._id, name: drill.name, partNumber: drill.partNumber }];
    },
  } as unknown as ProductRepository;

  it("asks the store for the request's page of the cleaned query and answers the results with their facets", async () => {
    asked.length = 0;
    const results = await catalogueOf(store).search({ q: ' ht-drl\t1 ', sort: 'price-low', price: '100-500', inStock: true, page: 2 });
    expect(asked).toEqual([{ text: 'ht-drl 1', partKey: 'HTDRL1', sort: 'price-low', priceBand: 2, inStock: true, offset: 24, limit: 24 }]);
    expect(results).toMatchObject({ total: 1, page: 2, pageCount: 1, nearMatches: true, items: [{ name: 'Drill', customerCount: 2 }] });
    expect(results.facets.price[2]).toMatchObject({ id: '100-500', count: 1, chosen: true });
  });

  it('asks for six suggestions of the cleaned query, keyed for part numbers', async () => {
    asked.length = 0;
    expect(await catalogueOf(store).suggest('  ht-drl\u0007 ')).toEqual({ suggestions: [{ _id: drill._id, name: 'Drill', partNumber: 'HT-DRL-1' }] });
    expect(asked).toEqual([{ query: { text: 'ht-drl', partKey: 'HTDRL' }, limit: 6 }]);
  });
});

describe("the sitemap's reads", () => {
  it('count the products and give the ids from an offset, as the store has them', async () => {
    const store = { count: async () => 3, idsInOrder: async (offset: number, limit: number) => ['a', 'b', 'c'].slice(offset, offset + limit) } as unknown as ProductRepository;
    const catalogue = catalogueOf(store);
    expect(await catalogue.productCount()).toBe(3);
    expect(await catalogue.productIdsAt(1, 1)).toEqual(['b']);
  });
});
