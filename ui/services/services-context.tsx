import type { Container, ServiceIdentifier } from 'inversify';
import { createContext, useContext, type ReactNode } from 'react';

const ServicesContext = createContext<Container | null>(null);

export function ServicesProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ServicesContext.Provider value={container}>{children}</ServicesContext.Provider>;
}

/** The adapter bound to a port in the nearest container. */
export function useService<T>(token: ServiceIdentifier<T>): T {
  const container = useContext(ServicesContext);
  if (!container) throw new Error('useService needs a ServicesProvider above it');
  return container.get<T>(token);
}
