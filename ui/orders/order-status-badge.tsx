import { orderStatus, type Order } from '../../core/domain/order';
import { Badge } from '../components/badge';

const looks = {
  unpaid: { tone: 'brand', label: 'Unpaid' },
  paid: { tone: 'success', label: 'Paid' },
  shipped: { tone: 'info', label: 'Shipped' },
} as const;

export function OrderStatusBadge({ order }: { order: Pick<Order, 'paid' | 'shipped'> }) {
  const look = looks[orderStatus(order)];
  return <Badge tone={look.tone}>{look.label}</Badge>;
}
