import { breaksCell, catalogueColumns, partKeyOf, type CatalogueColumn, type ImportProblem, type ImportRow } from './catalogue-file';
import { whyNotPlaced, type Category } from './category';
import type { Id } from './ids';
import { completeTerms, soldByTheUnit, termsProblem, type Product } from './product';

/** A product as an import writes it: every field given, its category by id (a placeholder for one the import adds). */
export type ImportedProduct = Omit<Product, '_id'>;

/** What an import does to a row's product. */
export type ImportAction = 'created' | 'updated' | 'unchanged';

/** One row's outcome: what happens to its product, and which columns change. */
export interface ImportChange {
  row: number;
  partNumber: string;
  name: string;
  action: ImportAction;
  /** The headers of the columns whose value changes; empty for a product created or unchanged. */
  columns: string[];
}

/** A category the import adds, under an existing one or one added before it; products name it by its placeholder id. */
export interface PlannedCategory {
  placeholder: Id;
  name: string;
  parentId: Id | null;
  /** Its path of names, for the report. */
  path: string[];
}

export interface ImportPlan {
  /** Parents before the categories under them. */
  categories: PlannedCategory[];
  creates: ImportedProduct[];
  updates: { id: Id; product: ImportedProduct }[];
  /** Every row's outcome, in the file's order. */
  changes: ImportChange[];
  problems: ImportProblem[];
}

/** The id standing for a category the import adds, until it has its own. */
export const placeholderId = (path: readonly string[]) => `new:${path.join('\u0000')}`;
export const isPlaceholder = (id: string) => id.startsWith('new:');

const sameName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'accent' }) === 0;

const headerOf = (key: CatalogueColumn) => catalogueColumns.find((column) => column.key === key)!.header;
// Stryker disable next-line MethodExpression: either case compares alike
const pathKey = (path: readonly string[]) => path.map((name) => name.toLowerCase()).join('\u0000');

/** Each row's category: one the catalogue has, found by its path of names ignoring case, or one to add under the core's placement rules. */
function resolveCategories(rows: readonly ImportRow[], categories: readonly Category[]) {
  const working: Category[] = [...categories];
  const planned: PlannedCategory[] = [];
  const resolved = new Map<string, { id: Id | null } | { refused: string }>();
  const resolve = (categoryPath: readonly string[]): { id: Id | null } | { refused: string } => {
    let parentId: Id | null = null;
    for (const [depth, name] of categoryPath.entries()) {
      const under: Id | null = parentId;
      const found: Category | undefined = working.find((category) => category.parentId === under && sameName(category.name, name));
      if (found) {
        parentId = found._id;
        continue;
      }
      const refused = whyNotPlaced(working, null, name, under);
      if (refused) return { refused };
      const path = categoryPath.slice(0, depth + 1);
      const added: PlannedCategory = { placeholder: placeholderId(path), name, parentId: under, path };
      planned.push(added);
      working.push({ _id: added.placeholder, name, parentId: under });
      parentId = added.placeholder;
    }
    return { id: parentId };
  };
  const problems: ImportProblem[] = [];
  const ids = new Map<number, Id | null>();
  for (const { row, categoryPath } of rows) {
    if (categoryPath === null) continue;
    const key = pathKey(categoryPath);
    const outcome = resolved.get(key) ?? resolved.set(key, resolve(categoryPath)).get(key)!;
    if ('refused' in outcome) problems.push({ row, column: headerOf('category'), message: outcome.refused });
    else ids.set(row, outcome.id);
  }
  return { planned, problems, categoryOf: (row: ImportRow, stored: Product | undefined) => (row.categoryPath === null ? (stored?.categoryId ?? null) : (ids.get(row.row) ?? null)) };
}

/** The columns whose value the import changes, as headers. */
function changedColumns(stored: Product, imported: ImportedProduct): string[] {
  const changed: string[] = [];
  const compare = (key: CatalogueColumn, was: unknown, now: unknown) => was !== now && changed.push(headerOf(key));
  compare('partNumber', stored.partNumber, imported.partNumber);
  compare('name', stored.name, imported.name);
  compare('category', stored.categoryId, imported.categoryId);
  compare('price', stored.price, imported.price);
  compare('min', stored.min, imported.min);
  compare('max', stored.max, imported.max);
  compare('packSize', stored.packSize, imported.packSize);
  compare('priceBreaks', breaksCell(stored.priceBreaks), breaksCell(imported.priceBreaks));
  compare('stock', stored.stock, imported.stock);
  compare('description', stored.description, imported.description);
  compare('image', stored.image, imported.image);
  return changed;
}

/**
 * What importing the rows does to the catalogue as it is: a row whose part number a product has
 * (ignoring case) updates that product, or leaves it as it is; any other row adds a product;
 * categories named by a path the catalogue lacks are added. Products the file does not name stay.
 */
export function planImport(rows: readonly ImportRow[], existing: readonly Product[], categories: readonly Category[]): ImportPlan {
  const { planned, problems, categoryOf } = resolveCategories(rows, categories);
  const byPartKey = new Map(existing.map((product) => [partKeyOf(product.partNumber), product]));
  const plan: ImportPlan = { categories: planned, creates: [], updates: [], changes: [], problems };
  const refusedRows = new Set(problems.map((problem) => problem.row));
  for (const row of rows) {
    if (refusedRows.has(row.row)) continue;
    const stored = byPartKey.get(partKeyOf(row.product.partNumber));
    const imported: ImportedProduct = { ...completeTerms(row.product, stored ?? soldByTheUnit), categoryId: categoryOf(row, stored) };
    // A file without Pack size or Price breaks keeps the product's own: its new bounds and price must fit them.
    const unfit = termsProblem(imported);
    if (unfit) {
      plan.problems.push({ row: row.row, column: headerOf(unfit.field), message: unfit.message });
      continue;
    }
    const change = { row: row.row, partNumber: imported.partNumber, name: imported.name };
    if (!stored) {
      plan.creates.push(imported);
      plan.changes.push({ ...change, action: 'created', columns: [] });
      continue;
    }
    const columns = changedColumns(stored, imported);
    if (columns.length > 0) plan.updates.push({ id: stored._id, product: imported });
    plan.changes.push({ ...change, action: columns.length > 0 ? 'updated' : 'unchanged', columns });
  }
  return plan;
}
