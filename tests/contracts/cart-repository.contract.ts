import { beforeEach, describe, expect, it } from 'vitest';
import type { CartItem } from '../../core/domain/cart';
import type { CartRepository } from '../../core/ports/driven/cart-repository';
import type { ProductRepository } from '../../core/ports/driven/product-repository';

const item = (n: number, quantity = 1): CartItem => ({ productId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, quantity, name: `Part ${n}`, addedPrice: 10 + n });

/** What every CartRepository must do, whatever keeps the data. */
export function cartRepositoryContract(name: string, open: () => Promise<{ carts: CartRepository; products: ProductRepository; reset(): Promise<void> }>) {
  describe(`CartRepository contract: ${name}`, () => {
    let carts: CartRepository;
    let products: ProductRepository;

    beforeEach(async () => {
      const harness = await open();
      await harness.reset();
      ({ carts, products } = harness);
    });

    it('reads the lines with the products they name as they are now, leaving out a product deleted since', async () => {
      const sawFields = { name: 'Panel Saw', description: 'Fine teeth', price: 25, min: 1, max: 10, image: '/s.svg', stock: 7 };
      const saw = await products.insert(sawFields);
      const vice = await products.insert({ name: 'Bench Vice', description: 'Cast iron', price: 40, min: 1, max: 10, image: '/v.svg', stock: 3 });
      const lines = [{ productId: vice._id, quantity: 2, name: 'Bench Vice', addedPrice: 38 }, item(9), { productId: saw._id, quantity: 1, name: 'Panel Saw', addedPrice: 25 }];
      for (const line of lines) await carts.put('user-ann', line, 100);
      await products.update(saw._id, { ...sawFields, price: 27 });
      const { items, products: named } = await carts.contents('user-ann');
      expect(items).toEqual(lines);
      expect(named.map(({ _id, price, stock }) => ({ _id, price, stock })).sort((a, b) => a.price - b.price)).toEqual([
        { _id: saw._id, price: 27, stock: 7 },
        { _id: vice._id, price: 40, stock: 3 },
      ]);
      expect(await carts.contents('user-bob')).toEqual({ items: [], products: [] });
    });

    it("keeps each customer's lines apart, in the order they were put in, one per product", async () => {
      expect(await carts.items('user-ann')).toEqual([]);
      expect(await carts.put('user-ann', item(2, 3), 100)).toBe(true);
      expect(await carts.put('user-ann', item(1), 100)).toBe(true);
      expect(await carts.put('user-bob', item(1, 5), 100)).toBe(true);
      // The same product again sets its quantity and keeps its place and the price it was put in at.
      expect(await carts.put('user-ann', { ...item(2, 7), addedPrice: 99 }, 100)).toBe(true);
      expect(await carts.items('user-ann')).toEqual([item(2, 7), item(1)]);
      expect(await carts.items('user-bob')).toEqual([item(1, 5)]);
    });

    it('refuses a new line past the limit, but still changes a line it holds', async () => {
      for (const n of [1, 2, 3]) await carts.put('user-ann', item(n), 3);
      expect(await carts.put('user-ann', item(4), 3)).toBe(false);
      expect(await carts.put('user-ann', item(3, 9), 3)).toBe(true);
      expect((await carts.items('user-ann')).map((i) => i.quantity)).toEqual([1, 1, 9]);
    });

    it('holds no more lines than the limit when 10 are put in at once', async () => {
      const results = await Promise.all(Array.from({ length: 10 }, (_, n) => carts.put('user-ann', item(n), 4)));
      expect(results.filter(Boolean)).toHaveLength(4);
      expect(await carts.items('user-ann')).toHaveLength(4);
    });

    it('removes a line, saying whether it was there, and replaces a whole cart', async () => {
      await carts.put('user-ann', item(1), 100);
      await carts.put('user-ann', item(2), 100);
      expect(await carts.remove('user-ann', item(1).productId)).toBe(true);
      expect(await carts.remove('user-ann', item(1).productId)).toBe(false);
      expect(await carts.remove('user-bob', item(2).productId)).toBe(false);
      await carts.replace('user-ann', [item(5, 2), item(2, 4)]);
      expect(await carts.items('user-ann')).toEqual([item(5, 2), item(2, 4)]);
      await carts.replace('user-ann', []);
      expect(await carts.items('user-ann')).toEqual([]);
    });
  });
}
