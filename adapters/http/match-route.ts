import { routes, type RouteName } from '../../core/contract';

/** The contract's route for a method and path, with its path parameters decoded; null when none matches. */
export function matchRoute(method: string, pathname: string): { name: RouteName; params: Record<string, string> } | null {
  const given = pathname.split('/');
  for (const name of Object.keys(routes) as RouteName[]) {
    const route = routes[name];
    if (route.method !== method) continue;
    const pattern = route.path.split('/');
    if (pattern.length !== given.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      if (!part.startsWith(':')) return part === given[i];
      if (given[i] === '') return false;
      try {
        params[part.slice(1)] = decodeURIComponent(given[i]);
        return true;
      } catch {
        return false;
      }
    });
    if (matches) return { name, params };
  }
  return null;
}
