import { isId } from '../domain/ids';
import { invalidData, notFound } from './errors';

/** The kinds of record a caller names by id. */
export type RecordKind = 'order' | 'product' | 'review' | 'message' | 'address' | 'email';

/** A record's id as a caller sent it, checked here once for every use case: a malformed one is refused in words. */
export function requireId(id: string, kind: RecordKind): string {
  if (!isId(id)) throw invalidData(`That ${kind} id is malformed`);
  return id;
}

/** The record with that id, or a refusal saying there is none. */
export async function findRecord<T>(find: (id: string) => Promise<T | null>, id: string, kind: RecordKind): Promise<T> {
  const found = await find(requireId(id, kind));
  if (!found) throw notFound(`There is no such ${kind}`);
  return found;
}
