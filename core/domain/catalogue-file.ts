import * as v from 'valibot';
import { categoryPath, newCategorySchema, type Category } from './category';
import { newProductSchema, type NewProduct, type Product } from './product';
import { unacceptedText } from './validation';
import { breaksText, type PriceBreak } from './volume-prices';

/**
 * The catalogue as a CSV file, as admins export it to a spreadsheet and import it back: one product
 * a row, matched by part number. Rows are numbered as a spreadsheet numbers them (the header is row 1).
 */

export const catalogueColumns = [
  { key: 'partNumber', header: 'Part number' },
  { key: 'name', header: 'Name' },
  { key: 'category', header: 'Category' },
  { key: 'price', header: 'Price' },
  { key: 'min', header: 'Minimum' },
  { key: 'max', header: 'Maximum' },
  { key: 'packSize', header: 'Pack size' },
  { key: 'priceBreaks', header: 'Price breaks' },
  { key: 'stock', header: 'Stock' },
  { key: 'description', header: 'Description' },
  { key: 'image', header: 'Picture' },
] as const;
export type CatalogueColumn = (typeof catalogueColumns)[number]['key'];

/**
 * The columns an import may leave out: without Category a product keeps its category; without Pack
 * size or Price breaks it keeps its own (a new one is sold by the unit at one price).
 */
const optionalColumns: ReadonlySet<CatalogueColumn> = new Set(['category', 'packSize', 'priceBreaks']);

/** How a product's volume prices are written in a cell: "10-49: 11; 50+: 10" (quantities, then whole dollars each). */
export const breaksCell = (breaks: readonly PriceBreak[]) => breaksText(breaks);

const BREAK_CELL_PART = /^(\d+)\s*(?:-\s*(\d+)|\+)\s*:\s*\$?\s*(\d+)$/;

/** A Price breaks cell read back into breaks, or why it cannot be (how fit they are is the product form's to say). */
export function readBreaksCell(cell: string): { breaks: PriceBreak[] } | { message: string } {
  const parts = cell.split(';').map((part) => part.trim()).filter((part) => part !== '');
  const breaks: PriceBreak[] = [];
  for (const part of parts) {
    const found = BREAK_CELL_PART.exec(part);
    if (!found) return { message: catalogueFileMessages.breaksFormat(part) };
    breaks.push({ from: Number(found[1]), to: found[2] === undefined ? null : Number(found[2]), price: Number(found[3]) });
  }
  return { breaks };
}

/** How a category's path is written in a cell: Power tools > Drills. */
export const CATEGORY_PATH_SEPARATOR = ' > ';

/** The name an export's file is saved under: hartwell-catalogue-2026-11-27.csv. */
export const catalogueFileName = (on: Date) => `hartwell-catalogue-${on.toISOString().slice(0, 10)}.csv`;

/** The most rows one import takes: a catalogue of 100,000 parts goes in one file. */
export const MAX_IMPORT_ROWS = 100_000;
/** How many errors and changes a report lists; it counts them all. */
export const REPORTED_LINES = 200;

export const catalogueFileMessages = {
  empty: 'The file is empty: export the catalogue for a file with the right columns',
  unknownColumn: (header: string) => `"${header}" is not a column of the catalogue: the columns are ${catalogueColumns.map((column) => column.header).join(', ')}`,
  missingColumn: (header: string) => `The column "${header}" is missing`,
  repeatedColumn: (header: string) => `The column "${header}" is there twice`,
  semicolons: 'The columns are separated by semicolons: save the file as CSV with commas',
  cellCount: (cells: number, columns: number) => `This row has ${cells} cells, but the header names ${columns} columns`,
  notANumber: 'Use a whole number, in digits only',
  partNumberRequired: 'A part number is required: rows are matched to products by it',
  repeatedPartNumber: (partNumber: string, row: number) => `${partNumber} is on row ${row} already`,
  tooManyRows: `A file can hold at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} products: split it into several`,
  notUtf8: 'This is not UTF-8 text: save the file as "CSV UTF-8" and import it again',
  notCsv: (reason: string) => `This is not a CSV file the shop can read: ${reason}`,
  breaksFormat: (part: string) => `"${part}" is not a price break: write each as quantities and a price, separated by semicolons, as in 10-49: 11; 50+: 10`,
} as const;

/** One thing wrong with the file, named by its row and column (null when it is the whole row or file). */
export interface ImportProblem {
  row: number;
  column: string | null;
  message: string;
}

/** The file as the shop received it: its records (the header first), or why it could not be read as CSV. */
export type CatalogueFile = { records: readonly (readonly string[])[] } | { problem: ImportProblem };

/**
 * A row read and checked: the product it describes (without pack size or breaks when the file has
 * no such column: the product keeps its own), the path of its category (empty for none; null when
 * the file has no Category column, which leaves a product's category as it is).
 */
export interface ImportRow {
  row: number;
  product: Omit<NewProduct, 'categoryId' | 'partNumber'> & { partNumber: string };
  categoryPath: string[] | null;
}

// A cell a spreadsheet would run as a formula: the shop writes it with a leading apostrophe (OWASP's advice).
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as exported: text a spreadsheet could take for a formula is prefixed with an apostrophe, so that it shows as text. */
export const neutralised = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);

/** A cell as imported: the apostrophe an export put before a formula-like text is taken off again. */
export const restored = (cell: string) => (cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell);

/** The path of names of a category, written as a cell: Power tools > Drills; empty for none. */
export const categoryCell = (categories: readonly Category[], id: string | null) =>
  // Stryker disable next-line StringLiteral: any text that is no id does
  categoryPath(categories, id ?? '').map((category) => category.name).join(CATEGORY_PATH_SEPARATOR);

/** The catalogue as the file's rows, the header first, each cell safe to open in a spreadsheet. */
export function catalogueRows(products: readonly Product[], categories: readonly Category[]): string[][] {
  const cells = (product: Product): Record<CatalogueColumn, string> => ({
    partNumber: product.partNumber,
    name: product.name,
    category: categoryCell(categories, product.categoryId),
    price: String(product.price),
    min: String(product.min),
    max: String(product.max),
    packSize: String(product.packSize),
    priceBreaks: breaksCell(product.priceBreaks),
    stock: String(product.stock),
    description: product.description,
    image: product.image,
  });
  return [catalogueColumns.map((column) => column.header), ...products.map((product) => catalogueColumns.map((column) => neutralised(cells(product)[column.key])))];
}

// Stryker disable next-line MethodExpression: either case compares alike
const headerKey = (header: string) => header.trim().toLowerCase();

/** Which column each cell of the header is, or what is wrong with the header. */
function readHeader(header: readonly string[]): { columns: CatalogueColumn[] } | { problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const problem = (column: string | null, message: string) => problems.push({ row: 1, column, message });
  if (header.length === 1 && header[0].includes(';')) return { problems: [{ row: 1, column: null, message: catalogueFileMessages.semicolons }] };
  const columns: CatalogueColumn[] = [];
  for (const cell of header) {
    const column = catalogueColumns.find((known) => headerKey(known.header) === headerKey(restored(cell)));
    if (!column) problem(cell, catalogueFileMessages.unknownColumn(cell.trim()));
    else if (columns.includes(column.key)) problem(column.header, catalogueFileMessages.repeatedColumn(column.header));
    else columns.push(column.key);
  }
  for (const column of catalogueColumns) if (!columns.includes(column.key) && !optionalColumns.has(column.key)) problem(column.header, catalogueFileMessages.missingColumn(column.header));
  return problems.length > 0 ? { problems } : { columns };
}

const numberColumns = ['price', 'min', 'max', 'packSize', 'stock'] as const;
const PART_NUMBER = catalogueColumns[0].header;


/** A category cell's path of names, each checked as an admin's category name would be (where it may go is the plan's to check). */
function readCategory(cell: string): { path: string[] } | { message: string } {
  const path = cell.split('>').map((name) => name.trim());
  if (cell.trim() === '') return { path: [] };
  for (const name of path) {
    const checked = v.safeParse(newCategorySchema.entries.name, name);
    if (!checked.success) return { message: checked.issues[0].message };
  }
  return { path };
}

/** One data row checked as the product form checks a product; its problems, one per column, in the columns' order. */
function readRow(row: number, cells: Record<CatalogueColumn, string>, has: ReadonlySet<CatalogueColumn>): { read: ImportRow } | { problems: ImportProblem[] } {
  const found = new Map<string, string>();
  const problem = (key: string, message: string) => found.has(key) || found.set(key, message);
  // A file's cells skip the check every API body gets: the same one rule of text, cell by cell.
  for (const column of catalogueColumns) {
    const refused = unacceptedText(cells[column.key]);
    if (refused) problem(column.key, refused);
  }
  if (cells.partNumber.trim() === '') problem('partNumber', catalogueFileMessages.partNumberRequired);
  const { category: categoryText, packSize, priceBreaks: breaksText, ...fields } = cells;
  // A form's number field takes only digits; a spreadsheet's cell may hold "ten" or "$12", which the form's schema would call missing.
  // A blank cell reads as 0 here; the schema says it is required.
  for (const key of numberColumns) if (has.has(key) && Number.isNaN(Number(cells[key]))) problem(key, catalogueFileMessages.notANumber);
  // Stryker disable next-line ObjectLiteral: without the column there are no breaks either way, and no message
  const breaks = has.has('priceBreaks') ? readBreaksCell(breaksText) : { breaks: undefined };
  if ('message' in breaks) problem('priceBreaks', breaks.message);
  const checked = v.safeParse(newProductSchema, {
    ...fields,
    ...(has.has('packSize') ? { packSize } : {}),
    ...('breaks' in breaks && breaks.breaks ? { priceBreaks: breaks.breaks } : {}),
  });
  // Stryker disable next-line OptionalChaining,StringLiteral: each issue of an object's schema names its field
  if (!checked.success) for (const issue of checked.issues) problem(String(issue.path?.[0]?.key ?? ''), issue.message);
  const category = readCategory(categoryText);
  if ('message' in category) problem('category', category.message);
  // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: a failed schema or category has put a problem in `found`; the rest narrows their types
  if (found.size > 0 || !checked.success || 'message' in category) {
    const columnOf = (key: string) => catalogueColumns.findIndex((column) => column.key === key);
    // Every issue names a column; a field that is none would still be told, without a column.
    const headerOf = new Map<string, string>(catalogueColumns.map((column) => [column.key, column.header]));
    return { problems: [...found].sort(([a], [b]) => columnOf(a) - columnOf(b)).map(([key, message]) => ({ row, column: headerOf.get(key) ?? null, message })) };
  }
  const { categoryId: _, partNumber, ...product } = checked.output;
  // Stryker disable next-line StringLiteral: a row without a part number has a problem and is not read
  return { read: { row, product: { ...product, partNumber: partNumber ?? '' }, categoryPath: has.has('category') ? category.path : null } };
}

/**
 * The file's records (the header first, each a list of cells) read into products, with every
 * problem named by row and column: unknown, missing or repeated columns, cells the product form
 * would refuse, a part number twice. Blank rows are left out; `count` is how many others there are.
 */
export function readCatalogueFile(records: readonly (readonly string[])[]): { rows: ImportRow[]; problems: ImportProblem[]; count: number } {
  const count = records.slice(1).filter((record) => record.some((cell) => cell.trim() !== '')).length;
  if (records.length === 0) return { rows: [], problems: [{ row: 1, column: null, message: catalogueFileMessages.empty }], count };
  const header = readHeader(records[0]);
  if ('problems' in header) return { rows: [], problems: header.problems, count };
  const rows: ImportRow[] = [];
  const problems: ImportProblem[] = [];
  const firstRowOf = new Map<string, number>();
  const present = new Set(header.columns);
  let products = 0;
  for (const [index, record] of records.slice(1).entries()) {
    const row = index + 2;
    if (record.every((cell) => cell.trim() === '')) continue;
    if (++products > MAX_IMPORT_ROWS) return { rows: [], problems: [{ row, column: null, message: catalogueFileMessages.tooManyRows }], count };
    if (record.length !== header.columns.length) {
      problems.push({ row, column: null, message: catalogueFileMessages.cellCount(record.length, header.columns.length) });
      continue;
    }
    const cells = Object.fromEntries(catalogueColumns.map((column) => [column.key, ''])) as Record<CatalogueColumn, string>;
    header.columns.forEach((column, at) => (cells[column] = restored(record[at])));
    // A part number is counted from its first row, whatever else that row gets wrong.
    const partNumber = cells.partNumber.trim();
    const first = firstRowOf.get(partKeyOf(partNumber));
    if (partNumber !== '' && first === undefined) firstRowOf.set(partKeyOf(partNumber), row);
    const read = readRow(row, cells, present);
    if (first !== undefined) problems.push({ row, column: PART_NUMBER, message: catalogueFileMessages.repeatedPartNumber(partNumber, first) });
    if ('problems' in read) problems.push(...read.problems);
    else if (first === undefined) rows.push(read.read);
  }
  return { rows, problems, count };
}

/** A part number as an import matches it: ignoring case, as the shop keeps part numbers unique (not search's key, which would make HT-1-2 and HT-12 one). */
// Stryker disable next-line MethodExpression: either case compares alike
export const partKeyOf = (partNumber: string) => partNumber.toUpperCase();

/** A problem as one line of text: "Row 12, Price: Price must be at least $1". */
export const problemText = ({ row, column, message }: ImportProblem) => `Row ${row}${column ? `, ${column}` : ''}: ${message}`;
