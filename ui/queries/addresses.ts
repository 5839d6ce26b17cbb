import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressForm, SavedAddress } from '../../core/domain/address';
import type { AddressesApi } from '../../core/ports/browser/addresses-api';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';

export const addressKeys = {
  all: ['addresses'] as const,
  mine: ['addresses', 'mine'] as const,
};

/** The signed-in customer's address book, the default first. */
export const addressBookQuery = (api: AddressesApi) => queryOptions({ queryKey: addressKeys.mine, queryFn: () => api.listAddresses() });

/** The book as read before; a write answers with one address, but a default moving changes others too. */
function useAddressWrite<T, R>(write: (api: AddressesApi, input: T) => Promise<R>) {
  const api = useService(UI_TOKENS.AddressesApi);
  const client = useQueryClient();
  return useMutation({
    mutationKey: addressKeys.all,
    mutationFn: (input: T) => write(api, input),
    // Waits for the book to be read again, so what the screen shows next is what the shop holds.
    onSuccess: () => client.invalidateQueries({ queryKey: addressKeys.all }),
  });
}

export const useAddAddress = () => useAddressWrite((api, { address, makeDefault }: { address: AddressForm; makeDefault?: boolean }) => api.addAddress(address, makeDefault));

export const useUpdateAddress = () => useAddressWrite((api, { id, address }: { id: string; address: AddressForm }) => api.updateAddress(id, address));

export const useDeleteAddress = () => useAddressWrite((api, address: SavedAddress) => api.deleteAddress(address._id));

export const useMakeDefaultAddress = () => useAddressWrite((api, address: SavedAddress) => api.makeDefaultAddress(address._id));
