import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Product } from '../domain/product';
import { type ProductRepository } from '../ports/driven/product-repository';
import { InvalidCursorError } from '../domain/page';
import { Catalogue, pageQuerySchema } from './catalogue';
import { ShopError } from './errors';

const drill: Product = { _id: crypto.randomUUID(), name: 'Drill', description: 'A drill', price: 100, min: 1, max: 5, image: '/d.svg', stock: 1000 };

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
    await expect(catalogue.getProduct(crypto.randomUUID())).rejects.toMatchObject({ type: 'not_found' });
  });

  it('turns a foreign cursor into invalid_data', async () => {
    const catalogue = new Catalogue(repository([]));
    const error = await catalogue.listProducts({ limit: 2, cursor: 'bogus!' }).catch((e) => e);
    expect(error).toBeInstanceOf(ShopError);
    expect(error.type).toBe('invalid_data');
  });
});

describe('page query', () => {
  it('defaults the limit and reads it from a query string', () => {
    expect(v.parse(pageQuerySchema, {})).toEqual({ limit: 12 });
    expect(v.parse(pageQuerySchema, { limit: '20', cursor: 'abc' })).toEqual({ limit: 20, cursor: 'abc' });
  });

  it('refuses a limit out of range or not whole', () => {
    for (const limit of ['0', '101', '2.5', '-1', 'ten', '']) {
      expect(v.safeParse(pageQuerySchema, { limit }).success, limit).toBe(false);
    }
  });
});
