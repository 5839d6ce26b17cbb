import { InvalidCursorError, type Page } from '../../core/domain/page';

// A cursor names the last row of a page by its insertion sequence; opaque to clients.
const PREFIX = 's';

// base64url of ASCII text with btoa and atob, which Node and the browser (Storybook) both have.
const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

export const encodeSeqCursor = (seq: number) => toBase64Url(`${PREFIX}${seq}`);

export function decodeSeqCursor(cursor: string | null | undefined): number {
  if (cursor == null || cursor === '') return 0;
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(cursor)) throw new InvalidCursorError();
  let text: string;
  try {
    text = fromBase64Url(cursor);
  } catch {
    throw new InvalidCursorError();
  }
  const match = /^s(\d{1,15})$/.exec(text);
  if (!match) throw new InvalidCursorError();
  return Number(match[1]);
}

/**
 * A page out of up to `limit + 1` rows read in page order: the extra row only says that a next
 * page exists, and the cursor names the last row shown by its sequence.
 */
export function seqPage<Row extends { seq: number }, Item>(rows: readonly Row[], limit: number, toItem: (row: Row) => Item): Page<Item> {
  const page = rows.slice(0, limit);
  return { items: page.map(toItem), nextCursor: rows.length > limit ? encodeSeqCursor(page[page.length - 1].seq) : null };
}
