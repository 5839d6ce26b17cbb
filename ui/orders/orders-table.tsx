import { Link } from '@tanstack/react-router';
import type { Order } from '../../core/domain/order';
import { may } from '../../core/domain/order-life-cycle';
import { Button, buttonClass } from '../components/button';
import { ClampedText } from '../components/clamped-text';
import { Email } from '../components/email';
import { ResponsiveList, type ListColumn } from '../components/responsive-list';
import { formatDate, formatDateTime, formatPrice } from '../format';
import { OrderStatusBadge } from './order-status-badge';

export interface OrdersTableProps {
  orders: Order[];
  onDelete(order: Order): void;
}

const hasActions = (order: Order) => may('pay', order) || may('deleteUnpaid', order);

function OrderActions({ order, onDelete }: { order: Order; onDelete(order: Order): void }) {
  return (
    <div className="flex flex-wrap gap-2">
      {may('pay', order) && (
        <Link to="/dashboard/payment/$id" params={{ id: order._id }} className={buttonClass('primary', 'sm')} aria-label={`Pay for ${order.productName}`}>
          Pay
        </Link>
      )}
      {may('deleteUnpaid', order) && (
        <Button variant="secondary" size="sm" onClick={() => onDelete(order)} aria-label={`Delete ${order.productName}`}>
          Delete
        </Button>
      )}
    </div>
  );
}

const TransactionId = ({ order }: { order: Order }) =>
  order.transactionId ? (
    <code title={order.transactionId} className="block max-w-[7rem] truncate font-mono text-xs text-ink-soft">
      {order.transactionId}
    </code>
  ) : (
    <span className="text-muted">—</span>
  );

const none = <span className="text-muted">—</span>;

/** The order's number, leading to its page, over the day it was placed. */
export const OrderNumber = ({ order }: { order: Order }) => (
  <span className="flex flex-col whitespace-nowrap">
    <Link to="/dashboard/order/$id" params={{ id: order._id }} className="font-mono font-semibold text-brand hover:underline" aria-label={`Order ${order.number}: ${order.productName}`}>
      {order.number}
    </Link>
    <time dateTime={order.placedAt} title={formatDateTime(order.placedAt)} className="text-xs text-muted">
      {formatDate(order.placedAt)}
    </time>
  </span>
);

/** A customer's orders: a table where all ten columns fit (a laptop's dashboard), one card per order where they do not. */
export function OrdersTable({ orders, onDelete }: OrdersTableProps) {
  // A paid order has nothing to do: a dash in the table, no empty row of buttons on its card.
  const actions = (order: Order) => (hasActions(order) ? <OrderActions order={order} onDelete={onDelete} /> : null);
  const columns: ListColumn<Order>[] = [
    { header: 'Order', cell: (order) => <OrderNumber order={order} /> },
    { header: 'Name', cell: (order) => <ClampedText text={order.customerName} />, long: true },
    { header: 'Email', cell: (order) => <Email address={order.customerEmail} />, long: true },
    { header: 'Phone', cell: (order) => order.phone || none, long: true },
    { header: 'Product', cell: (order) => order.productName, strong: true, long: true, inCard: false },
    { header: 'Quantity', cell: (order) => order.quantity, numeric: true },
    { header: 'Price', cell: (order) => formatPrice(order.totalPrice), numeric: true, strong: true },
    { header: 'Action', cell: (order) => actions(order) ?? none, inCard: false },
    { header: 'Status', cell: (order) => <OrderStatusBadge order={order} />, inCard: false },
    { header: 'Transaction ID', cell: (order) => <TransactionId order={order} /> },
  ];
  return (
    <ResponsiveList
      items={orders}
      caption="Orders, newest first"
      columns={columns}
      tableFrom="3xl"
      tableClassName="[&_td]:px-2.5 [&_th]:px-2.5"
      card={{ title: (order) => order.productName, badge: (order) => <OrderStatusBadge order={order} />, actions }}
    />
  );
}
