import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { newCategorySchema, type Category, type NewCategory } from '../../core/domain/category';
import { Alert } from '../components/alert';
import { Dialog } from '../components/dialog';
import { FormActions } from '../components/form-actions';
import { parentChoices, pathLabel } from './category-choices';
import { ParentCategoryField } from './parent-category-field';
import { useSaveCategory } from './use-save-category';

export interface MoveCategoryDialogProps {
  /** The category to move; the dialog is closed without one. */
  category: Category | null;
  /** Every category, to choose the new parent among. */
  categories: readonly Category[];
  onClose(): void;
}

/** Puts a category, with everything under it, under another category or at the top level. */
export function MoveCategoryDialog({ category, categories, onClose }: MoveCategoryDialogProps) {
  return (
    <Dialog
      open={category !== null}
      onOpenChange={(open) => !open && onClose()}
      title={category ? `Move ${category.name}` : 'Move the category'}
      description="The categories and products under it move with it."
    >
      {category && <MoveForm key={category._id} category={category} categories={categories} onClose={onClose} />}
    </Dialog>
  );
}

function MoveForm({ category, categories, onClose }: { category: Category; categories: readonly Category[]; onClose(): void }) {
  const saidWhenMoved = ({ parentId }: NewCategory) => (parentId ? `Moved ${category.name} under ${pathLabel(categories, parentId)}` : `Moved ${category.name} to the top level`);
  const { save, refusal } = useSaveCategory(category, saidWhenMoved, onClose);
  const { control, handleSubmit, formState } = useForm<v.InferInput<typeof newCategorySchema>, unknown, NewCategory>({
    resolver: valibotResolver(newCategorySchema),
    defaultValues: { name: category.name, parentId: category.parentId },
  });
  const { isSubmitting } = formState;

  return (
    <form noValidate aria-label={`Move ${category.name}`} onSubmit={(event) => void handleSubmit(save)(event)} className="flex flex-col gap-5">
      <ParentCategoryField control={control} choices={parentChoices(categories, category._id)} disabled={isSubmitting} />
      {refusal && <Alert>{refusal}</Alert>}
      <FormActions submitting={isSubmitting} onCancel={onClose}>
        Move
      </FormActions>
    </form>
  );
}
