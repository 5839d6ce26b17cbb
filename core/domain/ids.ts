import * as v from 'valibot';

// Every entity id is a UUID; anything else is malformed and never reaches a repository.
export const idSchema = v.pipe(v.string('An id is required'), v.uuid('That id is malformed'));
export type Id = string;

export const isId = (value: unknown): value is Id => v.is(idSchema, value);

/** A random v4 UUID; getRandomValues works where randomUUID does not (pages served over plain http). */
export function newId(): Id {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
