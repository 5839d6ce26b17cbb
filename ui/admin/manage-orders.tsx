import { useInfiniteQuery } from '@tanstack/react-query';
import { messages } from '../../core/domain/messages';
import type { Order } from '../../core/domain/order';
import { DEFAULT_PAGE_SIZE } from '../../core/domain/page';
import { Button } from '../components/button';
import { DashboardSection } from '../components/dashboard-section';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { useToast } from '../components/toast';
import { messageOf } from '../error-message';
import { formatCounted } from '../format';
import { adminKeys, allOrdersQuery, useShipOrder } from '../queries/admin';
import { uniqueItems, useLoadMore } from '../queries/pages';
import { usePendingWrites } from '../queries/use-pending-writes';
import { useTryAgain } from '../queries/use-try-again';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { AllOrdersTable } from './all-orders-table';

export interface ManageOrdersProps {
  /** How many orders each page loads. */
  pageSize?: number;
}

/** /dashboard/manageOrders: every order, newest first, page by page; paid ones can be shipped. */
export function ManageOrders({ pageSize = DEFAULT_PAGE_SIZE }: ManageOrdersProps = {}) {
  const api = useService(UI_TOKENS.AdminApi);
  const toast = useToast();
  const list = useInfiniteQuery({ ...allOrdersQuery(api, pageSize), select: uniqueItems });
  const tryAgain = useTryAgain(adminKeys.ordersOf(pageSize));
  const shipOrder = useShipOrder();
  const shipping = usePendingWrites(adminKeys.ship);

  const loadMore = useLoadMore(list);

  const ship = async (order: Order) => {
    try {
      await shipOrder.mutateAsync(order._id);
      toast.success(messages.orderShipped);
    } catch (e) {
      toast.error(messageOf(e));
    }
  };

  if (list.isError && !list.isFetchNextPageError) return <ErrorState title="The orders could not be loaded" message={messageOf(list.error)} onRetry={tryAgain} />;
  if (list.isPending) return <LoadingState label="Loading all orders" waiting={list.isFetching} />;
  const orders = list.data;

  return (
    <DashboardSection
      title="Manage All Orders"
      aside={
        orders.length > 0 && (
          <p className="text-sm text-muted">
            {list.hasNextPage ? 'Showing the latest ' : ''}
            {formatCounted(orders.length, 'order', 'orders')}
          </p>
        )
      }
    >
      {orders.length === 0 ? (
        <EmptyState title="No orders yet">Orders appear here as soon as customers place them.</EmptyState>
      ) : (
        <>
          <AllOrdersTable orders={orders} shipping={shipping} onShip={(order) => void ship(order)} />
          {list.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="secondary" size="lg" onClick={() => void loadMore()} busy={list.isFetchingNextPage}>
                Show more orders
              </Button>
            </div>
          )}
        </>
      )}
    </DashboardSection>
  );
}
