import { describe, expect, it } from 'vitest';
import {
  breaksCell,
  catalogueColumns,
  catalogueFileMessages,
  catalogueFileName,
  catalogueRows,
  categoryCell,
  MAX_IMPORT_ROWS,
  neutralised,
  problemText,
  readBreaksCell,
  readCatalogueFile,
  restored,
} from './catalogue-file';
import type { Product } from './product';

const exportHeader = catalogueColumns.map((column) => column.header);
// A file of the columns every import needs, with Category: products keep their own pack sizes and breaks.
const header = exportHeader.filter((column) => column !== 'Pack size' && column !== 'Price breaks');
const power = { _id: 'p', name: 'Power tools', parentId: null };
const drills = { _id: 'd', name: 'Drills', parentId: 'p' };

const drill: Product = {
  _id: 'x1',
  partNumber: 'HT-DRL-18V',
  name: 'Cordless Hammer Drill 18V',
  categoryId: 'd',
  price: 189,
  min: 1,
  max: 20,
  stock: 140,
  description: 'Brushless, with a 13 mm chuck.',
  image: '/catalogue/hammer-drill.svg',
  packSize: 1,
  priceBreaks: [{ from: 10, to: null, price: 175 }],
};
const drillRow = ['HT-DRL-18V', 'Cordless Hammer Drill 18V', 'Power tools > Drills', '189', '1', '20', '140', 'Brushless, with a 13 mm chuck.', '/catalogue/hammer-drill.svg'];
const drillExportRow = [...drillRow.slice(0, 6), '1', '10+: 175', ...drillRow.slice(6)];

describe('the exported file', () => {
  it('has the columns in order, then a product a row, its category as a path', () => {
    const boxed = { ...drill, _id: 'x2', partNumber: 'HT-2', categoryId: null, min: 10, packSize: 10, priceBreaks: [{ from: 50, to: 99, price: 170 }, { from: 100, to: null, price: 160 }] };
    expect(catalogueRows([drill, boxed], [power, drills])).toEqual([
      exportHeader,
      drillExportRow,
      ['HT-2', drillRow[1], '', '189', '10', '20', '10', '50-99: 170; 100+: 160', ...drillRow.slice(6)],
    ]);
    expect(exportHeader).toEqual(['Part number', 'Name', 'Category', 'Price', 'Minimum', 'Maximum', 'Pack size', 'Price breaks', 'Stock', 'Description', 'Picture']);
    expect(catalogueRows([{ ...drill, priceBreaks: [] }], [])[1][7]).toBe('');
  });

  it('writes a cell a spreadsheet would run as a formula after an apostrophe, and reads it back as it was', () => {
    for (const formula of ['=HYPERLINK("http://evil.example")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx']) {
      expect(neutralised(formula)).toBe(`'${formula}`);
      expect(restored(neutralised(formula))).toBe(formula);
    }
    const [, row] = catalogueRows([{ ...drill, name: '=cmd|calc', description: '-- sharp' }], []);
    expect(row[1]).toBe("'=cmd|calc");
    expect(row[9]).toBe("'-- sharp");
  });

  it('leaves other cells as they are, an apostrophe of their own included', () => {
    for (const cell of ['Drill', "'quoted'", "'", '', '1=1', 'a+b']) {
      expect(neutralised(cell)).toBe(cell);
      expect(restored(cell)).toBe(cell);
    }
  });

  it('names a category by its path, and none by nothing', () => {
    expect(categoryCell([power, drills], 'd')).toBe('Power tools > Drills');
    expect(categoryCell([power, drills], null)).toBe('');
  });

  it('is named after the day it was made', () => {
    expect(catalogueFileName(new Date('2026-11-27T23:30:00Z'))).toBe('hartwell-catalogue-2026-11-27.csv');
  });
});

describe('an imported file', () => {
  const read = (...rows: string[][]) => readCatalogueFile([header, ...rows]);

  it('reads each row into a product and the path of its category, numbered as a spreadsheet numbers rows', () => {
    const { rows, problems } = read(drillRow, ['HT-2', 'Hand Saw', '', '24', '1', '10', '0', 'Sharp.', '/s.svg']);
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { row: 2, product: { partNumber: 'HT-DRL-18V', name: drill.name, price: 189, min: 1, max: 20, stock: 140, description: drill.description, image: drill.image }, categoryPath: ['Power tools', 'Drills'] },
      { row: 3, product: { partNumber: 'HT-2', name: 'Hand Saw', price: 24, min: 1, max: 10, stock: 0, description: 'Sharp.', image: '/s.svg' }, categoryPath: [] },
    ]);
  });

  it('takes the columns in any order and any case, Category left out, and restores neutralised cells', () => {
    const { rows, problems } = readCatalogueFile([
      ['picture', ' PRICE ', 'Part Number', 'Name', 'Minimum', 'Maximum', 'Stock', 'Description'],
      ['/p.svg', '12', 'HT-9', "'=Odd name", '1', '5', '3', "'-- dash"],
    ]);
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({ row: 2, product: { partNumber: 'HT-9', name: '=Odd name', price: 12, description: '-- dash', image: '/p.svg' }, categoryPath: null });
  });

  it('leaves blank rows out, still numbering the rows after them as the file does, and counts the others', () => {
    const { rows, problems, count } = read(['', '', '', '', '', '', '', '', ''], [' '], drillRow);
    expect(rows.map((row) => row.row)).toEqual([4]);
    expect(problems).toEqual([]);
    expect(count).toBe(1);
    expect(read(drillRow, ['HT-2'], [' ']).count).toBe(2);
  });

  it('reads a blank category as none, and a file without the Category column as leaving categories alone', () => {
    expect(read(['HT-1', 'Drill', '  ', '10', '1', '2', '3', 'Fine.', '/p.svg']).rows[0].categoryPath).toEqual([]);
    const withoutCategory = readCatalogueFile([header.filter((column) => column !== 'Category'), drillRow.filter((_, at) => at !== 2)]);
    expect(withoutCategory.problems).toEqual([]);
    expect(withoutCategory.rows[0].categoryPath).toBeNull();
  });

  it('calls a part number of spaces missing, on every row without one, none the repeat of another', () => {
    expect(read(['   ', ...drillRow.slice(1)], ['', ...drillRow.slice(1)]).problems).toEqual([
      { row: 2, column: 'Part number', message: catalogueFileMessages.partNumberRequired },
      { row: 3, column: 'Part number', message: catalogueFileMessages.partNumberRequired },
    ]);
  });

  it('names every unknown, missing or repeated column in row 1, and reads no row then', () => {
    const { rows, problems } = readCatalogueFile([['Part number', 'Name', ' Colour ', 'Name', 'Price'], drillRow]);
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      { row: 1, column: ' Colour ', message: catalogueFileMessages.unknownColumn('Colour') },
      { row: 1, column: 'Name', message: catalogueFileMessages.repeatedColumn('Name') },
      ...['Minimum', 'Maximum', 'Stock', 'Description', 'Picture'].map((column) => ({ row: 1, column, message: catalogueFileMessages.missingColumn(column) })),
    ]);
    expect(catalogueFileMessages.unknownColumn('Colour')).toBe(
      '"Colour" is not a column of the catalogue: the columns are Part number, Name, Category, Price, Minimum, Maximum, Pack size, Price breaks, Stock, Description, Picture',
    );
  });

  it('says a file separated by semicolons is one, and an empty file is empty', () => {
    expect(readCatalogueFile([[header.join(';')], [drillRow.join(';')]]).problems).toEqual([{ row: 1, column: null, message: catalogueFileMessages.semicolons }]);
    expect(readCatalogueFile([])).toEqual({ rows: [], problems: [{ row: 1, column: null, message: catalogueFileMessages.empty }], count: 0 });
    // One column that is no semicolon list, or a semicolon in one of several: columns, not semicolons.
    expect(readCatalogueFile([['Name']]).problems[0]).toEqual({ row: 1, column: 'Part number', message: catalogueFileMessages.missingColumn('Part number') });
    expect(readCatalogueFile([['Part number;x', ...header.slice(1)]]).problems).toEqual([
      { row: 1, column: 'Part number;x', message: catalogueFileMessages.unknownColumn('Part number;x') },
      { row: 1, column: 'Part number', message: catalogueFileMessages.missingColumn('Part number') },
    ]);
  });

  it('names each cell the product form would refuse by its row and column, one problem a cell', () => {
    const { rows, problems } = read(
      ['HT-1', '', 'Power tools', '0', '5', '2', '-1', 'Fine.', '/p.svg'],
      ['', 'No number', '', '10', '1', '1', '1', 'Fine.', '/p.svg'],
      ['bad part!', 'Bad number', '', 'ten', '1', '1', '1', 'Fine.', ''],
    );
    expect(rows).toEqual([]);
    expect(problems.map(problemText)).toEqual([
      'Row 2, Name: Product Name is Required',
      'Row 2, Price: Price must be at least $1',
      'Row 2, Minimum: Minimum must not be above the maximum',
      'Row 2, Stock: Units in stock cannot be below 0',
      'Row 3, Part number: A part number is required: rows are matched to products by it',
      'Row 4, Part number: A part number is 1 to 40 letters, digits, dots, dashes or slashes, starting with a letter or digit',
      'Row 4, Price: Use a whole number, in digits only',
      'Row 4, Picture: image is Required',
    ]);
  });

  it('refuses control characters and halves of characters in any cell, as every text the shop is sent', () => {
    const { rows, problems } = read(['HT-1', 'Vice\u0000', 'Tools \ud800', '10', '1', '2', '3', 'Fine\u001b.', '/p.svg']);
    expect(rows).toEqual([]);
    expect(problems.map(problemText)).toEqual([
      'Row 2, Name: Remove the control character U+0000 from this text',
      'Row 2, Category: This text is not well-formed: it holds half of a character (U+D800)',
      'Row 2, Description: Remove the control character U+001B from this text',
    ]);
  });

  it('refuses a category name the category form would refuse', () => {
    const { problems } = read(['HT-1', 'Drill', `Power tools > ${'x'.repeat(61)}`, '10', '1', '2', '3', 'Fine.', '/p.svg']);
    expect(problems).toEqual([{ row: 2, column: 'Category', message: 'Keep it under 60 characters' }]);
  });

  it('says a row with more or fewer cells than columns is one', () => {
    expect(read([...drillRow, 'extra'], drillRow.slice(0, 3)).problems).toEqual([
      { row: 2, column: null, message: catalogueFileMessages.cellCount(10, 9) },
      { row: 3, column: null, message: catalogueFileMessages.cellCount(3, 9) },
    ]);
  });

  it('refuses a part number the file has already, ignoring case, naming the row it is on first, whatever else is wrong there', () => {
    const { rows, problems } = read(drillRow, ['ht-drl-18v', ...drillRow.slice(1)]);
    expect(rows).toHaveLength(1);
    expect(problems).toEqual([{ row: 3, column: 'Part number', message: 'ht-drl-18v is on row 2 already' }]);

    const wrongFirst = read(['HT-1', 'Drill', '', '0', '1', '2', '3', 'Fine.', '/p.svg'], [' HT-1 ', 'Drill', '', '0', '1', '2', '3', 'Fine.', '/p.svg'], ['HT-1', ...drillRow.slice(1)]);
    expect(wrongFirst.rows).toEqual([]);
    expect(wrongFirst.problems.map(problemText)).toEqual([
      'Row 2, Price: Price must be at least $1',
      'Row 3, Part number: HT-1 is on row 2 already',
      'Row 3, Price: Price must be at least $1',
      'Row 4, Part number: HT-1 is on row 2 already',
    ]);
  });

  it(`takes at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} products`, () => {
    const many = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, n) => [`HT-${n}`, ...drillRow.slice(1)]);
    expect(readCatalogueFile([header, ...many])).toEqual({ rows: [], problems: [{ row: MAX_IMPORT_ROWS + 2, column: null, message: catalogueFileMessages.tooManyRows }], count: MAX_IMPORT_ROWS + 1 });
    expect(readCatalogueFile([header, ...many.slice(1)]).rows).toHaveLength(MAX_IMPORT_ROWS);
  });

  it('reads Pack size and Price breaks where the file has them, and leaves them out where it does not', () => {
    const full = readCatalogueFile([exportHeader, drillExportRow, ['HT-2', 'Tape', '', '16', '10', '300', '10', '50-99: 15 ; 100 + : $14', '30', 'Boxed.', '/t.svg']]);
    expect(full.problems).toEqual([]);
    expect(full.rows.map((row) => [row.product.packSize, row.product.priceBreaks])).toEqual([
      [1, [{ from: 10, to: null, price: 175 }]],
      [10, [{ from: 50, to: 99, price: 15 }, { from: 100, to: null, price: 14 }]],
    ]);
    // A blank breaks cell is one price for every quantity.
    expect(readCatalogueFile([exportHeader, [...drillExportRow.slice(0, 7), ' ', ...drillExportRow.slice(8)]]).rows[0].product.priceBreaks).toEqual([]);
    const product = read(drillRow).rows[0].product;
    expect('packSize' in product || 'priceBreaks' in product).toBe(false);
  });

  it('names a breaks cell it cannot read, and breaks or a pack size the product form would refuse', () => {
    const withCells = (packSize: string, breaks: string) => readCatalogueFile([exportHeader, [...drillExportRow.slice(0, 6), packSize, breaks, ...drillExportRow.slice(8)]]);
    expect(withCells('1', '10 to 20 at 15').problems.map(problemText)).toEqual([
      'Row 2, Price breaks: "10 to 20 at 15" is not a price break: write each as quantities and a price, separated by semicolons, as in 10-49: 11; 50+: 10',
    ]);
    expect(withCells('1', '10+: 175; 20+: 150').problems.map(problemText)).toEqual([
      'Row 2, Price breaks: The breaks 10 and more and 20 and more overlap: start each break right after the one before it ends',
    ]);
    expect(withCells('2', '').problems.map(problemText)).toEqual(['Row 2, Minimum: The minimum must be a multiple of the pack size, 2']);
    expect(withCells('box', '').problems.map(problemText)).toEqual(['Row 2, Pack size: Use a whole number, in digits only']);
    expect(withCells('', '').problems.map(problemText)).toEqual(['Row 2, Pack size: The pack size is required']);
    expect(readBreaksCell('10-49: 11; 50+: 10')).toEqual({ breaks: [{ from: 10, to: 49, price: 11 }, { from: 50, to: null, price: 10 }] });
    expect(readBreaksCell('10-49:11;50+:$10')).toEqual({ breaks: [{ from: 10, to: 49, price: 11 }, { from: 50, to: null, price: 10 }] });
    for (const part of ['x10-49: 11', '10-49: 11x', '10-49 11', '10: 11']) expect(readBreaksCell(part), part).toEqual({ message: catalogueFileMessages.breaksFormat(part) });
    expect(breaksCell([{ from: 10, to: 49, price: 11 }, { from: 50, to: null, price: 10 }])).toBe('10-49: 11; 50+: 10');
  });

  it('writes a problem of the whole row or file without a column', () => {
    expect(problemText({ row: 7, column: null, message: 'Broken' })).toBe('Row 7: Broken');
  });
});
