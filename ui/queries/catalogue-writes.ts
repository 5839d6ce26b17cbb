// The admin's writes to the catalogue, apart from its reads: the home page, which only reads, loads none of this.
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { CatalogueProduct, NewProduct } from '../../core/domain/product';
import type { Page } from '../../core/domain/page';
import { errorTypeOf } from '../../core/shop/errors';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { catalogueKeys } from './catalogue';
import { removeItem } from './pages';

/** Adds a product; the catalogue is read afresh. */
export function useAddProduct() {
  const api = useService(UI_TOKENS.ShopApi);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (product: NewProduct) => api.call('addProduct', { body: product }),
    onSuccess: () => client.invalidateQueries({ queryKey: catalogueKeys.pages }),
  });
}

/** Saves a product: its page shows what was stored, and the catalogue is read afresh. */
export function useUpdateProduct(id: string) {
  const api = useService(UI_TOKENS.ShopApi);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: NewProduct) => api.call('updateProduct', { params: { id }, body: changes }),
    onSuccess: (saved) => {
      client.setQueryData(catalogueKeys.product(id), saved);
      return client.invalidateQueries({ queryKey: catalogueKeys.pages });
    },
  });
}

/** Deletes a product. Deleted here or by someone else meanwhile (not found), it leaves every list shown. */
export function useDeleteProduct() {
  const api = useService(UI_TOKENS.ShopApi);
  const client = useQueryClient();
  const forget = (id: string) => {
    client.setQueriesData<InfiniteData<Page<CatalogueProduct>>>({ queryKey: catalogueKeys.pages }, (data) => removeItem(data, id));
    client.setQueryData(catalogueKeys.product(id), null);
  };
  return useMutation({
    mutationFn: (id: string) => api.call('deleteProduct', { params: { id } }),
    onSuccess: (_, id) => forget(id),
    onError: (error, id) => {
      if (errorTypeOf(error) === 'not_found') forget(id);
    },
  });
}
