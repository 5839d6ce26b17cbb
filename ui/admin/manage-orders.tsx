import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { fulfilmentMessages } from '../../core/domain/fulfilment-messages';
import type { Order } from '../../core/domain/order';
import { DEFAULT_PAGE_SIZE } from '../../core/domain/page';
import type { OrderFilter } from '../../core/ports/driven/order-repository';
import { Button } from '../components/button';
import { DashboardSection } from '../components/dashboard-section';
import { EmptyState } from '../components/states';
import { adminKeys, allOrdersQuery } from '../queries/admin';
import { uniqueItems } from '../queries/pages';
import { firstPageState, listedCount, ShowMoreOf } from '../queries/paged-list';
import { usePendingWrites } from '../queries/use-pending-writes';
import { useTryAgain } from '../queries/use-try-again';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { AllOrdersTable } from './all-orders-table';
import { emptyViewTitles, OrderFilterTabs } from './order-filter-tabs';
import { OrderSearch } from './order-search';
import { orderViewSearchOf } from './order-view-search';
import { ShipOrderDialog } from './ship-order-dialog';

export interface ManageOrdersProps {
  /** How many orders each page loads. */
  pageSize?: number;
}

/**
 * /dashboard/manageOrders: the packing list. Every order newest first (short of stock above all),
 * in views (to ship, unpaid...), searched by order number or email, page by page; paid ones ship.
 */
export function ManageOrders({ pageSize = DEFAULT_PAGE_SIZE }: ManageOrdersProps) {
  // The view the address names (the dashboard links to those to ship), else every order.
  const [filter, setFilter] = useState<OrderFilter>(orderViewSearchOf(useSearch({ strict: false }) as Record<string, unknown>).view ?? 'all');
  const [search, setSearch] = useState('');
  const [toShip, setToShip] = useState<Order | null>(null);

  return (
    <DashboardSection title="Manage All Orders">
      <OrderSearch search={search} onSearch={setSearch} />
      <OrderFilterTabs value={filter} onChange={setFilter}>
        <OrdersView pageSize={pageSize} filter={filter} search={search} onShip={setToShip} onClearSearch={() => setSearch('')} />
      </OrderFilterTabs>
      <ShipOrderDialog order={toShip} onClose={() => setToShip(null)} />
    </DashboardSection>
  );
}

interface OrdersViewProps {
  pageSize: number;
  filter: OrderFilter;
  search: string;
  onShip(order: Order): void;
  onClearSearch(): void;
}

/** One view of the list: its orders, or why there are none. */
function OrdersView({ pageSize, filter, search, onShip, onClearSearch }: OrdersViewProps) {
  const api = useService(UI_TOKENS.ShopApi);
  // The last view stays on screen while the next one loads, so the tabs never jump.
  const list = useInfiniteQuery({ ...allOrdersQuery(api, pageSize, filter, search), select: uniqueItems, placeholderData: keepPreviousData });
  const tryAgain = useTryAgain(adminKeys.ordersOf(pageSize, filter, search));
  const shipping = usePendingWrites(adminKeys.ship);

  const waiting = firstPageState(list, { loading: 'Loading all orders', failed: 'The orders could not be loaded', onRetry: tryAgain });
  if (waiting) return waiting;
  const orders = list.data ?? [];

  if (orders.length === 0) {
    if (search) {
      return (
        <EmptyState
          title={fulfilmentMessages.nothingFound(search)}
          action={
            <Button variant="secondary" onClick={onClearSearch}>
              Show every order
            </Button>
          }
        >
          {fulfilmentMessages.searchHint}
        </EmptyState>
      );
    }
    return <EmptyState title={emptyViewTitles[filter]}>{filter === 'all' ? 'Orders appear here as soon as customers place them.' : 'Orders appear here as soon as one is in this state.'}</EmptyState>;
  }

  return (
    <div className="flex flex-col gap-4" aria-busy={list.isPlaceholderData || undefined}>
      <p className="text-sm text-muted">{listedCount(list, orders.length, 'order', 'orders')}</p>
      <AllOrdersTable orders={orders} shipping={shipping} onShip={onShip} />
      <ShowMoreOf list={list}>Show more orders</ShowMoreOf>
    </div>
  );
}
