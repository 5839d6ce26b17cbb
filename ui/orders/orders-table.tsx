import { Link } from '@tanstack/react-router';
import { canDeleteOrder, canPayOrder, type Order } from '../../core/domain/order';
import { Button, buttonClass } from '../components/button';
import { Email } from '../components/email';
import { ResponsiveList, type ListColumn } from '../components/responsive-list';
import { formatPrice } from '../format';
import { OrderStatusBadge } from './order-status-badge';

export interface OrdersTableProps {
  orders: Order[];
  onDelete(order: Order): void;
}

function OrderActions({ order, onDelete }: { order: Order; onDelete(order: Order): void }) {
  if (!canPayOrder(order) && !canDeleteOrder(order)) return <span className="text-muted">—</span>;
  return (
    <div className="flex gap-2">
      {canPayOrder(order) && (
        <Link to="/dashboard/payment/$id" params={{ id: order._id }} className={buttonClass('primary', 'sm')} aria-label={`Pay for ${order.product}`}>
          Pay
        </Link>
      )}
      {canDeleteOrder(order) && (
        <Button variant="secondary" size="sm" onClick={() => onDelete(order)} aria-label={`Delete ${order.product}`}>
          Delete
        </Button>
      )}
    </div>
  );
}

const TransactionId = ({ order }: { order: Order }) =>
  order.transactionId ? (
    <code title={order.transactionId} className="block max-w-[9rem] truncate font-mono text-xs text-ink-soft">
      {order.transactionId}
    </code>
  ) : (
    <span className="text-muted">—</span>
  );

const none = <span className="text-muted">—</span>;

/** A customer's orders: a table where all nine columns fit (`2xl`), one card per order elsewhere. */
export function OrdersTable({ orders, onDelete }: OrdersTableProps) {
  const actions = (order: Order) => <OrderActions order={order} onDelete={onDelete} />;
  const columns: ListColumn<Order>[] = [
    { header: 'Name', cell: (order) => order.customerName, tableClassName: 'whitespace-nowrap' },
    { header: 'Email', cell: (order) => <Email address={order.customer} /> },
    { header: 'Phone', cell: (order) => order.phone || none, tableClassName: 'whitespace-nowrap' },
    { header: 'Product', cell: (order) => order.product, strong: true, inCard: false },
    { header: 'Quantity', cell: (order) => order.quantity, numeric: true },
    { header: 'Price', cell: (order) => formatPrice(order.totalPrice), numeric: true, strong: true },
    { header: 'Action', cell: actions, tableClassName: 'whitespace-nowrap', inCard: false },
    { header: 'Status', cell: (order) => <OrderStatusBadge order={order} />, inCard: false },
    { header: 'Transaction ID', cell: (order) => <TransactionId order={order} /> },
  ];
  return (
    <ResponsiveList
      items={orders}
      keyOf={(order) => order._id}
      caption="Orders, newest first"
      columns={columns}
      tableFrom="2xl"
      tableClassName="[&_td]:px-3 [&_th]:px-3"
      card={{ title: (order) => order.product, badge: (order) => <OrderStatusBadge order={order} />, actions }}
    />
  );
}
