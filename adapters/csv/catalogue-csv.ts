// The browser builds of node-csv: the same parser and writer, without Node's Buffer, so that
// Storybook's shop (the real core and handlers in a browser) runs them as the server does.
import { parse } from 'csv-parse/browser/esm/sync';
import { stringify } from 'csv-stringify/browser/esm/sync';
import { catalogueFileMessages, type CatalogueFile } from '../../core/domain/catalogue-file';
import type { CatalogueFileFormat } from '../../core/ports/driven/catalogue-file-format';

const decoder = () => new TextDecoder('utf-8', { fatal: true });

/** Where the first byte that is not UTF-8 sits: the largest prefix that still decodes, found by halving. */
function firstBadByte(bytes: Uint8Array): number {
  let [good, bad] = [0, bytes.length];
  while (bad - good > 1) {
    const middle = Math.floor((good + bad) / 2);
    try {
      // `stream` lets a prefix end inside a character without calling it bad.
      decoder().decode(bytes.subarray(0, middle), { stream: true });
      good = middle;
    } catch {
      bad = middle;
    }
  }
  return good;
}

/** The line a byte is on, from 1. */
const lineOf = (bytes: Uint8Array, offset: number) => bytes.subarray(0, offset).reduce((lines, byte) => lines + (byte === 0x0a ? 1 : 0), 1);

const csvReasons: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'a quote inside a quoted cell is not doubled',
  INVALID_OPENING_QUOTE: 'a cell has a quote in its middle',
};

/** A file's bytes read as CSV: its records, or the row where it stops being UTF-8 text or CSV. */
export function readCatalogueCsv(bytes: Uint8Array): CatalogueFile {
  let text: string;
  try {
    text = decoder().decode(bytes);
  } catch {
    return { problem: { row: lineOf(bytes, firstBadByte(bytes)), column: null, message: catalogueFileMessages.notUtf8 } };
  }
  try {
    return { records: parse(text, { bom: true, relax_column_count: true }) as string[][] };
  } catch (error) {
    const { code, lines } = error as { code?: string; lines?: number };
    return { problem: { row: lines ?? 1, column: null, message: catalogueFileMessages.notCsv(csvReasons[code ?? ''] ?? 'its quotes or line ends are broken') } };
  }
}

/** Rows as a CSV file a spreadsheet opens as UTF-8: a byte order mark, CRLF line ends, cells quoted where needed. */
export const writeCatalogueCsv = (rows: readonly (readonly string[])[]) => stringify(rows as string[][], { bom: true, record_delimiter: 'windows' });

/** The catalogue's file as CSV. */
export const csvCatalogueFormat: CatalogueFileFormat = { read: readCatalogueCsv, write: writeCatalogueCsv };
