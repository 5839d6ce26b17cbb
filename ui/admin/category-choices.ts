import { categoryPath, inTreeOrder, withDescendants, type Category } from '../../core/domain/category';

/** A category as a select offers it: named by its path, since two categories may share a name (Power tools › Saws, Hand tools › Saws). */
export interface CategoryChoice {
  id: string;
  label: string;
}

/** The words between the names of a category's path. */
export const PATH_SEPARATOR = ' › ';

/** "Power tools › Drills": where the category sits, top first. */
export const pathLabel = (categories: readonly Category[], id: string) =>
  categoryPath(categories, id)
    .map((category) => category.name)
    .join(PATH_SEPARATOR);

/** Every category in the tree's order, each labelled with its path. */
export const categoryChoices = (categories: readonly Category[]): CategoryChoice[] =>
  inTreeOrder(categories).map((category) => ({ id: category._id, label: pathLabel(categories, category._id) }));

/** Where a category may be moved: every category but itself and those inside it, which the shop refuses. */
export const parentChoices = (categories: readonly Category[], moving: string): CategoryChoice[] => {
  const refused = new Set(withDescendants(categories, moving));
  return categoryChoices(categories).filter((choice) => !refused.has(choice.id));
};
