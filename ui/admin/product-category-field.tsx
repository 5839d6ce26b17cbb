import { useQuery } from '@tanstack/react-query';
import { forwardRef } from 'react';
import { categoriesQuery } from '../queries/categories';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { categoryChoices } from './category-choices';
import { CategorySelect } from './category-select';

export interface ProductCategoryFieldProps {
  value: string | null;
  onChange(id: string | null): void;
  onBlur?(): void;
  name?: string;
  error?: string;
}

/** The category a product is listed under, chosen among the catalogue's; until they are read, the product keeps the one it has. */
export const ProductCategoryField = forwardRef<HTMLSelectElement, ProductCategoryFieldProps>(function ProductCategoryField(field, ref) {
  const api = useService(UI_TOKENS.ShopApi);
  const categories = useQuery(categoriesQuery(api));
  let hint;
  if (categories.isPending) hint = 'Loading the categories…';
  else if (categories.isError) hint = 'The categories could not be loaded, so the category stays as it is.';
  return (
    <CategorySelect
      ref={ref}
      label="Category"
      noneLabel="No category"
      choices={categories.data ? categoryChoices(categories.data) : []}
      disabled={!categories.data}
      hint={hint}
      {...field}
    />
  );
});
