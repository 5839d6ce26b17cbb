import type { MemoryAuditLog } from './memory-audit-log';
import type { CatalogueImportSession, CatalogueTransferStore } from '../../core/ports/driven/catalogue-transfer-store';
import type { MemoryCategoryRepository } from './memory-category-repository';
import type { MemoryProductRepository } from './memory-product-repository';

/** The catalogue's export and import over the memory repositories; imports take turns, and one that fails is undone. */
export class MemoryCatalogueTransferStore implements CatalogueTransferStore {
  private turn: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly products: MemoryProductRepository,
    private readonly categories: MemoryCategoryRepository,
    private readonly audit: Pick<MemoryAuditLog, 'record'> = { record: () => {} },
  ) {}

  async snapshot() {
    return { products: this.products.everyProduct(), categories: await this.categories.all() };
  }

  exclusively<T>(work: (session: CatalogueImportSession) => Promise<T>): Promise<T> {
    const session: CatalogueImportSession = {
      categories: () => this.categories.all(),
      productsWithPartNumbers: async (partNumbers) => this.products.withPartNumbers(partNumbers),
      addCategory: async (name, parentId) => {
        const added = await this.categories.insert({ name, parentId }, () => null);
        if (!('saved' in added)) throw new Error(`The category ${name} could not be added`);
        return added.saved._id;
      },
      insertProducts: async (products) => this.products.writeMany(products, []),
      updateProducts: async (updates) => this.products.writeMany([], updates),
      // Written last, after every write that could fail: a failed import logs nothing.
      record: async (entries) => {
        for (const entry of entries) this.audit.record(entry);
      },
    };
    const run = this.turn.then(async () => {
      const undo = [this.products.checkpoint(), this.categories.checkpoint()];
      try {
        return await work(session);
      } catch (error) {
        for (const restore of undo) restore();
        throw error;
      }
    });
    this.turn = run.catch(() => undefined);
    return run;
  }
}
