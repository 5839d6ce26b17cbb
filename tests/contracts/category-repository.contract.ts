import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { categoryMessages, whyNotPlaced, type Category, type NewCategory } from '../../core/domain/category';
import type { CategoryRepository, CategoryWrite } from '../../core/ports/driven/category-repository';
import { CategoryMissingError, type ProductRepository } from '../../core/ports/driven/product-repository';

export interface CategoryHarness {
  categories: CategoryRepository;
  products: ProductRepository;
  dispose(): Promise<void>;
}

const part = (n: number, categoryId: string | null) => ({ name: `Part ${n}`, partNumber: `HT-CAT-${n}`, description: 'A part', price: 10, min: 1, max: 5, image: '/p.svg', stock: 10, categoryId });

/** What every CategoryRepository must do, whatever keeps the data, with the products listed under its categories. */
export function categoryRepositoryContract(name: string, open: () => Promise<CategoryHarness>) {
  describe(`CategoryRepository contract: ${name}`, () => {
    let harness: CategoryHarness;
    let categories: CategoryRepository;
    let products: ProductRepository;

    beforeEach(async () => {
      harness = await open();
      ({ categories, products } = harness);
      await products.deleteAll();
      await categories.deleteAll();
    });
    afterEach(() => harness.dispose());

    const saved = (write: CategoryWrite): Category => {
      if (!('saved' in write)) throw new Error(`not saved: ${JSON.stringify(write)}`);
      return write.saved;
    };
    /** Adds a category as the use case does: judged by the core's rules on the tree as it is. */
    const add = async (category: NewCategory) => saved(await categories.insert(category, (all) => whyNotPlaced(all, null, category.name, category.parentId)));
    const move = (id: string, category: NewCategory) => categories.update(id, category, (all) => whyNotPlaced(all, id, category.name, category.parentId));

    it('keeps categories with their parents, and renames and moves them', async () => {
      const tools = await add({ name: 'Power tools', parentId: null });
      const drills = await add({ name: 'Drills', parentId: tools._id });
      expect(drills).toEqual({ _id: expect.any(String), name: 'Drills', parentId: tools._id });
      const fixings = await add({ name: 'Fixings', parentId: null });
      expect(saved(await move(drills._id, { name: 'Drill bits', parentId: fixings._id }))).toEqual({ _id: drills._id, name: 'Drill bits', parentId: fixings._id });
      expect((await categories.all()).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
        { _id: drills._id, name: 'Drill bits', parentId: fixings._id },
        fixings,
        tools,
      ]);
    });

    it('writes nothing the check refuses, and says so', async () => {
      const tools = await add({ name: 'Power tools', parentId: null });
      expect(await categories.insert({ name: 'power TOOLS', parentId: null }, (all) => whyNotPlaced(all, null, 'power TOOLS', null))).toEqual({
        refused: categoryMessages.nameTaken('power TOOLS'),
      });
      const drills = await add({ name: 'Drills', parentId: tools._id });
      expect(await move(tools._id, { name: 'Power tools', parentId: drills._id })).toEqual({ refused: categoryMessages.underItself });
      expect(await move(crypto.randomUUID(), { name: 'Gone', parentId: null })).toEqual({ missing: true });
      expect(await categories.all()).toHaveLength(2);
    });

    it('deletes only an empty category: none under it, no product listed in it', async () => {
      const tools = await add({ name: 'Power tools', parentId: null });
      const drills = await add({ name: 'Drills', parentId: tools._id });
      const product = await products.insert(part(1, drills._id));
      expect(await categories.deleteIfEmpty(tools._id)).toBe('not-empty');
      expect(await categories.deleteIfEmpty(drills._id)).toBe('not-empty');
      await products.update(product._id, { ...part(1, null) });
      expect(await categories.deleteIfEmpty(drills._id)).toBe('deleted');
      expect(await categories.deleteIfEmpty(tools._id)).toBe('deleted');
      expect(await categories.deleteIfEmpty(tools._id)).toBe('missing');
      expect(await categories.all()).toEqual([]);
    });

    it('takes two moves at once in turn: two categories never end up each under the other', async () => {
      const a = await add({ name: 'A', parentId: null });
      const b = await add({ name: 'B', parentId: null });
      const outcomes = await Promise.all([move(a._id, { name: 'A', parentId: b._id }), move(b._id, { name: 'B', parentId: a._id })]);
      expect(outcomes.filter((outcome) => 'saved' in outcome)).toHaveLength(1);
      expect(outcomes.filter((outcome) => 'refused' in outcome)).toEqual([{ refused: categoryMessages.underItself }]);
    });

    it('takes two additions of one name at once in turn: one is refused', async () => {
      const outcomes = await Promise.all([1, 2].map(() => categories.insert({ name: 'Saws', parentId: null }, (all) => whyNotPlaced(all, null, 'Saws', null))));
      expect(outcomes.filter((outcome) => 'saved' in outcome)).toHaveLength(1);
      expect(await categories.all()).toHaveLength(1);
    });

    describe('products under categories', () => {
      it('keep their category, keep it when an edit leaves it out, and lose it when it is set to none', async () => {
        const drills = await add({ name: 'Drills', parentId: null });
        const product = await products.insert(part(1, drills._id));
        expect(product.categoryId).toBe(drills._id);
        const { categoryId: _, ...withoutCategory } = part(1, null);
        expect((await products.update(product._id, withoutCategory))?.categoryId).toBe(drills._id);
        expect((await products.update(product._id, part(1, null)))?.categoryId).toBeNull();
        expect((await products.insert({ ...withoutCategory, partNumber: 'HT-CAT-2' })).categoryId).toBeNull();
      });

      it('are refused a category there is not', async () => {
        await expect(products.insert(part(1, crypto.randomUUID()))).rejects.toBeInstanceOf(CategoryMissingError);
        expect(await products.count()).toBe(0);
      });

      it('are listed by categories a page at a time, in catalogue order', async () => {
        const tools = await add({ name: 'Power tools', parentId: null });
        const drills = await add({ name: 'Drills', parentId: tools._id });
        const saws = await add({ name: 'Saws', parentId: tools._id });
        const listed = [];
        for (let n = 1; n <= 5; n++) listed.push(await products.insert(part(n, [null, drills._id, saws._id][n % 3])));
        const first = await products.listInCategories([drills._id, saws._id], { limit: 2 });
        expect(first.items.map((p) => p.name)).toEqual(['Part 1', 'Part 2']);
        const second = await products.listInCategories([drills._id, saws._id], { limit: 2, cursor: first.nextCursor });
        expect(second.items.map((p) => p.name)).toEqual(['Part 4', 'Part 5']);
        expect(second.nextCursor).toBeNull();
        expect((await products.listInCategories([saws._id], { limit: 10 })).items.map((p) => p.name)).toEqual(['Part 2', 'Part 5']);
        expect(await products.listInCategories([], { limit: 10 })).toEqual({ items: [], nextCursor: null });
        expect(listed[0]).toMatchObject({ categoryId: drills._id });
      });
    });
  });
}
