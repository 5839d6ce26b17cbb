import { orderStatus, type Order } from '../../core/domain/order';
import { Badge } from '../components/badge';

const looks = {
  unpaid: { tone: 'brand', label: 'Unpaid' },
  paid: { tone: 'success', label: 'Paid' },
  shipped: { tone: 'info', label: 'Shipped' },
  cancelled: { tone: 'neutral', label: 'Cancelled' },
} as const;

type BadgeFields = Pick<Order, 'paid' | 'shipped'> & Partial<Pick<Order, 'cancelledAt' | 'refundId' | 'cancellationRequested'>>;

/** The order's status; a refund and a pending cancellation request are said beside it. */
export function OrderStatusBadge({ order }: { order: BadgeFields }) {
  const look = looks[orderStatus(order)];
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone={look.tone}>{look.label}</Badge>
      {order.refundId && <Badge tone="info">Refunded</Badge>}
      {order.cancellationRequested && !order.cancelledAt && <Badge tone="brand">Cancellation requested</Badge>}
    </span>
  );
}
