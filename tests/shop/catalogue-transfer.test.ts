// The catalogue's file in and out over the memory repositories: each rule of
// core/shop/catalogue-transfer.ts (its report, and what it writes when), without a server.
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryRepositories, type MemoryRepositories } from '../../adapters/memory/memory-module';
import { catalogueColumns, REPORTED_LINES } from '../../core/domain/catalogue-file';
import { csvCatalogueFormat } from '../../adapters/csv/catalogue-csv';
import { CatalogueTransfer } from '../../core/shop/catalogue-transfer';

const exportHeader = catalogueColumns.map((column) => column.header);
// The columns every file needs, with Category: products keep their pack sizes and breaks.
const header = exportHeader.filter((column) => column !== 'Pack size' && column !== 'Price breaks');
const line = (partNumber: string, price: number, category = '') => [partNumber, `Part ${partNumber}`, category, String(price), '1', '10', '5', 'Made in Sheffield.', '/p.svg'];
/** The line as an export writes it: sold by the unit at one price. */
const exported = (cells: string[]) => [...cells.slice(0, 6), '1', '', ...cells.slice(6)];

const boss = { id: 'user-boss', name: 'The Boss', email: 'boss@example.com' };

let repositories: MemoryRepositories;
let transfer: CatalogueTransfer;

beforeEach(() => {
  repositories = memoryRepositories();
  transfer = new CatalogueTransfer(repositories.catalogueTransfer, csvCatalogueFormat);
});

describe('an import', () => {
  it('reports a file that could not be read as its one problem, reading nothing', async () => {
    const problem = { row: 4, column: null, message: 'Not UTF-8' };
    expect(await transfer.import({ problem }, true)).toEqual({
      applied: false,
      rows: 0,
      created: 0,
      updated: 0,
      unchanged: 0,
      categoriesAdded: [],
      categoryCount: 0,
      problems: [problem],
      problemCount: 1,
      changes: [],
    });
  });

  it("counts the file's products, those with problems too, and lists the problems in the file's order", async () => {
    await transfer.import({ records: [header, line('HT-1', 10)] }, true);
    const report = await transfer.import({ records: [header, line('HT-4', 5, 'A > B > C > D > E'), line('HT-1', 12), line('HT-2', 0), ['HT-3']] }, false);
    expect(report).toMatchObject({ applied: false, rows: 4, created: 0, updated: 1, unchanged: 0 });
    expect(report.problems.map((problem) => [problem.row, problem.column])).toEqual([
      [2, 'Category'],
      [4, 'Price'],
      [5, null],
    ]);
    expect(report.problemCount).toBe(3);
  });

  it('counts each kind of change and lists only the products it adds or changes', async () => {
    await transfer.import({ records: [header, line('HT-1', 10), line('HT-2', 10)] }, true);
    const report = await transfer.import({ records: [header, line('HT-1', 10), line('HT-2', 11), line('HT-3', 12)] }, false);
    expect(report).toMatchObject({ created: 1, updated: 1, unchanged: 1 });
    expect(report.changes.map((change) => [change.partNumber, change.action])).toEqual([
      ['HT-2', 'updated'],
      ['HT-3', 'created'],
    ]);
  });

  it(`lists the first ${REPORTED_LINES} problems and changes, counting them all`, async () => {
    const many = Array.from({ length: REPORTED_LINES + 5 }, (_, n) => line(`HT-${n}`, 10));
    const changes = await transfer.import({ records: [header, ...many] }, false);
    expect(changes.changes).toHaveLength(REPORTED_LINES);
    expect(changes.created).toBe(REPORTED_LINES + 5);
    const wrong = await transfer.import({ records: [header, ...many.map((cells) => [...cells.slice(0, 3), '0', ...cells.slice(4)])] }, false);
    expect(wrong.problems).toHaveLength(REPORTED_LINES);
    expect(wrong.problemCount).toBe(REPORTED_LINES + 5);
  });

  it('writes nothing of a file with a problem, even asked to apply it', async () => {
    expect(await transfer.import({ records: [header, line('HT-1', 10, 'Workwear'), line('HT-2', 0)] }, true)).toMatchObject({ applied: false, created: 1, problemCount: 1 });
    expect(await repositories.products.count()).toBe(0);
    expect(await repositories.categories.all()).toEqual([]);
  });

  it('writes only when asked to apply a file without problems, its categories under their new ids', async () => {
    const records = [header, line('HT-1', 10, 'Workwear > Gloves'), line('HT-2', 10, 'Workwear')];
    expect((await transfer.import({ records }, false)).applied).toBe(false);
    expect(await repositories.products.count()).toBe(0);

    const report = await transfer.import({ records }, true);
    expect(report).toMatchObject({ applied: true, categoriesAdded: ['Workwear', 'Workwear > Gloves'] });
    const categories = await repositories.categories.all();
    const workwear = categories.find((category) => category.name === 'Workwear')!;
    const gloves = categories.find((category) => category.name === 'Gloves')!;
    expect(gloves.parentId).toBe(workwear._id);
    expect(repositories.products.everyProduct().map((product) => product.categoryId)).toEqual([gloves._id, workwear._id]);

    // Changed to a category it adds, an updated product is listed under its new id too.
    await transfer.import({ records: [header, line('HT-2', 10, 'Workwear > Boots')] }, true);
    const boots = (await repositories.categories.all()).find((category) => category.name === 'Boots')!;
    expect(repositories.products.everyProduct()[1].categoryId).toBe(boots._id);
  });

  it(`lists the first ${REPORTED_LINES} categories it adds, counting them all`, async () => {
    const report = await transfer.import({ records: [header, ...Array.from({ length: REPORTED_LINES + 1 }, (_, n) => line(`HT-${n}`, 10, `Range ${n}`))] }, false);
    expect(report.categoriesAdded).toHaveLength(REPORTED_LINES);
    expect(report.categoriesAdded[0]).toBe('Range 0');
    expect(report.categoryCount).toBe(REPORTED_LINES + 1);
  });

  it('reads a file through its format, and names the export after the day', async () => {
    const format = { read: () => ({ records: [header, line('HT-1', 10)] }), write: (rows: readonly (readonly string[])[]) => rows.map((cells) => cells.join('|')).join('\n') };
    const through = new CatalogueTransfer(repositories.catalogueTransfer, format);
    expect(await through.importFile(new Uint8Array(), true, boss)).toMatchObject({ applied: true, created: 1 });
    expect(await through.exportFile(new Date('2026-11-27T12:00:00Z'))).toEqual({ fileName: 'hartwell-catalogue-2026-11-27.csv', csv: `${exportHeader.join('|')}\n${exported(line('HT-1', 10)).join('|')}` });
  });

  it('exports every product in catalogue order under its header', async () => {
    await transfer.import({ records: [header, line('HT-2', 10, 'Workwear'), line('HT-1', 11)] }, true);
    expect(await transfer.exportRows()).toEqual([exportHeader, exported(line('HT-2', 10, 'Workwear')), exported(line('HT-1', 11))]);
  });

  it("keeps each product's pack size and breaks through a file without those columns, and writes them from a file with them", async () => {
    const boxed = [...line('HT-1', 20).slice(0, 4), '10', '100', '10', '50+: 18', ...line('HT-1', 20).slice(6)];
    expect(await transfer.import({ records: [exportHeader, boxed] }, true)).toMatchObject({ applied: true, created: 1 });
    expect(await transfer.import({ records: [header, [...line('HT-1', 20).slice(0, 4), '20', '100', '7', 'Made in Sheffield.', '/p.svg']] }, true)).toMatchObject({
      applied: true,
      updated: 1,
    });
    expect((await transfer.exportRows())[1]).toEqual(['HT-1', 'Part HT-1', '', '20', '20', '100', '10', '50+: 18', '7', 'Made in Sheffield.', '/p.svg']);
    // A file that would leave the product's bounds out of its packs is refused, and writes nothing.
    const refused = await transfer.import({ records: [header, [...line('HT-1', 20).slice(0, 4), '15', '100', '7', 'Made in Sheffield.', '/p.svg']] }, true);
    expect(refused).toMatchObject({ applied: false, problems: [{ row: 2, column: 'Minimum', message: 'The minimum must be a multiple of the pack size, 10' }] });
  });
});

describe("an applied import in the audit log", () => {
  const log = async () => (await repositories.audit.list({}, { limit: 100 })).items;

  it('records each category and product it added and each product it changed, with the values before and after, for the admin who applied it', async () => {
    await transfer.import({ records: [header, line('HT-1', 10)] }, true);
    expect(await log()).toEqual([]);
    const report = await transfer.import({ records: [header, line('HT-1', 12), line('HT-2', 5, 'Workshop > Vices')] }, true, boss);
    expect(report).toMatchObject({ applied: true, created: 1, updated: 1 });
    const entries = await log();
    expect(entries.map((entry) => [entry.action, entry.subject.label])).toEqual([
      ['product.changed', 'HT-1 Part HT-1'],
      ['product.added', 'HT-2 Part HT-2'],
      ['category.added', 'Vices'],
      ['category.added', 'Workshop'],
    ]);
    for (const entry of entries) expect(entry.actor).toEqual(boss);
    expect(entries[0]).toMatchObject({ before: { price: 10 }, after: { price: 12 } });
    const [vices, workshop] = [entries[2], entries[3]];
    expect(vices.after).toEqual({ name: 'Vices', parentId: workshop.subject.id });
    expect(entries[1].after).toMatchObject({ partNumber: 'HT-2', price: 5, categoryId: vices.subject.id });
    expect(entries[1].subject.id).toBe((await repositories.products.findMany([entries[1].subject.id]))[0]._id);
  });

  it('records nothing of a file only tried, or one with a problem', async () => {
    await transfer.import({ records: [header, line('HT-1', 12)] }, false, boss);
    await transfer.import({ records: [header, line('HT-1', 12), line('HT-2', 0)] }, true, boss);
    expect(await log()).toEqual([]);
  });
});
