// The catalogue's CSV file over HTTP: the export an admin opens in a spreadsheet, and files of every
// kind imported back, good and bad, tried first and then applied.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogueFileMessages } from '../../core/domain/catalogue-file';
import type { CategoryRepository } from '../../core/ports/driven/category-repository';
import type { ProductRepository } from '../../core/ports/driven/product-repository';
import { signedInAdmin } from '../support/customers';
import { startTestServer } from '../support/test-server';

let app: FastifyInstance;
let products: ProductRepository;
let categories: CategoryRepository;
let token: string;
const ADMIN = `file-admin-${crypto.randomUUID().slice(0, 8)}@example.com`;
const HEADER = 'Part number,Name,Category,Price,Minimum,Maximum,Stock,Description,Picture';

beforeAll(async () => {
  ({ app, products, categories } = await startTestServer({ adminEmails: [ADMIN] }));
  token = (await signedInAdmin(app, ADMIN)).token;
});
beforeEach(async () => {
  await products.deleteAll();
  await categories.deleteAll();
});
afterAll(() => app.close());

const importFile = (body: string | Uint8Array, mode?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/catalogue/import${mode ? `?mode=${mode}` : ''}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    payload: typeof body === 'string' ? Buffer.from(body) : Buffer.from(body),
  });
const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n');
const partNumbers = async () => (await products.list({ limit: 100 })).items.map((product) => product.partNumber);

describe('GET /api/catalogue/export', () => {
  it('answers the catalogue as CSV a spreadsheet opens as UTF-8, formulas neutralised, named after the day', async () => {
    await importFile(csv('HT-1,=1+1,Workshop > Vices,89,1,10,5,"A vice, cast iron.",/p.svg', 'HT-2,Façade Anchor,,12,1,100,0,-- sharp --,/a.svg'), 'apply');
    const res = await app.inject({ url: '/api/catalogue/export', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    const { fileName, csv: text } = res.json() as { fileName: string; csv: string };
    expect(fileName).toMatch(/^hartwell-catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
    // The export names every column: Pack size and Price breaks too, which a file may leave out.
    expect(text.split('\r\n')).toEqual([
      '\ufeffPart number,Name,Category,Price,Minimum,Maximum,Pack size,Price breaks,Stock,Description,Picture',
      `HT-1,'=1+1,Workshop > Vices,89,1,10,1,,5,"A vice, cast iron.",/p.svg`,
      "HT-2,Façade Anchor,,12,1,100,1,,0,'-- sharp --,/a.svg",
      '',
    ]);
  });
});

describe('POST /api/catalogue/import', () => {
  const good = csv('HT-1,Bench Vice,Workshop > Vices,89,1,10,5,A vice.,/p.svg', 'HT-2,Pipe Vice,Workshop > Vices,120,1,10,5,Another.,/p.svg');

  it('tries a file by default: the report, and nothing written', async () => {
    const res = await importFile(good);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      applied: false,
      rows: 2,
      created: 2,
      updated: 0,
      unchanged: 0,
      categoriesAdded: ['Workshop', 'Workshop > Vices'],
      categoryCount: 2,
      problems: [],
      problemCount: 0,
      changes: [
        { row: 2, partNumber: 'HT-1', name: 'Bench Vice', action: 'created', columns: [] },
        { row: 3, partNumber: 'HT-2', name: 'Pipe Vice', action: 'created', columns: [] },
      ],
    });
    expect(await partNumbers()).toEqual([]);
  });

  it('applies it, and searches find what it added at once', async () => {
    expect((await importFile(good, 'apply')).json()).toMatchObject({ applied: true, created: 2 });
    expect(await partNumbers()).toEqual(['HT-1', 'HT-2']);
    const found = await app.inject('/api/search?q=pipe%20vice');
    expect(found.json().items.map((product: { partNumber: string }) => product.partNumber)).toEqual(['HT-2']);
  });

  it('takes a file saved by a spreadsheet: a byte order mark, quoted cells with commas, quotes and line breaks, LF line ends', async () => {
    const res = await importFile(`\ufeff${HEADER}\nHT-1,"Vice, ""heavy""",,89,1,10,5,"Two lines:\nof text.",/p.svg\n`, 'apply');
    expect(res.json()).toMatchObject({ applied: true, created: 1, problemCount: 0 });
    expect((await products.list({ limit: 1 })).items[0]).toMatchObject({ name: 'Vice, "heavy"', description: 'Two lines:\nof text.' });
  });

  it('says which row stops being UTF-8 text', async () => {
    const latin1 = Uint8Array.from([...Buffer.from(`${HEADER}\r\nHT-1,Vice,,1,1,1,1,ok,/p.svg\r\nHT-2,Fa`), 0xe7, ...Buffer.from('ade,,1,1,1,1,ok,/p.svg\r\n')]);
    const res = await importFile(latin1, 'apply');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ applied: false, problemCount: 1, problems: [{ row: 3, column: null, message: catalogueFileMessages.notUtf8 }] });
    expect(await partNumbers()).toEqual([]);
  });

  it('says where a file stops being CSV', async () => {
    const res = await importFile(csv('HT-1,"Vice,,1,1,1,1,ok,/p.svg'));
    expect(res.json().problems).toEqual([{ row: 2, column: null, message: catalogueFileMessages.notCsv('a quoted cell is never closed') }]);
  });

  it('names wrong columns, repeated part numbers and values out of range by row and column, and writes nothing', async () => {
    const columns = await importFile('Part number,Name,Colour\r\nHT-1,Vice,red\r\n', 'apply');
    expect(columns.json().problems).toContainEqual({ row: 1, column: 'Colour', message: catalogueFileMessages.unknownColumn('Colour') });

    const rows = await importFile(csv('HT-1,Vice,,89,1,10,5,ok,/p.svg', 'ht-1,Vice again,,89,1,10,5,ok,/p.svg', 'HT-3,Dear,,1000000,1,10,5,ok,/p.svg', 'HT-4,Many,,1,1,10,100000001,ok,/p.svg'), 'apply');
    expect(rows.json()).toMatchObject({
      applied: false,
      problemCount: 4,
      problems: [
        { row: 3, column: 'Part number', message: 'ht-1 is on row 2 already' },
        { row: 4, column: 'Price', message: 'Price must be at most 999999' },
        { row: 4, column: 'Minimum', message: 'At this price the minimum quantity would cost more than $999,999, the most one order can cost' },
        { row: 5, column: 'Stock', message: 'Units in stock must be at most 100000000' },
      ],
    });
    expect(await partNumbers()).toEqual([]);
  });

  it('names a control character in a cell by its row and column, as the product form refuses it', async () => {
    const res = await importFile(csv('HT-1,Vice\u0000,,89,1,10,5,ok,/p.svg'), 'apply');
    expect(res.json()).toMatchObject({ applied: false, problems: [{ row: 2, column: 'Name', message: expect.stringContaining('U+0000') }] });
    expect(await partNumbers()).toEqual([]);
  });

  it('refuses a mode it does not know, in words (400)', async () => {
    const res = await importFile(good, 'now');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ type: 'invalid_data', message: 'query mode: mode must be dry-run or apply' });
  });
});
