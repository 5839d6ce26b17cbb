import { notFound } from './errors';

/** The kinds of record a caller names by id. */
export type RecordKind = 'order' | 'product' | 'review' | 'message' | 'address' | 'email' | 'trade account';

/** The record with that id (the contract has refused a malformed one), or a refusal saying there is none. */
export async function findRecord<T>(find: (id: string) => Promise<T | null>, id: string, kind: RecordKind): Promise<T> {
  const found = await find(id);
  if (!found) throw notFound(`There is no such ${kind}`);
  return found;
}
