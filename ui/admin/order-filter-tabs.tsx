import type { ReactNode } from 'react';
import { orderFilters, type OrderFilter } from '../../core/ports/driven/order-repository';
import { ViewTabs } from '../components/view-tabs';

/** The views of the admins' order list, as its tabs name them. */
export const orderFilterLabels: Record<OrderFilter, string> = {
  all: 'All',
  'to-ship': 'To ship',
  unpaid: 'Unpaid',
  'on-account': 'On account',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
  'cancellation-requested': 'Cancellation requested',
};

/** What an empty view says. */
export const emptyViewTitles: Record<OrderFilter, string> = {
  all: 'No orders yet',
  'to-ship': 'Nothing to ship',
  unpaid: 'No unpaid orders',
  'on-account': 'Nothing owed on account',
  shipped: 'No shipped orders',
  cancelled: 'No cancelled orders',
  'cancellation-requested': 'No cancellation requests',
};

/** The admins' order list's views as tabs. */
export function OrderFilterTabs({ value, onChange, children }: { value: OrderFilter; onChange(filter: OrderFilter): void; children: ReactNode }) {
  return (
    <ViewTabs label="Which orders" views={orderFilters} labels={orderFilterLabels} value={value} onChange={onChange}>
      {children}
    </ViewTabs>
  );
}
