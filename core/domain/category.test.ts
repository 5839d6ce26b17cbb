import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { categoryMessages, categoryPath, categoryTree, inTreeOrder, MAX_CATEGORY_DEPTH, newCategorySchema, whyNotPlaced, withDescendants, type Category } from './category';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const category = (n: number, name: string, parent: number | null): Category => ({ _id: id(n), name, parentId: parent === null ? null : id(parent) });

// Power tools > Drills > Hammer drills; Power tools > Saws; Fixings > Screws
const catalogue = [
  category(1, 'Power tools', null),
  category(2, 'Drills', 1),
  category(3, 'Hammer drills', 2),
  category(4, 'Saws', 1),
  category(5, 'Fixings', null),
  category(6, 'Screws', 5),
];

describe('the category tree', () => {
  it('puts each category under its parent, each level in name order, whatever order they come in', () => {
    const tree = categoryTree([...catalogue].reverse());
    expect(tree.map((node) => node.name)).toEqual(['Fixings', 'Power tools']);
    expect(tree[1].children.map((node) => node.name)).toEqual(['Drills', 'Saws']);
    expect(tree[1].children[0].children.map((node) => node.name)).toEqual(['Hammer drills']);
    expect(tree[0].children[0].children).toEqual([]);
  });

  it('orders names without regard to case, then by id', () => {
    const twins = [category(10, 'saws', 5), category(9, 'Saws', 5), category(11, 'Anchors', 5)];
    expect(categoryTree(twins).map((node) => node._id)).toEqual([id(11), id(9), id(10)]);
    expect(categoryTree([...twins].reverse()).map((node) => node._id)).toEqual([id(11), id(9), id(10)]);
  });

  it('lists the categories in the tree\'s order: each followed by those under it', () => {
    expect(inTreeOrder(catalogue).map((c) => c.name)).toEqual(['Fixings', 'Screws', 'Power tools', 'Drills', 'Hammer drills', 'Saws']);
    expect(inTreeOrder(catalogue)[1]).toEqual(category(6, 'Screws', 5));
  });

  it('puts a category whose parent is gone at the top', () => {
    expect(categoryTree([category(7, 'Orphan', 99)]).map((node) => node.name)).toEqual(['Orphan']);
  });

  it("lists a category's own and every category under it, and nothing for an unknown one", () => {
    expect(withDescendants(catalogue, id(1)).sort()).toEqual([id(1), id(2), id(3), id(4)]);
    expect(withDescendants(catalogue, id(3))).toEqual([id(3)]);
    expect(withDescendants(catalogue, id(99))).toEqual([]);
  });

  it('gives the breadcrumbs, top first', () => {
    expect(categoryPath(catalogue, id(3)).map((c) => c.name)).toEqual(['Power tools', 'Drills', 'Hammer drills']);
    expect(categoryPath(catalogue, id(5)).map((c) => c.name)).toEqual(['Fixings']);
    expect(categoryPath(catalogue, id(99))).toEqual([]);
  });
});

describe('placing a category', () => {
  it('may go at the top or under another, new or moved', () => {
    expect(whyNotPlaced(catalogue, null, 'Anchors', id(5))).toBeNull();
    expect(whyNotPlaced(catalogue, null, 'Hand tools', null)).toBeNull();
    expect(whyNotPlaced(catalogue, id(4), 'Saws', id(5))).toBeNull();
    expect(whyNotPlaced(catalogue, id(2), 'Drills', null)).toBeNull();
  });

  it('never under itself or under a category inside it', () => {
    expect(whyNotPlaced(catalogue, id(1), 'Power tools', id(1))).toBe(categoryMessages.underItself);
    expect(whyNotPlaced(catalogue, id(1), 'Power tools', id(3))).toBe(categoryMessages.underItself);
    expect(whyNotPlaced(catalogue, id(2), 'Drills', id(3))).toBe(categoryMessages.underItself);
  });

  it(`never deeper than ${MAX_CATEGORY_DEPTH} levels, counting the levels a moved category brings along`, () => {
    expect(whyNotPlaced(catalogue, null, 'SDS hammer drills', id(3))).toBeNull();
    const deeper = [...catalogue, category(7, 'SDS hammer drills', 3)];
    expect(whyNotPlaced(deeper, null, 'Too deep', id(7))).toBe(categoryMessages.tooDeep);
    // Drills brings two levels of its own: under Screws (level 2) it would reach 5.
    expect(whyNotPlaced(deeper, id(2), 'Drills', id(6))).toBe(categoryMessages.tooDeep);
    expect(whyNotPlaced(catalogue, id(2), 'Drills', id(6))).toBeNull();
  });

  it('never under a category that does not exist', () => {
    expect(whyNotPlaced(catalogue, null, 'Anchors', id(99))).toBe(categoryMessages.parentMissing);
  });

  it('never beside a sibling of the same name, ignoring case; the same name elsewhere, or its own, is fine', () => {
    expect(whyNotPlaced(catalogue, null, 'SAWS', id(1))).toBe(categoryMessages.nameTaken('SAWS'));
    expect(whyNotPlaced(catalogue, null, 'Saws', id(5))).toBeNull();
    expect(whyNotPlaced(catalogue, id(4), 'saws', id(1))).toBeNull();
  });
});

describe('what an admin enters', () => {
  it('is a name of one line, up to 60 characters, and a parent id or none', () => {
    expect(v.parse(newCategorySchema, { name: '  Drills ' })).toEqual({ name: 'Drills', parentId: null });
    expect(v.safeParse(newCategorySchema, { name: '' }).issues?.[0].message).toBe(categoryMessages.nameRequired);
    expect(v.safeParse(newCategorySchema, { name: 'a\nb' }).issues?.[0].message).toBe('Keep the category name on one line');
    expect(v.safeParse(newCategorySchema, { name: 'Saws\u202E' }).issues?.[0].message).toBe('Remove the text direction control U+202E from the category name');
    expect(v.safeParse(newCategorySchema, { name: 'x'.repeat(61) }).success).toBe(false);
    expect(v.safeParse(newCategorySchema, { name: 'Drills', parentId: 'nope' }).issues?.[0].message).toBe(categoryMessages.parentMissing);
  });
});
