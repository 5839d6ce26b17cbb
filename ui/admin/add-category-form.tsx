import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { newCategorySchema, type Category, type NewCategory } from '../../core/domain/category';
import { Alert } from '../components/alert';
import { Button } from '../components/button';
import { Card } from '../components/card';
import { TextField } from '../components/text-field';
import { useToast } from '../components/toast';
import { messageOf } from '../error-message';
import { useAddCategory } from '../queries/category-writes';
import { categoryChoices } from './category-choices';
import { ParentCategoryField } from './parent-category-field';

/** A new category: its name, and the category it goes under (the top level unless chosen). */
export function AddCategoryForm({ categories }: { categories: readonly Category[] }) {
  const headingId = useId();
  const addCategory = useAddCategory();
  const toast = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, control, handleSubmit, reset, formState } = useForm<v.InferInput<typeof newCategorySchema>, unknown, NewCategory>({
    resolver: valibotResolver(newCategorySchema),
    defaultValues: { name: '', parentId: null },
  });
  const { errors, isSubmitting } = formState;

  const add = async (category: NewCategory) => {
    setRefusal(null);
    try {
      await addCategory.mutateAsync(category);
    } catch (error) {
      setRefusal(messageOf(error, 'The category could not be added. Please try again.'));
      return;
    }
    toast.success(`Added ${category.name}`);
    // The parent stays chosen: categories are often added several under one.
    reset({ name: '', parentId: category.parentId });
  };

  return (
    <Card className="p-5 sm:p-6">
      <h3 id={headingId} className="mb-4 text-lg font-bold text-ink">
        Add a category
      </h3>
      <form noValidate aria-labelledby={headingId} onSubmit={(event) => void handleSubmit(add)(event)} className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Name" autoComplete="off" readOnly={isSubmitting} error={errors.name?.message} {...register('name')} />
          <ParentCategoryField control={control} choices={categoryChoices(categories)} disabled={isSubmitting} />
        </div>
        {refusal && <Alert>{refusal}</Alert>}
        <div>
          <Button type="submit" busy={isSubmitting} className="w-full sm:w-auto">
            Add category
          </Button>
        </div>
      </form>
    </Card>
  );
}
