import { InvalidCursorError } from '../../core/domain/page';

// A cursor names the last row of a page by its insertion sequence; opaque to clients.
const PREFIX = 's';

export const encodeSeqCursor = (seq: number) => Buffer.from(`${PREFIX}${seq}`).toString('base64url');

export function decodeSeqCursor(cursor: string | null | undefined): number {
  if (cursor == null || cursor === '') return 0;
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(cursor)) throw new InvalidCursorError();
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^s(\d{1,15})$/.exec(text);
  if (!match) throw new InvalidCursorError();
  return Number(match[1]);
}
