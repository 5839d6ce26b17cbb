import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/** "Try again" after a failed read: the query starts afresh, so the screen shows its loading state meanwhile. */
export function useTryAgain(...queryKeys: QueryKey[]) {
  const client = useQueryClient();
  return () => {
    for (const queryKey of queryKeys) void client.resetQueries({ queryKey, exact: true });
  };
}
