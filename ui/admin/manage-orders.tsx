import { useState } from 'react';
import { messages } from '../../core/domain/messages';
import type { Order } from '../../core/domain/order';
import { DEFAULT_PAGE_SIZE } from '../../core/ports/page';
import { Button } from '../components/button';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { useToast } from '../components/toast';
import { formatCount } from '../format';
import { messageOf, usePagedList } from '../hooks/use-paged-list';
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
  const list = usePagedList<Order>((request) => api.listAllOrders(request), [api], pageSize);
  const { items: orders, setItems: setOrders } = list;
  const [shipping, setShipping] = useState<ReadonlySet<string>>(new Set());

  // The orders already shown stay when a later page fails; the button stays for another try.
  const loadMore = () => list.loadMore().catch((e: unknown) => toast.error(messageOf(e)));

  const ship = async (order: Order) => {
    setShipping((current) => new Set(current).add(order._id));
    try {
      const shipped = await api.shipOrder(order._id);
      setOrders((existing) => existing && existing.map((o) => (o._id === shipped._id ? shipped : o)));
      toast.success(messages.orderShipped);
    } catch (e) {
      toast.error(messageOf(e));
    } finally {
      setShipping((current) => {
        const next = new Set(current);
        next.delete(order._id);
        return next;
      });
    }
  };

  if (list.error) return <ErrorState title="The orders could not be loaded" message={list.error} onRetry={list.retry} />;
  if (!orders) return <LoadingState label="Loading all orders" />;

  return (
    <section aria-labelledby="manage-orders-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="manage-orders-heading" className="text-2xl font-bold text-ink">
          Manage All Orders
        </h2>
        {orders.length > 0 && (
          <p className="text-sm text-muted">
            {list.hasMore ? 'Showing the latest ' : ''}
            {formatCount(orders.length)} {orders.length === 1 ? 'order' : 'orders'}
          </p>
        )}
      </div>
      {orders.length === 0 ? (
        <EmptyState title="No orders yet">Orders appear here as soon as customers place them.</EmptyState>
      ) : (
        <>
          <AllOrdersTable orders={orders} shipping={shipping} onShip={(order) => void ship(order)} />
          {list.hasMore && (
            <div className="flex justify-center">
              <Button variant="secondary" size="lg" onClick={() => void loadMore()} busy={list.loadingMore}>
                Show more orders
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
