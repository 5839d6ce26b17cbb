import type { Address, SavedAddress } from '../../domain/address';

/**
 * Customers' address books, kept under the user's id. Each change is one atomic step: a book has
 * at most one default, and the first address saved becomes it.
 */
export interface AddressRepository {
  /** The book of `userId`, the default first, then oldest first. */
  list(userId: string): Promise<SavedAddress[]>;
  /** Null when the address is not in that user's book. */
  find(userId: string, id: string): Promise<SavedAddress | null>;
  /** Adds an address; null when the book already holds `limit` addresses. */
  add(userId: string, address: Address, options: { makeDefault: boolean; limit: number }): Promise<SavedAddress | null>;
  /** Replaces an address's fields; null when it is not in that user's book. */
  update(userId: string, id: string, address: Address): Promise<SavedAddress | null>;
  /** Removes it; when it was the default, the oldest remaining one becomes the default. Whether it was there. */
  remove(userId: string, id: string): Promise<boolean>;
  /** Makes it the default; null when it is not in that user's book. */
  makeDefault(userId: string, id: string): Promise<SavedAddress | null>;
}
