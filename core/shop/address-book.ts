import { addressMessages, MAX_SAVED_ADDRESSES, type Address, type SavedAddress } from '../domain/address';
import type { User } from '../domain/user';
import type { AddressRepository } from '../ports/driven/address-repository';
import { conflict, notFound } from './errors';


const NO_SUCH_ADDRESS = 'There is no such address in your address book';


/**
 * The signed-in customer's own address book. Nobody reads or changes another's, not even an
 * admin: the book is looked up by the caller's id, so another's address is simply not found.
 */
export class AddressBook {
  constructor(private readonly addresses: AddressRepository) {}

  /** The default first, then oldest first. */
  async list(user: User): Promise<SavedAddress[]> {
    return this.addresses.list(user.id);
  }

  /** Adds an address; the first one, or one asked to be, becomes the default. */
  async add(user: User, address: Address, makeDefault = false): Promise<SavedAddress> {
    const saved = await this.addresses.add(user.id, address, { makeDefault, limit: MAX_SAVED_ADDRESSES });
    if (!saved) throw conflict(addressMessages.bookFull);
    return saved;
  }

  async update(user: User, id: string, address: Address): Promise<SavedAddress> {
    const saved = await this.addresses.update(user.id, id, address);
    if (!saved) throw notFound(NO_SUCH_ADDRESS);
    return saved;
  }

  /** Deleting the default makes the oldest remaining address the default. */
  async remove(user: User, id: string): Promise<{ deletedCount: number }> {
    if (!(await this.addresses.remove(user.id, id))) throw notFound(NO_SUCH_ADDRESS);
    return { deletedCount: 1 };
  }

  async makeDefault(user: User, id: string): Promise<SavedAddress> {
    const saved = await this.addresses.makeDefault(user.id, id);
    if (!saved) throw notFound(NO_SUCH_ADDRESS);
    return saved;
  }
}
