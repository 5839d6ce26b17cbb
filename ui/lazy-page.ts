import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A page as a route shows it: a component of no props. */
type Page = () => ReactNode;

/**
 * A route's page, its code fetched when the route is first shown. `name` must be a page the module
 * exports: renaming the export breaks the type check rather than the running shop.
 */
export function lazyPage<K extends string, M extends Record<K, Page>>(load: () => Promise<M>, name: K): RouteComponent {
  return lazyRouteComponent<Record<K, Page>, K>(load, name);
}
