import type { ServiceIdentifier } from 'inversify';

/**
 * A service identifier that carries its service's type: `container.get(id)` answers that type,
 * and `bind(id)` takes only it, with no type argument or cast where they are used. This is the
 * one place that gives a symbol its type for the server's containers (the browser's, in ui/, has
 * its own line, as ui/ never imports adapters/).
 */
export const serviceId = <T>(name: string) => Symbol(name) as ServiceIdentifier<T>;
