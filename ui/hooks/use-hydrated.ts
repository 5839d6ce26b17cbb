import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates a page prerendered at build time (scripts/prerender-pages.tsx),
 * and in that prerender; true in every other render. Right after hydration React renders again
 * with true (a store whose server snapshot differs from its snapshot).
 */
export const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);
