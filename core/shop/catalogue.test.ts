import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Product } from '../domain/product';
import { type ProductRepository } from '../ports/driven/product-repository';
import { InvalidCursorError } from '../domain/page';
import { Catalogue, pageQuerySchema } from './catalogue';
import { ShopError } from './errors';

const drill: Product = { _id: crypto.randomUUID(), name: 'Drill', partNumber: 'HT-DRL-1', description: 'A drill', price: 100, min: 1, max: 5, image: '/d.svg', stock: 1000 };

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
    const catalogue = new Catalogue(repository([drill]));
    expect(await catalogue.getProduct(drill._id)).toEqual(drill);
    await expect(catalogue.getProduct(crypto.randomUUID())).rejects.toMatchObject({ type: 'not_found', message: 'No product has that id' });
  });

  it('turns a foreign cursor into invalid_data', async () => {
    const catalogue = new Catalogue(repository([]));
    const error = await catalogue.listProducts({ limit: 2, cursor: 'bogus!' }).catch((e) => e);
    expect(error).toBeInstanceOf(ShopError);
    expect(error.type).toBe('invalid_data');
    expect(error.message).toBe('That page cursor is not one this catalogue handed out');
  });

  it('lets any other failure of the store through as it is', async () => {
    const down = new Error('The database is down');
    const catalogue = new Catalogue({ list: () => Promise.reject(down) } as unknown as ProductRepository);
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
