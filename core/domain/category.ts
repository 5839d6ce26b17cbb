import * as v from 'valibot';
import type { Id } from './ids';
import { oneLine, readable, requiredText } from './validation';

/** A category of the catalogue: Power tools, and under it Drills. */
export interface Category {
  _id: Id;
  name: string;
  /** The category it sits under; null for a top category. */
  parentId: Id | null;
}

/** A category with the categories under it, in name order: the tree the header, pages and admins read. */
export interface CategoryNode extends Category {
  children: CategoryNode[];
}

/** How deep the tree may go: Fixings > Screws > Wood screws > Decking is as far as a catalogue needs. */
export const MAX_CATEGORY_DEPTH = 4;

export const categoryMessages = {
  nameRequired: 'Name the category',
  nameTaken: (name: string) => `There is already a category named "${name}" there`,
  underItself: 'A category cannot go under itself or under a category inside it',
  tooDeep: `Categories go at most ${MAX_CATEGORY_DEPTH} deep`,
  notEmpty: 'Only an empty category can be deleted: move its products and categories out first',
  parentMissing: 'There is no such category to put it under',
  productCategoryMissing: 'Choose a category of the catalogue: that one is not there',
  missing: 'No category has that id',
} as const;

/** What an admin enters for a category: its name and where it goes. */
export const newCategorySchema = v.object({
  name: v.pipe(requiredText(categoryMessages.nameRequired, 60), oneLine('the category name'), readable('the category name')),
  parentId: v.optional(v.nullable(v.pipe(v.string(), v.uuid(categoryMessages.parentMissing))), null),
});
export type NewCategory = v.InferOutput<typeof newCategorySchema>;

// Stryker disable next-line EqualityOperator: ids are unique, so < and <= order them alike
const byName = (a: Category, b: Category) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a._id < b._id ? -1 : 1);

/** The categories as a tree, each level in name order; a category whose parent is missing stands at the top. */
export function categoryTree(categories: readonly Category[]): CategoryNode[] {
  const nodes = new Map(categories.map((category) => [category._id, { ...category, children: [] as CategoryNode[] }]));
  const top: CategoryNode[] = [];
  // A top category's parent (null) is no node's id, and neither is a parent since deleted.
  // Stryker disable next-line StringLiteral: any text that is no id does
  for (const node of nodes.values()) (nodes.get(node.parentId ?? '')?.children ?? top).push(node);
  const sort = (level: CategoryNode[]) => {
    level.sort(byName);
    for (const node of level) sort(node.children);
  };
  sort(top);
  return top;
}

/** The categories in the tree's order: each followed by those under it, each level in name order. */
export function inTreeOrder(categories: readonly Category[]): Category[] {
  const flat: Category[] = [];
  const visit = (level: CategoryNode[]) => {
    for (const { children, ...category } of level) {
      flat.push(category);
      visit(children);
    }
  };
  visit(categoryTree(categories));
  return flat;
}

/** The category and every category under it, at any depth: whose products a category's page lists. */
export function withDescendants(categories: readonly Category[], id: Id): Id[] {
  const found: Id[] = [];
  const visit = (parent: Id) => {
    found.push(parent);
    for (const child of categories) if (child.parentId === parent && !found.includes(child._id)) visit(child._id);
  };
  if (categories.some((category) => category._id === id)) visit(id);
  return found;
}

/** The categories above this one, top first, and itself last: the breadcrumbs. Empty for an unknown id. */
export function categoryPath(categories: readonly Category[], id: Id): Category[] {
  const byId = new Map(categories.map((category) => [category._id, category]));
  const path: Category[] = [];
  // Stryker disable next-line StringLiteral: any text that is no id does
  for (let at = byId.get(id); at && !path.includes(at); at = byId.get(at.parentId ?? '')) path.unshift(at);
  return path;
}

/** How many levels a category and those under it take: 1 for one without children. */
function height(categories: readonly Category[], id: Id): number {
  const children = categories.filter((category) => category.parentId === id);
  return 1 + Math.max(0, ...children.map((child) => height(categories, child._id)));
}

/**
 * Why a category may not be put under `parentId` (null for the top), or null when it may: never
 * under itself or a category inside it, never deeper than MAX_CATEGORY_DEPTH, never under a category
 * that does not exist, never beside a sibling of the same name (ignoring case). `id` is null for a new one.
 */
export function whyNotPlaced(categories: readonly Category[], id: Id | null, name: string, parentId: Id | null): string | null {
  if (parentId !== null && !categories.some((category) => category._id === parentId)) return categoryMessages.parentMissing;
  // A new category (no id) has nothing under it; the top (no parent) is under nothing.
  // Stryker disable next-line StringLiteral: any text that is no id does
  if (withDescendants(categories, id ?? '').includes(parentId ?? '')) return categoryMessages.underItself;
  // Stryker disable next-line StringLiteral: any text that is no id does
  const depth = categoryPath(categories, parentId ?? '').length;
  if (depth + (id === null ? 1 : height(categories, id)) > MAX_CATEGORY_DEPTH) return categoryMessages.tooDeep;
  const sameName = (category: Category) => category._id !== id && category.parentId === parentId && category.name.localeCompare(name, 'en', { sensitivity: 'accent' }) === 0;
  if (categories.some(sameName)) return categoryMessages.nameTaken(name);
  return null;
}
