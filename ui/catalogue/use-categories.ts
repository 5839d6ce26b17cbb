import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { categoryTree, type Category, type CategoryNode } from '../../core/domain/category';
import { categoriesQuery } from '../queries/categories';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';

const none: Category[] = [];

/** Every category, in the tree's order; empty until read (or when reading fails: nothing links to them then). */
export function useCategories(): Category[] {
  const api = useService(UI_TOKENS.ShopApi);
  return useQuery(categoriesQuery(api)).data ?? none;
}

/** The catalogue's categories as a tree, top categories first in name order. */
export function useCategoryTree(): CategoryNode[] {
  const categories = useCategories();
  return useMemo(() => categoryTree(categories), [categories]);
}
