import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { messages } from '../../core/domain/messages';
import type { Order } from '../../core/domain/order';
import { isSessionRefusal } from '../../core/shop/errors';
import { buttonClass } from '../components/button';
import { DashboardSection } from '../components/dashboard-section';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { useToast } from '../components/toast';
import { messageOf } from '../error-message';
import { formatCounted } from '../format';
import { customerOrdersQuery, orderKeys } from '../queries/orders';
import { useTryAgain } from '../queries/use-try-again';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { DeleteOrderDialog } from './delete-order-dialog';
import { OrdersTable } from './orders-table';

export interface MyOrdersProps {
  /** Whose orders: the signed-in customer's email. */
  customer: string;
  /** The server refused the session (401/403): the page signs the customer out. */
  onSessionRefused(): void;
}

/** The customer's own orders, with Pay and Delete for the unpaid ones. */
export function MyOrders({ customer, onSessionRefused }: MyOrdersProps) {
  const api = useService(UI_TOKENS.OrdersApi);
  const toast = useToast();
  const orders = useQuery(customerOrdersQuery(api, customer));
  const tryAgain = useTryAgain(orderKeys.of(customer));
  const [confirming, setConfirming] = useState<Order | null>(null);

  const refused = orders.isError && isSessionRefusal(orders.error);
  useEffect(() => {
    if (!refused) return;
    toast.error(messages.unauthorizedAccess);
    onSessionRefused();
    // Once per refusal; the callbacks are the page's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refused]);

  if (orders.isPending || refused) return <LoadingState label="Loading your orders" waiting={orders.isFetching} />;
  if (orders.isError) return <ErrorState title="Your orders could not be loaded" message={messageOf(orders.error)} onRetry={tryAgain} />;
  const shown = orders.data;

  return (
    <DashboardSection
      title="My Orders"
      aside={
        shown.length > 0 && (
          <p className="text-sm text-muted">
            {formatCounted(shown.length, 'order', 'orders')}
          </p>
        )
      }
    >
      {shown.length === 0 ? (
        <EmptyState
          title="You have not ordered anything yet"
          action={
            <Link to="/" hash="tools" className={buttonClass('primary')}>
              Browse the catalogue
            </Link>
          }
        >
          Orders you place from a product page appear here, ready to pay.
        </EmptyState>
      ) : (
        <OrdersTable orders={shown} onDelete={setConfirming} />
      )}
      <DeleteOrderDialog order={confirming} customer={customer} onClose={() => setConfirming(null)} />
    </DashboardSection>
  );
}
