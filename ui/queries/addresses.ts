import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressForm, SavedAddress } from '../../core/domain/address';
import type { ShopApi } from '../../core/ports/browser/shop-api';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';

export const addressKeys = {
  all: ['addresses'] as const,
  mine: ['addresses', 'mine'] as const,
};

/** The signed-in customer's address book, the default first. */
export const addressBookQuery = (api: ShopApi) => queryOptions({ queryKey: addressKeys.mine, queryFn: () => api.call('listAddresses') });

/** The book as read before; a write answers with one address, but a default moving changes others too. */
function useAddressWrite<T, R>(write: (api: ShopApi, input: T) => Promise<R>) {
  const api = useService(UI_TOKENS.ShopApi);
  const client = useQueryClient();
  return useMutation({
    mutationKey: addressKeys.all,
    mutationFn: (input: T) => write(api, input),
    // Waits for the book to be read again, so what the screen shows next is what the shop holds.
    onSuccess: () => client.invalidateQueries({ queryKey: addressKeys.all }),
  });
}

export const useAddAddress = () => useAddressWrite((api, { address, makeDefault }: { address: AddressForm; makeDefault?: boolean }) => api.call('addAddress', { body: { address, makeDefault } }));

export const useUpdateAddress = () => useAddressWrite((api, { id, address }: { id: string; address: AddressForm }) => api.call('updateAddress', { params: { id }, body: { address } }));

export const useDeleteAddress = () => useAddressWrite((api, address: SavedAddress) => api.call('deleteAddress', { params: { id: address._id } }));

export const useMakeDefaultAddress = () => useAddressWrite((api, address: SavedAddress) => api.call('makeDefaultAddress', { params: { id: address._id } }));
