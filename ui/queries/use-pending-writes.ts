import { useMutationState, type MutationKey } from '@tanstack/react-query';

/** What a kind of write is under way for (ids, emails): the rows whose buttons show busy. */
export function usePendingWrites(mutationKey: MutationKey): ReadonlySet<string> {
  const pending = useMutationState({ filters: { mutationKey, status: 'pending' }, select: (mutation) => String(mutation.state.variables) });
  return new Set(pending);
}
