import type { AddressForm, SavedAddress } from '../../domain/address';

/** The signed-in customer's address book, as the browser sees it (served by the shop's API). */
export interface AddressesApi {
  listAddresses(): Promise<SavedAddress[]>;
  addAddress(address: AddressForm, makeDefault?: boolean): Promise<SavedAddress>;
  updateAddress(id: string, address: AddressForm): Promise<SavedAddress>;
  deleteAddress(id: string): Promise<void>;
  makeDefaultAddress(id: string): Promise<SavedAddress>;
}
