import { orderStatus, type Order } from '../../core/domain/order';
import { owedOnAccount, overdue } from '../../core/domain/on-account';
import { Badge } from '../components/badge';
import { formatDate } from '../format';

const looks = {
  unpaid: { tone: 'brand', label: 'Unpaid' },
  paid: { tone: 'success', label: 'Paid' },
  shipped: { tone: 'info', label: 'Shipped' },
  cancelled: { tone: 'neutral', label: 'Cancelled' },
} as const;

// Bought on account and owed, it is not paid yet: the badge says so rather than Paid.
const owedLook = { tone: 'brand', label: 'On account' } as const;

type BadgeFields = Pick<Order, 'paid' | 'shipped'> & Partial<Pick<Order, 'cancelledAt' | 'refundId' | 'cancellationRequested' | 'paymentDueAt' | 'settledAt'>>;

/** The order's status; a refund, a pending cancellation request and a payment owed on account are said beside it. */
export function OrderStatusBadge({ order }: { order: BadgeFields }) {
  const payment = { paymentDueAt: order.paymentDueAt ?? null, settledAt: order.settledAt ?? null, cancelledAt: order.cancelledAt ?? null };
  const owed = owedOnAccount(payment);
  const status = orderStatus(order);
  const look = owed && status === 'paid' ? owedLook : looks[status];
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone={look.tone}>{look.label}</Badge>
      {owed && (overdue(payment) ? <Badge tone="danger">Overdue since {formatDate(payment.paymentDueAt!)}</Badge> : <Badge tone="neutral">Due {formatDate(payment.paymentDueAt!)}</Badge>)}
      {order.refundId && <Badge tone="info">Refunded</Badge>}
      {order.cancellationRequested && !order.cancelledAt && <Badge tone="brand">Cancellation requested</Badge>}
    </span>
  );
}
