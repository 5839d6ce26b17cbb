import type { ServiceIdentifier } from 'inversify';

/**
 * A service identifier that carries its service's type: `container.get(id)` answers that type,
 * and `bind(id)` takes only it, with no type argument or cast where they are used. This is the
 * one place that gives a symbol its type, for the server's containers and the browser's
 * (ui/services/tokens.ts; `useService(id)` answers that type too).
 */
export const serviceId = <T>(name: string) => Symbol(name) as ServiceIdentifier<T>;
