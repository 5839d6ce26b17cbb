/** A page of a list read on the server; `nextCursor` is opaque and null on the last page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface PageRequest {
  limit: number;
  cursor?: string | null;
}

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;

/** A page cursor the list did not hand out. */
export class InvalidCursorError extends Error {
  constructor() {
    super('That page cursor is not one this catalogue handed out');
  }
}
