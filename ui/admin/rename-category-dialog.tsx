import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { newCategorySchema, type Category, type NewCategory } from '../../core/domain/category';
import { Alert } from '../components/alert';
import { Dialog } from '../components/dialog';
import { FormActions } from '../components/form-actions';
import { TextField } from '../components/text-field';
import { useSaveCategory } from './use-save-category';

export interface RenameCategoryDialogProps {
  /** The category to rename; the dialog is closed without one. */
  category: Category | null;
  onClose(): void;
}

/** Gives a category another name; it stays where it is, with everything under it. */
export function RenameCategoryDialog({ category, onClose }: RenameCategoryDialogProps) {
  return (
    <Dialog open={category !== null} onOpenChange={(open) => !open && onClose()} title={category ? `Rename ${category.name}` : 'Rename the category'}>
      {category && <RenameForm key={category._id} category={category} onClose={onClose} />}
    </Dialog>
  );
}

function RenameForm({ category, onClose }: { category: Category; onClose(): void }) {
  const { save, refusal } = useSaveCategory(category, (saved) => `Renamed ${category.name} to ${saved.name}`, onClose);
  // The parent goes with the name: a body without one would move the category to the top.
  const { register, handleSubmit, formState } = useForm<v.InferInput<typeof newCategorySchema>, unknown, NewCategory>({
    resolver: valibotResolver(newCategorySchema),
    defaultValues: { name: category.name, parentId: category.parentId },
  });
  const { errors, isSubmitting } = formState;

  return (
    <form noValidate aria-label={`Rename ${category.name}`} onSubmit={(event) => void handleSubmit(save)(event)} className="flex flex-col gap-5">
      <TextField label="Name" autoComplete="off" readOnly={isSubmitting} error={errors.name?.message} {...register('name')} />
      {refusal && <Alert>{refusal}</Alert>}
      <FormActions submitting={isSubmitting} onCancel={onClose}>
        Rename
      </FormActions>
    </form>
  );
}
