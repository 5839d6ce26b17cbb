import { useState } from 'react';
import type { Category, NewCategory } from '../../core/domain/category';
import { useToast } from '../components/toast';
import { messageOf } from '../error-message';
import { useUpdateCategory } from '../queries/category-writes';

/**
 * Saves a category renamed or moved. Refused, the shop's words are kept for the dialog to show
 * and nothing changes; saved, the toast says what was done and `onDone` closes the dialog.
 */
export function useSaveCategory(category: Category, saidWhenSaved: (saved: NewCategory) => string, onDone: () => void) {
  const update = useUpdateCategory();
  const toast = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);

  const save = async (changes: NewCategory) => {
    setRefusal(null);
    // Left as it was: nothing to send, and no toast claiming a change.
    if (changes.name === category.name && changes.parentId === category.parentId) return onDone();
    try {
      await update.mutateAsync({ id: category._id, ...changes });
    } catch (error) {
      setRefusal(messageOf(error, 'The category could not be saved. Please try again.'));
      return;
    }
    toast.success(saidWhenSaved(changes));
    onDone();
  };

  return { save, refusal };
}
