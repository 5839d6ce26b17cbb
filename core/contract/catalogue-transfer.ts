import * as v from 'valibot';
import { catalogueColumns, MAX_IMPORT_ROWS, REPORTED_LINES } from '../domain/catalogue-file';
import type { RouteContract } from './route-contract';

/** The longest file an import takes: 100,000 products of about 300 bytes each, with room. */
export const MAX_IMPORT_BYTES = 40 * 1024 * 1024;

const problemSchema = v.object({ row: v.number(), column: v.nullable(v.string()), message: v.string() });
const changeSchema = v.object({
  row: v.number(),
  partNumber: v.string(),
  name: v.string(),
  action: v.picklist(['created', 'updated', 'unchanged']),
  columns: v.array(v.string()),
});

export const importReportSchema = v.object({
  applied: v.boolean(),
  rows: v.number(),
  created: v.number(),
  updated: v.number(),
  unchanged: v.number(),
  categoriesAdded: v.array(v.string()),
  categoryCount: v.number(),
  problems: v.array(problemSchema),
  problemCount: v.number(),
  changes: v.array(changeSchema),
});

const COLUMNS = catalogueColumns.map((column) => column.header).join(', ');

/** The catalogue in and out of a spreadsheet, for admins. */
export const catalogueTransferRoutes = {
  exportCatalogue: {
    method: 'GET',
    path: '/api/catalogue/export',
    doc: `\`{ fileName, csv }\`: the whole catalogue as CSV (UTF-8 with a byte order mark, for spreadsheets), one product a row in catalogue order under the columns ${COLUMNS}; Category is a path (\`Power tools > Drills\`); a cell a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return) is written after an apostrophe`,
    access: 'admin',
    response: v.object({ fileName: v.string(), csv: v.string() }),
  },
  importCatalogue: {
    method: 'POST',
    path: '/api/catalogue/import',
    doc: `the report \`{ applied, rows, created, updated, unchanged, categoriesAdded, categoryCount, problems, problemCount, changes }\` of importing the CSV file sent as the body (UTF-8, the columns of the export in any order, Category optional; at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} products): each row matched to a product by its part number ignoring case, updating it or adding one, categories named by a path the catalogue lacks added; products the file leaves out stay as they are, and without a Category column every product keeps its category. \`mode=dry-run\` (the default) writes nothing; \`mode=apply\` writes it all in one transaction, and only when no row has a problem. Problems name the row (the header is row 1) and the column; the first ${REPORTED_LINES} problems, changes and categories added are listed, all are counted`,
    query: v.object({ mode: v.optional(v.picklist(['dry-run', 'apply'], 'mode must be dry-run or apply'), 'dry-run') }),
    body: v.instance(Uint8Array, 'Send the CSV file as the request body'),
    rawBody: true,
    bodyLimit: MAX_IMPORT_BYTES,
    access: 'admin',
    rateLimit: 'uploads',
    changesCatalogue: true,
    response: importReportSchema,
  },
} as const satisfies Record<string, RouteContract>;
