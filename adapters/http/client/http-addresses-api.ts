import type { AddressForm } from '../../../core/domain/address';
import type { AddressesApi } from '../../../core/ports/browser/addresses-api';
import type { HttpClient } from './http-client';

export class HttpAddressesApi implements AddressesApi {
  constructor(private readonly http: HttpClient) {}

  listAddresses() {
    return this.http.call('listAddresses');
  }

  addAddress(address: AddressForm, makeDefault?: boolean) {
    return this.http.call('addAddress', { body: { address, makeDefault } });
  }

  updateAddress(id: string, address: AddressForm) {
    return this.http.call('updateAddress', { params: { id }, body: { address } });
  }

  async deleteAddress(id: string) {
    await this.http.call('deleteAddress', { params: { id } });
  }

  makeDefaultAddress(id: string) {
    return this.http.call('makeDefaultAddress', { params: { id } });
  }
}
