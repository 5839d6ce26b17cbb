import { describe, expect, it } from 'vitest';
import type { ImportRow } from './catalogue-file';
import { categoryMessages, MAX_CATEGORY_DEPTH } from './category';
import { isPlaceholder, placeholderId, planImport } from './catalogue-import-plan';
import type { Product } from './product';

const power = { _id: 'p', name: 'Power tools', parentId: null };
const drills = { _id: 'd', name: 'Drills', parentId: 'p' };
const categories = [power, drills];

const stored: Product = {
  _id: 'x1',
  partNumber: 'HT-DRL-18V',
  name: 'Cordless Hammer Drill 18V',
  categoryId: 'd',
  price: 189,
  min: 1,
  max: 20,
  stock: 140,
  description: 'Brushless.',
  image: '/d.svg',
  packSize: 1,
  priceBreaks: [],
};
const { _id: _, categoryId: __, ...fields } = stored;
const row = (n: number, more: Partial<ImportRow['product']> = {}, categoryPath: string[] | null = ['Power tools', 'Drills']): ImportRow => ({ row: n, product: { ...fields, ...more }, categoryPath });

describe('an import plan', () => {
  it('leaves a product as it is when its row says what it holds, its category matched by path ignoring case', () => {
    const plan = planImport([row(2, {}, ['power TOOLS', 'drills'])], [stored], categories);
    expect(plan).toEqual({
      categories: [],
      creates: [],
      updates: [],
      changes: [{ row: 2, partNumber: 'HT-DRL-18V', name: stored.name, action: 'unchanged', columns: [] }],
      problems: [],
    });
  });

  it('updates the product of the same part number, ignoring case, naming the columns that change', () => {
    const plan = planImport([row(2, { partNumber: 'ht-drl-18v', price: 199, stock: 0 }, [])], [stored], categories);
    expect(plan.updates).toEqual([{ id: 'x1', product: { ...fields, partNumber: 'ht-drl-18v', price: 199, stock: 0, categoryId: null } }]);
    expect(plan.changes).toEqual([{ row: 2, partNumber: 'ht-drl-18v', name: stored.name, action: 'updated', columns: ['Part number', 'Category', 'Price', 'Stock'] }]);
  });

  it('names every column that can change', () => {
    const changed = {
      partNumber: 'HT-DRL-18v',
      name: 'Drill',
      price: 2,
      min: 2,
      max: 4,
      packSize: 2,
      priceBreaks: [{ from: 4, to: null, price: 1 }],
      stock: 4,
      description: 'New.',
      image: '/n.svg',
    };
    const plan = planImport([row(2, changed, ['Power tools'])], [stored], categories);
    expect(plan.changes[0].columns).toEqual(['Part number', 'Name', 'Category', 'Price', 'Minimum', 'Maximum', 'Pack size', 'Price breaks', 'Stock', 'Description', 'Picture']);
  });

  it("keeps a product's pack size and breaks when the file has no such columns, and refuses a row whose bounds or price no longer fit them", () => {
    const boxed: Product = { ...stored, min: 10, max: 100, packSize: 10, priceBreaks: [{ from: 50, to: null, price: 170 }] };
    const { packSize: _p, priceBreaks: _b, ...withoutTerms } = { ...fields, min: 10, max: 100 };
    const kept = planImport([{ row: 2, product: { ...withoutTerms, stock: 7 }, categoryPath: null }], [boxed], categories);
    expect(kept.updates).toEqual([{ id: 'x1', product: { ...withoutTerms, stock: 7, packSize: 10, priceBreaks: boxed.priceBreaks, categoryId: 'd' } }]);
    expect(kept.changes[0].columns).toEqual(['Stock']);

    const refused = planImport(
      [
        { row: 2, product: { ...withoutTerms, min: 15 }, categoryPath: null },
        { row: 3, product: { ...withoutTerms, partNumber: 'HT-DRL-18V', price: 160 }, categoryPath: null },
      ],
      [boxed],
      categories,
    );
    expect(refused.updates).toEqual([]);
    expect(refused.problems).toEqual([
      { row: 2, column: 'Minimum', message: 'The minimum must be a multiple of the pack size, 10' },
      { row: 3, column: 'Price breaks', message: expect.stringContaining('must cost less per unit than the quantities before it ($160)') },
    ]);

    // A new product without those columns is sold by the unit at one price.
    const created = planImport([{ row: 2, product: { ...withoutTerms, partNumber: 'HT-NEW' }, categoryPath: null }], [boxed], categories);
    expect(created.creates).toEqual([{ ...withoutTerms, partNumber: 'HT-NEW', packSize: 1, priceBreaks: [], categoryId: null }]);
  });

  it('adds a product for a part number the catalogue lacks', () => {
    const plan = planImport([row(5, { partNumber: 'HT-NEW-1' })], [stored], categories);
    expect(plan.creates).toEqual([{ ...fields, partNumber: 'HT-NEW-1', categoryId: 'd' }]);
    expect(plan.changes).toEqual([{ row: 5, partNumber: 'HT-NEW-1', name: stored.name, action: 'created', columns: [] }]);
    expect(plan.updates).toEqual([]);
  });

  it('adds the categories a path names that the catalogue lacks, parents first, once for all the rows naming them', () => {
    const plan = planImport(
      [row(2, { partNumber: 'A' }, ['Workwear', 'Gloves']), row(3, { partNumber: 'B' }, ['Workwear', 'Boots']), row(4, { partNumber: 'C' }, ['workwear', 'gloves']), row(5, { partNumber: 'D' }, ['Power tools', 'Saws'])],
      [],
      categories,
    );
    const workwear = placeholderId(['Workwear']);
    expect(plan.categories).toEqual([
      { placeholder: workwear, name: 'Workwear', parentId: null, path: ['Workwear'] },
      { placeholder: placeholderId(['Workwear', 'Gloves']), name: 'Gloves', parentId: workwear, path: ['Workwear', 'Gloves'] },
      { placeholder: placeholderId(['Workwear', 'Boots']), name: 'Boots', parentId: workwear, path: ['Workwear', 'Boots'] },
      { placeholder: placeholderId(['Power tools', 'Saws']), name: 'Saws', parentId: 'p', path: ['Power tools', 'Saws'] },
    ]);
    expect(plan.creates.map((product) => product.categoryId)).toEqual([placeholderId(['Workwear', 'Gloves']), placeholderId(['Workwear', 'Boots']), placeholderId(['Workwear', 'Gloves']), placeholderId(['Power tools', 'Saws'])]);
    expect(isPlaceholder(workwear)).toBe(true);
    expect(isPlaceholder('p')).toBe(false);
  });

  it('refuses, on every row naming it, a category the placement rules refuse, and plans no product for those rows', () => {
    const tooDeep = Array.from({ length: MAX_CATEGORY_DEPTH + 1 }, (_, n) => `Level ${n + 1}`);
    const plan = planImport([row(2, { partNumber: 'A' }, tooDeep), row(3, { partNumber: 'B' }), row(4, { partNumber: 'C' }, tooDeep)], [], categories);
    expect(plan.problems).toEqual([
      { row: 2, column: 'Category', message: categoryMessages.tooDeep },
      { row: 4, column: 'Category', message: categoryMessages.tooDeep },
    ]);
    expect(plan.changes.map((change) => change.row)).toEqual([3]);
    expect(plan.creates.map((product) => product.partNumber)).toEqual(['B']);
  });

  it('finds a category by its path, not by its name alone', () => {
    const plan = planImport([row(2, { partNumber: 'A' }, ['Hand tools', 'Drills'])], [], categories);
    expect(plan.categories.map((category) => category.path)).toEqual([['Hand tools'], ['Hand tools', 'Drills']]);
  });

  it('tells paths apart however their names split', () => {
    const plan = planImport([row(2, { partNumber: 'A' }, ['ab', 'c']), row(3, { partNumber: 'B' }, ['a', 'bc'])], [], []);
    expect(plan.categories.map((category) => category.path)).toEqual([['ab'], ['ab', 'c'], ['a'], ['a', 'bc']]);
    expect(new Set(plan.categories.map((category) => category.placeholder)).size).toBe(4);
  });

  it("keeps each product's category when the file has no Category column, and adds new ones under none", () => {
    const plan = planImport([row(2, {}, null), row(3, { partNumber: 'HT-NEW' }, null)], [stored], categories);
    expect(plan.changes.map((change) => change.action)).toEqual(['unchanged', 'created']);
    expect(plan.creates[0].categoryId).toBeNull();
    expect(plan.categories).toEqual([]);
  });

  it('lists no category for a row that names none', () => {
    expect(planImport([row(2, { partNumber: 'A' }, [])], [], categories).creates[0].categoryId).toBeNull();
  });
});
