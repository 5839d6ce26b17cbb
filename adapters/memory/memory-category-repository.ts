import { categoryAudit, type AuditActor } from '../../core/domain/audit';
import type { Category, NewCategory } from '../../core/domain/category';
import type { MemoryAuditLog } from './memory-audit-log';
import type { CategoryRepository, CategoryWrite, PlacementCheck } from '../../core/ports/driven/category-repository';

/** Categories in memory: for fast tests, Storybook and demos. */
export class MemoryCategoryRepository implements CategoryRepository {
  private categories: Category[] = [];

  /** `productsIn` says whether a product is listed under a category, as the database's foreign key sees it. */
  constructor(
    private readonly productsIn: (categoryId: string) => boolean = () => false,
    private readonly audit: Pick<MemoryAuditLog, 'record'> = { record: () => {} },
  ) {}

  /** Keeps categories as they are, ids included (sample data). */
  seed(categories: readonly Category[]) {
    this.categories.push(...categories.map((category) => ({ ...category })));
  }

  /** The categories as they are now, and a way to put them back so: a transaction's rollback, in memory. */
  checkpoint(): () => void {
    const kept = this.categories.map((category) => ({ ...category }));
    return () => {
      this.categories = kept;
    };
  }

  has(id: string) {
    return this.categories.some((category) => category._id === id);
  }

  async all() {
    return this.categories.map((category) => ({ ...category }));
  }

  // One call runs to its end before the next starts (no await between check and write): writes take turns.
  async insert(category: NewCategory, check: PlacementCheck, by?: AuditActor): Promise<CategoryWrite> {
    const refused = check(this.categories);
    if (refused) return { refused };
    const saved = { _id: crypto.randomUUID(), name: category.name, parentId: category.parentId };
    this.categories.push(saved);
    if (by) this.audit.record(categoryAudit(by, null, saved));
    return { saved: { ...saved } };
  }

  async update(id: string, category: NewCategory, check: PlacementCheck, by?: AuditActor): Promise<CategoryWrite> {
    const stored = this.categories.find((c) => c._id === id);
    if (!stored) return { missing: true };
    const refused = check(this.categories);
    if (refused) return { refused };
    const before = { ...stored };
    Object.assign(stored, { name: category.name, parentId: category.parentId });
    if (by) this.audit.record(categoryAudit(by, before, stored));
    return { saved: { ...stored } };
  }

  async deleteIfEmpty(id: string, by?: AuditActor) {
    const stored = this.categories.find((category) => category._id === id);
    if (!stored) return 'missing' as const;
    if (this.categories.some((category) => category.parentId === id) || this.productsIn(id)) return 'not-empty' as const;
    this.categories = this.categories.filter((category) => category !== stored);
    if (by) this.audit.record(categoryAudit(by, stored, null));
    return 'deleted' as const;
  }

  async deleteAll() {
    this.categories = [];
  }
}
