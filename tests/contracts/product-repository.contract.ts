import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderSteps } from '../support/order-steps';
import type { NewProduct } from '../../core/domain/product';
import type { OrderRepository } from '../../core/ports/driven/order-repository';
import { PartNumberTakenError, type ProductRepository } from '../../core/ports/driven/product-repository';
import { InvalidCursorError } from '../../core/domain/page';
import { shopActor } from '../../core/domain/order-event';
import { storeOrder } from '../support/stored-orders';

const sample = (n: number): NewProduct => ({
  name: `Part ${n}`,
  partNumber: `HT-P-${n}`,
  description: `Description of part ${n}`,
  price: 10 + n,
  min: 1,
  max: 10 + n,
  image: `/catalogue/part-${n}.svg`,
  stock: 100 + n,
});

export interface RepositoryHarness {
  products: ProductRepository;
  /** Orders kept beside these products: the catalogue counts their customers. */
  orders: OrderRepository;
  dispose(): Promise<void>;
}

/** What every ProductRepository must do, whatever keeps the data. */
export function productRepositoryContract(name: string, open: () => Promise<RepositoryHarness>) {
  describe(`ProductRepository contract: ${name}`, () => {
    let harness: RepositoryHarness;
    let repo: ProductRepository;

    beforeEach(async () => {
      harness = await open();
      repo = harness.products;
      await repo.deleteAll();
    });
    afterEach(() => harness.dispose());

    it('stores a product and finds it by id', async () => {
      const stored = await repo.insert(sample(1));
      expect(stored._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(stored).toEqual({ ...sample(1), _id: stored._id, categoryId: null, packSize: 1, priceBreaks: [] });
      expect(await repo.findById(stored._id)).toEqual(stored);
      expect(await repo.count()).toBe(1);
    });

    it('finds nothing for an id it never gave out', async () => {
      expect(await repo.findById(crypto.randomUUID())).toBeNull();
    });

    it('pages through every product once, in insertion order', async () => {
      for (let n = 1; n <= 7; n++) await repo.insert(sample(n));
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = await repo.list({ limit: 3, cursor });
        expect(page.items.length).toBeLessThanOrEqual(3);
        seen.push(...page.items.map((p) => p.name));
        cursor = page.nextCursor;
        pages++;
      } while (cursor);
      expect(pages).toBe(3);
      expect(seen).toEqual(['Part 1', 'Part 2', 'Part 3', 'Part 4', 'Part 5', 'Part 6', 'Part 7']);
    });

    it('gives no cursor when the last page is exactly full', async () => {
      for (let n = 1; n <= 4; n++) await repo.insert(sample(n));
      const first = await repo.list({ limit: 2 });
      const second = await repo.list({ limit: 2, cursor: first.nextCursor });
      expect(second.items.map((p) => p.name)).toEqual(['Part 3', 'Part 4']);
      expect(second.nextCursor).toBeNull();
    });

    it('lists an empty catalogue as one empty page', async () => {
      expect(await repo.list({ limit: 5 })).toEqual({ items: [], nextCursor: null });
    });

    it('lists products with their customer count', async () => {
      await repo.insert(sample(1));
      const { items } = await repo.list({ limit: 5 });
      expect(items[0]).toMatchObject({ ...sample(1), customerCount: 0 });
    });

    it('counts the distinct customers who ordered each product, leaving out cancelled orders', async () => {
      const [drill, saw, file] = [await repo.insert(sample(1)), await repo.insert(sample(2)), await repo.insert(sample(3))];
      const order = (product: typeof drill, customer: string) =>
        storeOrder(harness.orders, { productId: product._id, productName: product.name, customerId: `user-${customer}`, customerEmail: customer, customerName: 'Ann', phone: '555 0100', quantity: 1, totalPrice: product.price });
      await order(drill, 'ann@example.com');
      await order(drill, 'ann@example.com');
      await order(drill, 'bob@example.com');
      await order(saw, 'ann@example.com');
      // A cancelled order is no customer of the file.
      const cancelled = await order(file, 'cleo@example.com');
      await orderSteps(harness.orders).claimCancellation(cancelled._id, new Date(0));
      await orderSteps(harness.orders).completeCancellation(cancelled._id, shopActor, null);
      const { items } = await repo.list({ limit: 5 });
      const counts = Object.fromEntries(items.map((p) => [p._id, p.customerCount]));
      expect(counts).toEqual({ [drill._id]: 2, [saw._id]: 1, [file._id]: 0 });
    });

    it('refuses a cursor it did not hand out', async () => {
      for (const bad of ['nonsense!', 'cy0x', 'YWJj', '%%%', 'czk5OTk5OTk5OTk5OTk5OTk5OTk5']) {
        await expect(repo.list({ limit: 2, cursor: bad })).rejects.toBeInstanceOf(InvalidCursorError);
      }
    });

    it('stores a pack size and volume prices, keeps them through an edit that leaves them out, and replaces them through one that gives them', async () => {
      const breaks = [
        { from: 20, to: 49, price: 8 },
        { from: 50, to: null, price: 7 },
      ];
      const stored = await repo.insert({ ...sample(1), price: 9, min: 10, max: 100, packSize: 10, priceBreaks: breaks });
      expect(await repo.findById(stored._id)).toMatchObject({ packSize: 10, priceBreaks: breaks });
      expect((await repo.list({ limit: 10 })).items[0]).toMatchObject({ packSize: 10, priceBreaks: breaks });
      expect(await repo.update(stored._id, { ...sample(1), price: 9, min: 10, max: 100, stock: 3 })).toMatchObject({ stock: 3, packSize: 10, priceBreaks: breaks });
      expect(await repo.update(stored._id, { ...sample(1), packSize: 1, priceBreaks: [] })).toMatchObject({ packSize: 1, priceBreaks: [] });
      expect(await repo.findById(stored._id)).toMatchObject({ packSize: 1, priceBreaks: [] });
    });

    it('updates a product in place and keeps its id', async () => {
      const stored = await repo.insert(sample(1));
      const updated = await repo.update(stored._id, { ...sample(2), name: 'Renamed' });
      expect(updated).toEqual({ ...sample(2), name: 'Renamed', _id: stored._id, categoryId: null, packSize: 1, priceBreaks: [] });
      expect(await repo.findById(stored._id)).toEqual(updated);
      expect(await repo.update(crypto.randomUUID(), sample(3))).toBeNull();
    });

    it('keeps part numbers unique ignoring case, refusing a taken one on insert and on update with nothing changed', async () => {
      const first = await repo.insert(sample(1));
      const second = await repo.insert(sample(2));
      await expect(repo.insert({ ...sample(3), partNumber: 'ht-p-1' })).rejects.toBeInstanceOf(PartNumberTakenError);
      await expect(repo.update(second._id, { ...sample(2), name: 'Renamed', partNumber: 'Ht-P-1' })).rejects.toMatchObject({ partNumber: 'Ht-P-1' });
      expect(await repo.findById(second._id)).toEqual(second);
      expect(await repo.count()).toBe(2);
      // A product may change the case of its own.
      expect(await repo.update(first._id, { ...sample(1), partNumber: 'ht-p-1' })).toMatchObject({ partNumber: 'ht-p-1' });
    });

    it('gives a product added without a part number the next one, and an edit without one keeps it', async () => {
      const { partNumber: _none, ...unnumbered } = sample(1);
      const first = await repo.insert(unnumbered);
      const second = await repo.insert({ ...unnumbered, name: 'Part 1b' });
      expect(first.partNumber).toMatch(/^HT-\d{5,}$/);
      expect(Number(second.partNumber.slice(3))).toBeGreaterThan(Number(first.partNumber.slice(3)));
      expect(await repo.update(first._id, { ...unnumbered, price: 99 })).toMatchObject({ partNumber: first.partNumber, price: 99 });
    });

    it('lists ids in catalogue order from any position, for the sitemap', async () => {
      const stored = [];
      for (let n = 1; n <= 5; n++) stored.push(await repo.insert(sample(n)));
      await repo.delete(stored[1]._id);
      const ids = stored.filter((_, i) => i !== 1).map((product) => product._id);
      expect(await repo.idsInOrder(0, 10)).toEqual(ids);
      expect(await repo.idsInOrder(1, 2)).toEqual(ids.slice(1, 3));
      expect(await repo.idsInOrder(4, 10)).toEqual([]);
    });

    it('deletes a product once', async () => {
      const stored = await repo.insert(sample(1));
      expect(await repo.delete(stored._id)).toBe(true);
      expect(await repo.delete(stored._id)).toBe(false);
      expect(await repo.findById(stored._id)).toBeNull();
    });
  });
}
