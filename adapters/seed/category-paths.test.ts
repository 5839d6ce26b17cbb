import { describe, expect, it } from 'vitest';
import { MemoryCategoryRepository } from '../memory/memory-category-repository';
import { categoryPaths } from './category-paths';

describe('categories found by their path of names', () => {
  it('are made where missing, top first, and found again, ignoring case, without a second of one name', async () => {
    const categories = new MemoryCategoryRepository();
    const categoryAt = await categoryPaths(categories);
    const screws = await categoryAt(['Fixings', 'Screws']);
    const bolts = await categoryAt(['Fixings', 'Bolts']);
    expect(await categoryAt(['Fixings', 'Screws'])).toBe(screws);
    const all = await categories.all();
    expect(all).toHaveLength(3);
    const fixings = all.find((c) => c.name === 'Fixings')!;
    expect(all.find((c) => c._id === screws)).toEqual({ _id: screws, name: 'Screws', parentId: fixings._id });
    expect(all.find((c) => c._id === bolts)?.parentId).toBe(fixings._id);

    // A later run finds what an earlier one made, whatever its case.
    const again = await categoryPaths(categories);
    expect(await again(['fixings', 'SCREWS'])).toBe(screws);
    expect(await categories.all()).toHaveLength(3);
  });

  it('refuse a path the rules refuse, in words', async () => {
    const categoryAt = await categoryPaths(new MemoryCategoryRepository());
    await expect(categoryAt(['A', 'B', 'C', 'D', 'E'])).rejects.toThrow('Categories go at most 4 deep');
    await expect(categoryAt([])).rejects.toThrow('A category path names at least one category');
  });
});
