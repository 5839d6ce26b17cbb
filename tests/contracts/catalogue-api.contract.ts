import { beforeAll, describe, expect, it } from 'vitest';
import type { ShopApi } from '../../core/ports/browser/shop-api';
import type { ProductRepository } from '../../core/ports/driven/product-repository';
import { seedProducts } from '../../adapters/seed/catalogue';

/** What the browser may rely on from the catalogue's routes, however the ShopApi reaches them: in-process or over HTTP. */
export function catalogueApiContract(name: string, open: () => Promise<{ api: ShopApi; products: ProductRepository }>) {
  describe(`catalogue routes contract: ${name}`, () => {
    let api: ShopApi;
    beforeAll(async () => {
      const opened = await open();
      api = opened.api;
      await opened.products.deleteAll();
      for (const product of seedProducts) await opened.products.insert(product);
    });

    it('lists the first page and follows the cursor to the end', async () => {
      const first = await api.call('listProducts', { query: { limit: 5 } });
      expect(first.items).toHaveLength(5);
      expect(first.items[0]).toMatchObject({ ...seedProducts[0], customerCount: 0 });
      const names = first.items.map((p) => p.name);
      let cursor = first.nextCursor;
      while (cursor) {
        const page = await api.call('listProducts', { query: { limit: 5, cursor } });
        names.push(...page.items.map((p) => p.name));
        cursor = page.nextCursor;
      }
      expect(names).toEqual(seedProducts.map((p) => p.name));
    });

    it('gets one product by id; an unknown id is not found and a malformed one invalid (the product page reads both as no product)', async () => {
      const { items } = await api.call('listProducts', { query: { limit: 1 } });
      const { customerCount: _count, ...product } = items[0];
      expect(await api.call('getProduct', { params: { id: product._id } })).toEqual(product);
      await expect(api.call('getProduct', { params: { id: crypto.randomUUID() } })).rejects.toMatchObject({ type: 'not_found' });
      await expect(api.call('getProduct', { params: { id: 'not-an-id' } })).rejects.toMatchObject({ type: 'invalid_data' });
    });

    it('refuses a cursor it did not hand out', async () => {
      await expect(api.call('listProducts', { query: { limit: 5, cursor: 'forged!' } })).rejects.toMatchObject({ type: 'invalid_data' });
    });
  });
}
