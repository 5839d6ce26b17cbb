import type { Container } from 'inversify';
import { createContext, useContext, type ReactNode } from 'react';
import type { ServiceId } from '../../core/ports/service-id';

const ServicesContext = createContext<Container | null>(null);

export function ServicesProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ServicesContext.Provider value={container}>{children}</ServicesContext.Provider>;
}

/** The adapter bound to a port in the nearest container. */
export function useService<T>(token: ServiceId<T>): T {
  const container = useContext(ServicesContext);
  if (!container) throw new Error('useService needs a ServicesProvider above it');
  return container.get(token);
}
