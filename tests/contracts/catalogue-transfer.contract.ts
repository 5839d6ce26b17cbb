import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogueColumns } from '../../core/domain/catalogue-file';
import type { CatalogueTransferStore } from '../../core/ports/driven/catalogue-transfer-store';
import type { CategoryRepository } from '../../core/ports/driven/category-repository';
import type { AuditLog } from '../../core/ports/driven/audit-log';
import type { ProductRepository } from '../../core/ports/driven/product-repository';
import { csvCatalogueFormat } from '../../adapters/csv/catalogue-csv';
import { CatalogueTransfer } from '../../core/shop/catalogue-transfer';

export interface CatalogueTransferHarness {
  store: CatalogueTransferStore;
  products: ProductRepository;
  categories: CategoryRepository;
  audit: AuditLog;
  dispose(): Promise<void>;
}

// The columns every file needs, with Category: products keep their pack sizes and breaks.
const header = catalogueColumns.map((column) => column.header).filter((column) => column !== 'Pack size' && column !== 'Price breaks');
const line = (partNumber: string, name: string, category: string, price: number, stock = 10) => [partNumber, name, category, String(price), '1', '50', String(stock), `${name}, made in Sheffield.`, '/p.svg'];
const file = (...rows: string[][]) => ({ records: [header, ...rows] });

/** The catalogue's export and import, on every store: what is written, when, and all of it or none. */
export function catalogueTransferContract(name: string, open: () => Promise<CatalogueTransferHarness>) {
  describe(`Catalogue transfer contract: ${name}`, () => {
    let harness: CatalogueTransferHarness;
    let transfer: CatalogueTransfer;

    beforeAll(async () => {
      harness = await open();
      transfer = new CatalogueTransfer(harness.store, csvCatalogueFormat);
    });
    beforeEach(async () => {
      await harness.products.deleteAll();
      await harness.categories.deleteAll();
    });
    afterAll(async () => {
      await harness.products.deleteAll();
      await harness.categories.deleteAll();
      await harness.dispose();
    });

    const partNumbers = async () => (await harness.store.snapshot()).products.map((product) => product.partNumber);

    it('tries a file without writing anything, saying what it would do', async () => {
      const report = await transfer.import(file(line('HT-1', 'Bench Vice', 'Workshop > Vices', 89)), false);
      expect(report).toMatchObject({ applied: false, rows: 1, created: 1, updated: 0, unchanged: 0, categoriesAdded: ['Workshop', 'Workshop > Vices'], problemCount: 0 });
      expect(await partNumbers()).toEqual([]);
      expect(await harness.categories.all()).toEqual([]);
    });

    it('applies a file: products added under the categories it names, added too; then updated by part number ignoring case', async () => {
      const first = await transfer.import(file(line('HT-1', 'Bench Vice', 'Workshop > Vices', 89), line('HT-2', 'Pipe Vice', 'workshop > VICES', 120), line('HT-3', 'Anvil', '', 300)), true);
      expect(first).toMatchObject({ applied: true, created: 3, categoriesAdded: ['Workshop', 'Workshop > Vices'] });
      const { products, categories } = await harness.store.snapshot();
      expect(products.map((product) => product.partNumber)).toEqual(['HT-1', 'HT-2', 'HT-3']);
      const vices = categories.find((category) => category.name === 'Vices')!;
      expect(categories.find((category) => category._id === vices.parentId)?.name).toBe('Workshop');
      expect(products.map((product) => product.categoryId)).toEqual([vices._id, vices._id, null]);

      const second = await transfer.import(file(line('ht-1', 'Bench Vice', 'Workshop > Vices', 95, 4), line('HT-2', 'Pipe Vice', 'Workshop > Vices', 120)), true);
      expect(second).toMatchObject({ applied: true, created: 0, updated: 1, unchanged: 1, categoriesAdded: [] });
      expect(second.changes).toEqual([{ row: 2, partNumber: 'ht-1', name: 'Bench Vice', action: 'updated', columns: ['Part number', 'Price', 'Stock'] }]);
      const vice = (await harness.store.snapshot()).products[0];
      expect(vice).toMatchObject({ partNumber: 'ht-1', price: 95, stock: 4, categoryId: vices._id });
      // The product the file left out stays.
      expect(await partNumbers()).toEqual(['ht-1', 'HT-2', 'HT-3']);
    });

    it('writes nothing of a file with a problem, even asked to apply it', async () => {
      const report = await transfer.import(file(line('HT-1', 'Bench Vice', 'Workshop', 89), line('HT-2', 'Pipe Vice', '', 0)), true);
      expect(report).toMatchObject({ applied: false, created: 1, problemCount: 1, problems: [{ row: 3, column: 'Price', message: 'Price must be at least $1' }] });
      expect(await partNumbers()).toEqual([]);
      expect(await harness.categories.all()).toEqual([]);
    });

    it('exports what it imports: the export imported again changes nothing', async () => {
      await transfer.import(file(line('HT-1', '=Formula name', 'Workshop > Vices', 89), line('HT-2', 'Pipe Vice', '', 120)), true);
      const exported = await transfer.exportRows();
      expect(exported[1].slice(0, 3)).toEqual(['HT-1', "'=Formula name", 'Workshop > Vices']);
      expect(await transfer.import({ records: exported }, true)).toMatchObject({ applied: true, created: 0, updated: 0, unchanged: 2 });
    });

    it("writes pack sizes and breaks from a file that has them, and keeps them through one that does not", async () => {
      const full = catalogueColumns.map((column) => column.header);
      const boxed = ['HT-1', 'Hex Bolts', 'Fixings', '21', '10', '500', '10', '50-199: 19; 200+: 17', '300', 'Boxed.', '/b.svg'];
      expect(await transfer.import({ records: [full, boxed] }, true)).toMatchObject({ applied: true, created: 1 });
      expect(await transfer.import(file(['HT-1', 'Hex Bolts', 'Fixings', '21', '10', '500', '250', 'Boxed.', '/b.svg']), true)).toMatchObject({ applied: true, updated: 1 });
      const [stored] = (await harness.store.snapshot()).products;
      expect(stored).toMatchObject({ stock: 250, packSize: 10, priceBreaks: [{ from: 50, to: 199, price: 19 }, { from: 200, to: null, price: 17 }] });
      expect(await transfer.import({ records: [full, [...boxed.slice(0, 6), '1', '', ...boxed.slice(8)]] }, true)).toMatchObject({ applied: true, updated: 1 });
      expect((await harness.store.snapshot()).products[0]).toMatchObject({ packSize: 1, priceBreaks: [] });
    });

    it("writes an applied import's audit entries with it, and none for a file only tried", async () => {
      const by = { id: `user-${crypto.randomUUID()}`, name: 'Importer', email: `importer-${crypto.randomUUID().slice(0, 8)}@example.com` };
      await transfer.import(file(line('HT-1', 'Bench Vice', 'Workshop', 89)), false, by);
      expect((await harness.audit.list({ actor: by.email }, { limit: 10 })).items).toEqual([]);
      await transfer.import(file(line('HT-1', 'Bench Vice', 'Workshop', 89)), true, by);
      const { items } = await harness.audit.list({ actor: by.email }, { limit: 10 });
      expect(items.map((entry) => [entry.action, entry.subject.label])).toEqual([
        ['product.added', 'HT-1 Bench Vice'],
        ['category.added', 'Workshop'],
      ]);
    });

    it('keeps none of an import whose work fails part way', async () => {
      await expect(
        harness.store.exclusively(async (session) => {
          const id = await session.addCategory('Workshop', null);
          await session.insertProducts([{ partNumber: 'HT-1', name: 'Vice', description: 'd', price: 1, min: 1, max: 1, stock: 1, image: '/p.svg', categoryId: id, packSize: 1, priceBreaks: [] }]);
          throw new Error('stopped');
        }),
      ).rejects.toThrow('stopped');
      expect(await partNumbers()).toEqual([]);
      expect(await harness.categories.all()).toEqual([]);
    });

    it('takes imports in turn: two adding the same part number at once add it once', async () => {
      const reports = await Promise.all([1, 2].map((n) => transfer.import(file(line('HT-1', 'Bench Vice', 'Workshop', 80 + n)), true)));
      expect(reports.map((report) => report.applied)).toEqual([true, true]);
      expect(reports.map((report) => report.created).sort()).toEqual([0, 1]);
      expect(await partNumbers()).toEqual(['HT-1']);
      expect(await harness.categories.all()).toHaveLength(1);
    });

    it('adds 10,000 products in one import, and updates them all in the next, each change in the audit log', async () => {
      const by = { id: `user-${crypto.randomUUID()}`, name: 'Importer', email: `importer-${crypto.randomUUID().slice(0, 8)}@example.com` };
      const rows = Array.from({ length: 10_000 }, (_, n) => line(`HT-B-${n}`, `Hex Bolt M8 x ${n}`, `Fixings > Bolts > Size ${n % 40}`, 5 + (n % 50)));
      expect(await transfer.import(file(...rows), true, by)).toMatchObject({ applied: true, created: 10_000, categoriesAdded: expect.arrayContaining(['Fixings > Bolts > Size 39']) });
      const again = await transfer.import(file(...rows.map((cells) => [...cells.slice(0, 3), String(Number(cells[3]) + 1), ...cells.slice(4)])), true, by);
      const logged = (action: 'product.added' | 'product.changed' | 'category.added') => harness.audit.list({ actor: by.email, action }, { limit: 20_000 });
      expect((await logged('product.added')).items).toHaveLength(10_000);
      expect((await logged('category.added')).items).toHaveLength(42);
      const changed = (await logged('product.changed')).items;
      expect(changed).toHaveLength(10_000);
      expect(changed.find((entry) => entry.subject.label === 'HT-B-9999 Hex Bolt M8 x 9999')).toMatchObject({ before: { price: 5 + (9_999 % 50) }, after: { price: 5 + (9_999 % 50) + 1 } });
      expect(again).toMatchObject({ applied: true, updated: 10_000, created: 0 });
      expect(again.changes).toHaveLength(200);
      const { products } = await harness.store.snapshot();
      expect(products).toHaveLength(10_000);
      expect(products[9_999]).toMatchObject({ partNumber: 'HT-B-9999', price: 5 + (9_999 % 50) + 1 });
    });
  });
}
