import { Controller, type Control } from 'react-hook-form';
import type * as v from 'valibot';
import type { newCategorySchema, NewCategory } from '../../core/domain/category';
import type { CategoryChoice } from './category-choices';
import { CategorySelect } from './category-select';

type CategoryForm = Control<v.InferInput<typeof newCategorySchema>, unknown, NewCategory>;

/** Where a category goes: the top level, or under one of `choices`; a field of a category form. */
export function ParentCategoryField({ control, choices, disabled }: { control: CategoryForm; choices: readonly CategoryChoice[]; disabled: boolean }) {
  return (
    <Controller
      name="parentId"
      control={control}
      render={({ field, fieldState }) => (
        <CategorySelect
          ref={field.ref}
          label="Parent category"
          noneLabel="Top level"
          choices={choices}
          value={field.value ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          disabled={disabled}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
