import { seedCategoryPaths } from '../../adapters/seed/catalogue';
import type { Category } from '../../core/domain/category';
import { sampleId } from './sample-ids';

// The seeded range's categories under fixed ids: Power tools > Drills and the rest.

const byPath = new Map<string, Category>();
for (const path of Object.values(seedCategoryPaths)) {
  path.forEach((name, depth) => {
    const key = path.slice(0, depth + 1).join(' > ');
    if (byPath.has(key)) return;
    const parentId = depth === 0 ? null : byPath.get(path.slice(0, depth).join(' > '))!._id;
    byPath.set(key, { _id: sampleId(80_000 + byPath.size), name, parentId });
  });
}

/** Every category of the seeded range, top categories and those under them. */
export const sampleCategories: Category[] = [...byPath.values()];

/** The category named by a path of names, e.g. sampleCategory('Power tools', 'Drills'). */
export const sampleCategory = (...path: string[]) => {
  const found = byPath.get(path.join(' > '));
  if (!found) throw new Error(`No sample category ${path.join(' > ')}`);
  return found;
};

/** The id of the category a seeded part number is listed under. */
export const sampleCategoryIdOf = (partNumber: string) => sampleCategory(...seedCategoryPaths[partNumber])._id;
