import { useCallback, useEffect, useState } from 'react';
import { messages } from '../../core/domain/messages';
import type { Order } from '../../core/domain/order';
import { DEFAULT_PAGE_SIZE } from '../../core/ports/page';
import { Button } from '../components/button';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { useToast } from '../components/toast';
import { formatCount } from '../format';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { AllOrdersTable } from './all-orders-table';

export interface ManageOrdersProps {
  /** How many orders each page loads. */
  pageSize?: number;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.');

/** /dashboard/manageOrders: every order, newest first, page by page; paid ones can be shipped. */
export function ManageOrders({ pageSize = DEFAULT_PAGE_SIZE }: ManageOrdersProps = {}) {
  const api = useService(UI_TOKENS.AdminApi);
  const toast = useToast();
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const [shipping, setShipping] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    let current = true;
    setError(null);
    setOrders(null);
    api.listAllOrders({ limit: pageSize }).then(
      (page) => {
        if (!current) return;
        setOrders(page.items);
        setCursor(page.nextCursor);
      },
      (e: unknown) => current && setError(messageOf(e)),
    );
    return () => {
      current = false;
    };
  }, [api, pageSize, attempt]);

  const loadMore = useCallback(async () => {
    if (!cursor) return;
    setLoadingMore(true);
    try {
      const page = await api.listAllOrders({ limit: pageSize, cursor });
      // An order may have moved between pages meanwhile: each is listed once.
      setOrders((existing) => {
        const known = new Set((existing ?? []).map((order) => order._id));
        return [...(existing ?? []), ...page.items.filter((order) => !known.has(order._id))];
      });
      setCursor(page.nextCursor);
    } catch (e) {
      // The orders already shown stay; the button stays for another try.
      toast.error(messageOf(e));
    } finally {
      setLoadingMore(false);
    }
  }, [api, cursor, pageSize, toast]);

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

  if (error) return <ErrorState title="The orders could not be loaded" message={error} onRetry={() => setAttempt((n) => n + 1)} />;
  if (!orders) return <LoadingState label="Loading all orders" />;

  return (
    <section aria-labelledby="manage-orders-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="manage-orders-heading" className="text-2xl font-bold text-ink">
          Manage All Orders
        </h2>
        {orders.length > 0 && (
          <p className="text-sm text-muted">
            {cursor ? 'Showing the latest ' : ''}
            {formatCount(orders.length)} {orders.length === 1 ? 'order' : 'orders'}
          </p>
        )}
      </div>
      {orders.length === 0 ? (
        <EmptyState title="No orders yet">Orders appear here as soon as customers place them.</EmptyState>
      ) : (
        <>
          <AllOrdersTable orders={orders} shipping={shipping} onShip={(order) => void ship(order)} />
          {cursor && (
            <div className="flex justify-center">
              <Button variant="secondary" size="lg" onClick={() => void loadMore()} busy={loadingMore}>
                Show more orders
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
