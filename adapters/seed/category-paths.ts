import { whyNotPlaced, type Category } from '../../core/domain/category';
import type { CategoryRepository } from '../../core/ports/driven/category-repository';

/**
 * Finds categories by their path of names (top first), making those missing as an admin would, under
 * the core's rules: seeds list their parts under "Fixings > Screws" without knowing ids.
 */
export async function categoryPaths(categories: CategoryRepository) {
  const known: Category[] = await categories.all();
  const byPath = new Map<string, string>();
  return async function categoryAt(path: readonly string[]): Promise<string> {
    let parentId: string | null = null;
    for (let depth = 0; depth < path.length; depth++) {
      const key = path.slice(0, depth + 1).join('\u0000');
      const name = path[depth];
      let id = byPath.get(key) ?? known.find((c) => c.parentId === parentId && c.name.toLowerCase() === name.toLowerCase())?._id;
      if (id === undefined) {
        const under: string | null = parentId;
        const written = await categories.insert({ name, parentId: under }, (all) => whyNotPlaced(all, null, name, under));
        if (!('saved' in written)) throw new Error(`The category ${path.slice(0, depth + 1).join(' > ')} could not be made: ${'refused' in written ? written.refused : 'missing'}`);
        known.push(written.saved);
        id = written.saved._id;
      }
      byPath.set(key, id);
      parentId = id;
    }
    if (parentId === null) throw new Error('A category path names at least one category');
    return parentId;
  };
}
