/**
 * The name a container knows a service by, carrying the service's type, for the server's
 * containers and the browser's alike. It is a symbol at run time; the constructor in the type is
 * never there, but it is how inversify reads the type off a name (its ServiceIdentifier<T> is a
 * symbol or a class of T), so that `bind(id)`, `get(id)` and a resolved value's dependencies take
 * and answer that type with no cast, and the core needs no import of it.
 */
export type ServiceId<T> = symbol | (abstract new (...args: unknown[]) => T);

export const serviceId = <T>(name: string) => Symbol(name) as ServiceId<T>;
