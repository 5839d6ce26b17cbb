import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Category } from '../../core/domain/category';
import { errorTypeOf } from '../../core/shop/errors';
import { Card } from '../components/card';
import { DashboardSection } from '../components/dashboard-section';
import { ConfirmDialog } from '../components/dialog';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { useToast } from '../components/toast';
import { messageOf } from '../error-message';
import { categoriesQuery, categoryKeys } from '../queries/categories';
import { useDeleteCategory } from '../queries/category-writes';
import { useTryAgain } from '../queries/use-try-again';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { AddCategoryForm } from './add-category-form';
import { CategoryTree } from './category-tree';
import { MoveCategoryDialog } from './move-category-dialog';
import { RenameCategoryDialog } from './rename-category-dialog';

/** /dashboard/manageCategories: the category tree, with a form to add one and Rename, Move and Delete for each. */
export function ManageCategories() {
  const api = useService(UI_TOKENS.ShopApi);
  const categories = useQuery(categoriesQuery(api));
  const tryAgain = useTryAgain(categoryKeys.list);
  const toast = useToast();
  const deleteCategory = useDeleteCategory();
  const [renaming, setRenaming] = useState<Category | null>(null);
  const [moving, setMoving] = useState<Category | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);

  const remove = async (category: Category) => {
    try {
      await deleteCategory.mutateAsync(category._id);
      toast.success(`Deleted ${category.name}`);
    } catch (error) {
      // Someone else deleted it meanwhile: it is gone either way.
      if (errorTypeOf(error) === 'not_found') toast.info(`${category.name} had already been deleted`);
      else toast.error(messageOf(error, 'The category could not be deleted. Please try again.'));
    } finally {
      setDeleting(null);
    }
  };

  let body;
  // A tree already shown stays while it is read again.
  if (categories.data) {
    const all = categories.data;
    body = (
      <>
        <AddCategoryForm categories={all} />
        {all.length === 0 ? (
          <EmptyState title="No categories yet">Categories you add appear here, ready to rename, move or delete.</EmptyState>
        ) : (
          <Card className="px-4 py-2 sm:px-6">
            <CategoryTree categories={all} onRename={setRenaming} onMove={setMoving} onDelete={setDeleting} />
          </Card>
        )}
        <RenameCategoryDialog category={renaming} onClose={() => setRenaming(null)} />
        <MoveCategoryDialog category={moving} categories={all} onClose={() => setMoving(null)} />
      </>
    );
  } else if (categories.isError) body = <ErrorState title="The categories could not be loaded" message={messageOf(categories.error)} onRetry={tryAgain} />;
  else body = <LoadingState label="Loading categories" waiting={categories.isFetching} />;

  return (
    <DashboardSection title="Manage Categories">
      {body}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? `Delete ${deleting.name}?` : 'Delete this category?'}
        description={deleting && <>{deleting.name} will be removed from the catalogue. Only an empty category can be deleted. This cannot be undone.</>}
        confirmLabel="Delete"
        busy={deleteCategory.isPending}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </DashboardSection>
  );
}
