import { QueryClient } from '@tanstack/react-query';
import { errorTypeOf } from '../../core/shop/errors';

/** How many more times a failed read is tried before the screen shows the failure. */
const RETRIES = 2;

/**
 * A read worth trying again: the shop could not be reached or failed on its side (5xx, type
 * `internal`). A refusal (4xx: not found, not allowed, too many requests) would answer the same.
 */
export const shouldRetry = (failureCount: number, error: unknown) => failureCount < RETRIES && errorTypeOf(error) === 'internal';

/**
 * The browser's cache of the shop's answers, one per app (and per story). `retryDelay` 0 tries
 * again at once, for stories and tests that should not wait.
 */
export function createQueryClient({ retryDelay }: { retryDelay?: number } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        ...(retryDelay === undefined ? {} : { retryDelay }),
        // Offline, the shop's own words say it cannot be reached; a paused read would spin for ever.
        networkMode: 'always',
        // A screen changes under its reader only after something they did.
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'always' },
    },
  });
}
