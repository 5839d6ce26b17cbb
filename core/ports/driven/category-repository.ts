import type { AuditActor } from '../../domain/audit';
import type { Category, NewCategory } from '../../domain/category';

/**
 * Why a category may not be written where it is asked, judged on every category as they are (core's
 * whyNotPlaced), or null when it may.
 */
export type PlacementCheck = (categories: readonly Category[]) => string | null;

export type CategoryWrite = { saved: Category } | { refused: string } | { missing: true };

/**
 * Where the catalogue's categories are kept. Writes take turns, so that a check holds until its write
 * is made; a write made `by` an admin records itself in the audit log (categoryAudit) in its transaction.
 */
export interface CategoryRepository {
  all(): Promise<Category[]>;
  /** Adds the category unless `check` refuses it, judged with no other category write between. */
  insert(category: NewCategory, check: PlacementCheck, by?: AuditActor): Promise<CategoryWrite>;
  /** Renames or moves the category unless `check` refuses it, judged with no other category write between. */
  update(id: string, category: NewCategory, check: PlacementCheck, by?: AuditActor): Promise<CategoryWrite>;
  /** Deletes the category when no product and no category is under it. */
  deleteIfEmpty(id: string, by?: AuditActor): Promise<'deleted' | 'missing' | 'not-empty'>;
  deleteAll(): Promise<void>;
}
