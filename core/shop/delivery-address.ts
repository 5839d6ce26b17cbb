import { addressMessages, MAX_SAVED_ADDRESSES, type Address } from '../domain/address';
import type { User } from '../domain/user';
import type { AddressRepository } from '../ports/driven/address-repository';
import { conflict, invalidData, notFound } from './errors';

/** How an order says where it goes: a saved address's id, or one typed now (kept in the book when asked). */
export interface DeliveryChoice {
  addressId?: string;
  address?: Address;
  saveAddress?: boolean;
}

/** Where an order goes: an address from the customer's own book, or one typed now (kept in the book when asked). */
export async function deliveryAddressFor(addresses: Pick<AddressRepository, 'find' | 'add'>, customer: User, choice: DeliveryChoice): Promise<Address> {
  if (choice.addressId) {
    const saved = await addresses.find(customer.id, choice.addressId);
    if (!saved) throw notFound(addressMessages.notInBook);
    const { _id: _omitId, isDefault: _omitDefault, ...address } = saved;
    return address;
  }
  if (!choice.address) throw invalidData(addressMessages.chooseOne);
  if (choice.saveAddress && !(await addresses.add(customer.id, choice.address, { makeDefault: false, limit: MAX_SAVED_ADDRESSES }))) {
    throw conflict(addressMessages.bookFull);
  }
  return choice.address;
}
