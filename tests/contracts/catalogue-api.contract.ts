import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueApi } from '../../core/ports/browser/catalogue-api';
import type { ProductRepository } from '../../core/ports/driven/product-repository';
import { seedProducts } from '../../adapters/seed/catalogue';

/** What the browser may rely on from any CatalogueApi: in-process or over HTTP. */
export function catalogueApiContract(name: string, open: () => Promise<{ api: CatalogueApi; products: ProductRepository }>) {
  describe(`CatalogueApi contract: ${name}`, () => {
    let api: CatalogueApi;
    beforeAll(async () => {
      const opened = await open();
      api = opened.api;
      await opened.products.deleteAll();
      for (const product of seedProducts) await opened.products.insert(product);
    });

    it('lists the first page and follows the cursor to the end', async () => {
      const first = await api.listProducts({ limit: 5 });
      expect(first.items).toHaveLength(5);
      expect(first.items[0]).toMatchObject({ ...seedProducts[0], customerCount: 0 });
      const names = first.items.map((p) => p.name);
      let cursor = first.nextCursor;
      while (cursor) {
        const page = await api.listProducts({ limit: 5, cursor });
        names.push(...page.items.map((p) => p.name));
        cursor = page.nextCursor;
      }
      expect(names).toEqual(seedProducts.map((p) => p.name));
    });

    it('gets one product by id, and null for an unknown or malformed id', async () => {
      const { items } = await api.listProducts({ limit: 1 });
      const { customerCount: _count, ...product } = items[0];
      expect(await api.getProduct(product._id)).toEqual(product);
      expect(await api.getProduct(crypto.randomUUID())).toBeNull();
      expect(await api.getProduct('not-an-id')).toBeNull();
    });

    it('refuses a cursor it did not hand out', async () => {
      await expect(api.listProducts({ limit: 5, cursor: 'forged!' })).rejects.toMatchObject({ type: 'invalid_data' });
    });
  });
}
