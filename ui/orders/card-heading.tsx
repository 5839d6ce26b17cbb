import type { ReactNode } from 'react';

/** The small heading of a card on the order page: Item, Delivery, Timeline, Documents. */
export function CardHeading({ children }: { children: ReactNode }) {
  return <h3 className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">{children}</h3>;
}
