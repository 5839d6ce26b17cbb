import { addressMessages, addressSchema, MAX_SAVED_ADDRESSES, type Address, type SavedAddress } from '../domain/address';
import type { User } from '../domain/user';
import type { AddressRepository } from '../ports/driven/address-repository';
import { conflict, invalidData, notFound } from './errors';
import { requireId } from './records';
import { requireSignedIn } from './permissions';
import { parseInput } from './parse-input';

const blankFields = Object.fromEntries(Object.keys(addressSchema.entries).map((field) => [field, undefined]));

const NO_SUCH_ADDRESS = 'There is no such address in your address book';

/** An address as sent, or a refusal naming the field that is wrong (`address.city: City is required`). */
export function parseAddress(input: unknown): Address {
  // Only an object of fields is an address: valibot would read an array as one with every field missing.
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw invalidData('address: send the address as an object of its fields');
  // A field left out is read as empty, so that it is refused in its own words ('Postcode is required').
  return parseInput(addressSchema, { ...blankFields, ...input }, (field) => `address.${field}`);
}

/**
 * The signed-in customer's own address book. Nobody reads or changes another's, not even an
 * admin: the book is looked up by the caller's id, so another's address is simply not found.
 */
export class AddressBook {
  constructor(private readonly addresses: AddressRepository) {}

  /** The default first, then oldest first. */
  async list(caller: User | null): Promise<SavedAddress[]> {
    return this.addresses.list(requireSignedIn(caller).id);
  }

  /** Adds an address; the first one, or one asked to be, becomes the default. */
  async add(caller: User | null, input: unknown, makeDefault = false): Promise<SavedAddress> {
    const user = requireSignedIn(caller);
    const saved = await this.addresses.add(user.id, parseAddress(input), { makeDefault, limit: MAX_SAVED_ADDRESSES });
    if (!saved) throw conflict(addressMessages.bookFull);
    return saved;
  }

  async update(caller: User | null, id: string, input: unknown): Promise<SavedAddress> {
    const user = requireSignedIn(caller);
    requireId(id, 'address');
    const saved = await this.addresses.update(user.id, id, parseAddress(input));
    if (!saved) throw notFound(NO_SUCH_ADDRESS);
    return saved;
  }

  /** Deleting the default makes the oldest remaining address the default. */
  async remove(caller: User | null, id: string): Promise<{ deletedCount: number }> {
    const user = requireSignedIn(caller);
    if (!(await this.addresses.remove(user.id, requireId(id, 'address')))) throw notFound(NO_SUCH_ADDRESS);
    return { deletedCount: 1 };
  }

  async makeDefault(caller: User | null, id: string): Promise<SavedAddress> {
    const user = requireSignedIn(caller);
    const saved = await this.addresses.makeDefault(user.id, requireId(id, 'address'));
    if (!saved) throw notFound(NO_SUCH_ADDRESS);
    return saved;
  }
}
