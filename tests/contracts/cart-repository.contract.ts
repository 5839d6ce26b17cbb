import { beforeEach, describe, expect, it } from 'vitest';
import type { CartItem } from '../../core/domain/cart';
import type { CartRepository } from '../../core/ports/driven/cart-repository';

const item = (n: number, quantity = 1): CartItem => ({ productId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, quantity, name: `Part ${n}`, addedPrice: 10 + n });

/** What every CartRepository must do, whatever keeps the data. */
export function cartRepositoryContract(name: string, open: () => Promise<{ carts: CartRepository; reset(): Promise<void> }>) {
  describe(`CartRepository contract: ${name}`, () => {
    let carts: CartRepository;

    beforeEach(async () => {
      const harness = await open();
      await harness.reset();
      carts = harness.carts;
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
