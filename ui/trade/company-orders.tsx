import { useQuery } from '@tanstack/react-query';
import type { Order } from '../../core/domain/order';
import { Card } from '../components/card';
import { ClampedText } from '../components/clamped-text';
import { ResponsiveList, type ListColumn } from '../components/responsive-list';
import { ErrorState, LoadingState } from '../components/states';
import { messageOf } from '../error-message';
import { LinesInARow } from '../orders/order-lines';
import { OrderStatusBadge } from '../orders/order-status-badge';
import { OrderNumber } from '../orders/orders-table';
import { companyOrdersQuery, tradeKeys } from '../queries/trade';
import { useTryAgain } from '../queries/use-try-again';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { totalWords } from '../../core/domain/tax';

const columns: ListColumn<Order>[] = [
  { header: 'Order', cell: (order) => <OrderNumber order={order} /> },
  { header: 'Placed by', cell: (order) => <ClampedText text={order.customerName} wrap="words" /> },
  { header: 'Products', cell: (order) => <LinesInARow lines={order.lines} />, strong: true, inCard: false },
  { header: 'Price', cell: (order) => totalWords(order), numeric: true, strong: true },
  { header: 'Status', cell: (order) => <OrderStatusBadge order={order} />, inCard: false },
];

/** Every order bought for the company on its trade account, by any of its buyers, newest first: each leads to its page. */
export function CompanyOrders({ userId }: { userId: string }) {
  const api = useService(UI_TOKENS.ShopApi);
  const orders = useQuery(companyOrdersQuery(api, userId));
  const tryAgain = useTryAgain(tradeKeys.orders(userId));
  let body;
  if (orders.isPending) body = <LoadingState label="Loading the company's orders" waiting={orders.isFetching} />;
  else if (orders.isError) body = <ErrorState title="The company's orders could not be loaded" message={messageOf(orders.error)} onRetry={tryAgain} />;
  else if (orders.data.length === 0) body = <p className="text-ink-soft">No orders yet: every order its buyers place shows here.</p>;
  else
    body = (
      <ResponsiveList
        items={orders.data}
        caption="The company's orders, newest first"
        columns={columns}
        tableFrom="2xl"
        card={{ title: (order) => <LinesInARow lines={order.lines} />, badge: (order) => <OrderStatusBadge order={order} /> }}
      />
    );
  return (
    <Card className="flex min-w-0 flex-col gap-4 p-6">
      <h3 className="text-lg font-bold text-ink">Company orders</h3>
      {body}
    </Card>
  );
}
