import type { Category } from '../domain/category';
import { categoryAudit, productAudit, type AuditActor, type NewAuditEntry } from '../domain/audit';
import type { Product } from '../domain/product';
import { catalogueFileName, catalogueRows, readCatalogueFile, REPORTED_LINES, CATEGORY_PATH_SEPARATOR, type CatalogueFile, type ImportProblem } from '../domain/catalogue-file';
import { isPlaceholder, planImport, type ImportChange, type ImportPlan } from '../domain/catalogue-import-plan';
import type { Id } from '../domain/ids';
import type { CatalogueFileFormat } from '../ports/driven/catalogue-file-format';
import type { CatalogueImportSession, CatalogueTransferStore } from '../ports/driven/catalogue-transfer-store';

/** What an import found in the file and did, or would do: counts, the first problems and changes, and whether it was written. */
export interface ImportReport {
  /** Written to the catalogue: asked to apply it, and the file had no problem. */
  applied: boolean;
  /** The products the file lists. */
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  /** The paths of the first REPORTED_LINES categories added (Power tools > Drills); `categoryCount` counts them all. */
  categoriesAdded: string[];
  categoryCount: number;
  /** The first REPORTED_LINES problems, in the file's order; `problemCount` counts them all. */
  problems: ImportProblem[];
  problemCount: number;
  /** The first REPORTED_LINES products created or updated, in the file's order. */
  changes: ImportChange[];
}

const counted = (plan: ImportPlan, action: ImportChange['action']) => plan.changes.filter((change) => change.action === action).length;

/** The report of a plan, written or not. */
function reportOf(plan: ImportPlan, rows: number, applied: boolean): ImportReport {
  const byRow = [...plan.problems].sort((a, b) => a.row - b.row);
  return {
    applied,
    rows,
    created: counted(plan, 'created'),
    updated: counted(plan, 'updated'),
    unchanged: counted(plan, 'unchanged'),
    categoriesAdded: plan.categories.slice(0, REPORTED_LINES).map((category) => category.path.join(CATEGORY_PATH_SEPARATOR)),
    categoryCount: plan.categories.length,
    problems: byRow.slice(0, REPORTED_LINES),
    problemCount: byRow.length,
    changes: plan.changes.filter((change) => change.action !== 'unchanged').slice(0, REPORTED_LINES),
  };
}

/**
 * Writes a plan: its categories first, parents before children, then the products, naming the
 * categories by their new ids; then the admin's audit entries of each category and product it added
 * or changed, the products as stored before (`existing`) and after.
 */
async function write(session: CatalogueImportSession, plan: ImportPlan, existing: readonly Product[], by?: AuditActor) {
  const ids = new Map<Id, Id>();
  const real = (id: Id | null) => (id !== null && isPlaceholder(id) ? ids.get(id)! : id);
  const categoriesAdded: Category[] = [];
  for (const category of plan.categories) {
    const added = { _id: await session.addCategory(category.name, real(category.parentId)), name: category.name, parentId: real(category.parentId) };
    ids.set(category.placeholder, added._id);
    categoriesAdded.push(added);
  }
  await session.insertProducts(plan.creates.map((product) => ({ ...product, categoryId: real(product.categoryId) })));
  const updates = plan.updates.map(({ id, product }) => ({ id, product: { ...product, categoryId: real(product.categoryId) } }));
  await session.updateProducts(updates);
  if (!by) return;
  const entries: NewAuditEntry[] = categoriesAdded.map((added) => categoryAudit(by, null, added));
  // The products added have their ids now: read back by their part numbers.
  for (const added of await session.productsWithPartNumbers(plan.creates.map((product) => product.partNumber))) entries.push(productAudit(by, null, added));
  const before = new Map(existing.map((product) => [product._id, product]));
  for (const { id, product } of updates) entries.push(productAudit(by, before.get(id)!, { ...product, _id: id }));
  await session.record(entries);
}

/** Admins' catalogue in and out of a spreadsheet: an export, and an import tried first and then applied in one piece. */
export class CatalogueTransfer {
  constructor(
    private readonly store: CatalogueTransferStore,
    private readonly format: CatalogueFileFormat,
  ) {}

  /** The catalogue as a file to save, named after the day. */
  async exportFile(now = new Date()): Promise<{ fileName: string; csv: string }> {
    return { fileName: catalogueFileName(now), csv: this.format.write(await this.exportRows()) };
  }

  /** A file's bytes imported: read, then tried or applied as import() does. */
  async importFile(bytes: Uint8Array, apply: boolean, by: AuditActor): Promise<ImportReport> {
    return this.import(this.format.read(bytes), apply, by);
  }

  /** The catalogue as the file's rows, the header first. */
  async exportRows(): Promise<string[][]> {
    const { products, categories } = await this.store.snapshot();
    return catalogueRows(products, categories);
  }

  /**
   * What importing the file does: read and checked against the catalogue as it is, row by row. Applied,
   * it is written in one transaction, and only when no row has a problem, with the audit entries of what
   * it added and changed when an admin (`by`) applies it; tried, nothing is written.
   */
  async import(file: CatalogueFile, apply: boolean, by?: AuditActor): Promise<ImportReport> {
    // Stryker disable next-line ArrayDeclaration: a report reads no product of the plan, only its changes and categories
    if ('problem' in file) return reportOf({ categories: [], creates: [], updates: [], changes: [], problems: [file.problem] }, 0, false);
    const { rows, problems, count } = readCatalogueFile(file.records);
    return this.store.exclusively(async (session) => {
      const [categories, existing] = await Promise.all([session.categories(), session.productsWithPartNumbers(rows.map((row) => row.product.partNumber))]);
      const plan = planImport(rows, existing, categories);
      plan.problems.unshift(...problems);
      const written = apply && plan.problems.length === 0;
      if (written) await write(session, plan, existing, by);
      return reportOf(plan, count, written);
    });
  }
}
