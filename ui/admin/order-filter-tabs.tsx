import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { orderFilters, type OrderFilter } from '../../core/ports/driven/order-repository';

/** The views of the admins' order list, as its tabs name them. */
export const orderFilterLabels: Record<OrderFilter, string> = {
  all: 'All',
  'to-ship': 'To ship',
  unpaid: 'Unpaid',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
  'cancellation-requested': 'Cancellation requested',
};

/** What an empty view says. */
export const emptyViewTitles: Record<OrderFilter, string> = {
  all: 'No orders yet',
  'to-ship': 'Nothing to ship',
  unpaid: 'No unpaid orders',
  shipped: 'No shipped orders',
  cancelled: 'No cancelled orders',
  'cancellation-requested': 'No cancellation requests',
};

/** The list's views as tabs; they wrap onto a second line rather than scroll on a phone. */
export function OrderFilterTabs({ value, onChange, children }: { value: OrderFilter; onChange(filter: OrderFilter): void; children: ReactNode }) {
  return (
    <Tabs.Root value={value} onValueChange={(next) => onChange(next as OrderFilter)} className="flex flex-col gap-4">
      <Tabs.List aria-label="Which orders" className="flex flex-wrap gap-1 rounded-card border border-line bg-surface p-1">
        {orderFilters.map((filter) => (
          <Tabs.Trigger
            key={filter}
            value={filter}
            className="rounded-lg px-3 py-2 text-sm font-semibold text-ink-soft hover:bg-canvas hover:text-ink data-[state=active]:bg-brand-soft data-[state=active]:text-brand-strong"
          >
            {orderFilterLabels[filter]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={value} className="flex flex-col gap-4 focus-visible:outline-none">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
