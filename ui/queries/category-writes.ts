// The admin's writes to the categories, apart from their reads: the shop's pages, which only read, load none of this.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categoryMessages, type NewCategory } from '../../core/domain/category';
import { errorTypeOf } from '../../core/shop/errors';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { catalogueKeys } from './catalogue';

/**
 * What follows a category write. Done, it changes what the catalogue's reads answer (the tree,
 * the category pages, the products' categories), so all are read afresh; refused because a
 * category was deleted meanwhile, the tree shown is out of date, so it is read afresh too.
 */
function useAfterCategoryWrite() {
  const client = useQueryClient();
  const readAfresh = () => client.invalidateQueries({ queryKey: catalogueKeys.all });
  const gone = (error: unknown) => errorTypeOf(error) === 'not_found' || (error instanceof Error && error.message === categoryMessages.parentMissing);
  return { onSuccess: readAfresh, onError: (error: unknown) => (gone(error) ? readAfresh() : undefined) };
}

/** Adds a category at the top or under another. */
export function useAddCategory() {
  const api = useService(UI_TOKENS.ShopApi);
  const after = useAfterCategoryWrite();
  return useMutation({ mutationFn: (category: NewCategory) => api.call('addCategory', { body: category }), ...after });
}

/** Renames a category or moves it, with everything under it. The body always names the parent: one left out means the top. */
export function useUpdateCategory() {
  const api = useService(UI_TOKENS.ShopApi);
  const after = useAfterCategoryWrite();
  return useMutation({ mutationFn: ({ id, ...changes }: NewCategory & { id: string }) => api.call('updateCategory', { params: { id }, body: changes }), ...after });
}

/** Deletes an empty category; the shop refuses one with products or categories under it. */
export function useDeleteCategory() {
  const api = useService(UI_TOKENS.ShopApi);
  const after = useAfterCategoryWrite();
  return useMutation({ mutationFn: (id: string) => api.call('deleteCategory', { params: { id } }), ...after });
}
