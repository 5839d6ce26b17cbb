import type { CatalogueFile } from '../../domain/catalogue-file';

/** How the catalogue's file is written and read: CSV, by a kept library. */
export interface CatalogueFileFormat {
  /** A file's bytes read: its records (the header first), or the row where it stops being readable. */
  read(bytes: Uint8Array): CatalogueFile;
  /** Rows written as the file's text. */
  write(rows: readonly (readonly string[])[]): string;
}
