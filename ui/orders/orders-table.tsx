import { Link } from '@tanstack/react-router';
import type { Order } from '../../core/domain/order';
import { may } from '../../core/domain/order-life-cycle';
import { Button, buttonClass } from '../components/button';
import { ClampedText } from '../components/clamped-text';
import { Email } from '../components/email';
import { LongWords } from '../components/long-words';
import { PhoneNumber } from '../components/phone-number';
import { ResponsiveList, type ListColumn } from '../components/responsive-list';
import { formatDate, formatDateTime } from '../format';
import { LinesInARow } from './order-lines';
import { OrderStatusBadge } from './order-status-badge';
import { totalWords } from '../../core/domain/tax';

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
    <code title={order.transactionId} className="block max-w-[6rem] truncate font-mono text-xs text-ink-soft">
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

/** The name and email every order was placed under, when they are all the same: said once, not on every row. */
function oneBuyer(orders: Order[]): Pick<Order, 'customerName' | 'customerEmail'> | null {
  const [first] = orders;
  return first && orders.every((order) => order.customerName === first.customerName && order.customerEmail === first.customerEmail) ? first : null;
}

/**
 * A customer's orders: a table where its columns fit (a laptop's dashboard), one card per order
 * where they do not. The spec's Name and Email columns are said once above it while every order
 * carries the same (they differ only after the account's name or email changed).
 */
export function OrdersTable({ orders, onDelete }: OrdersTableProps) {
  // A paid order has nothing to do: a dash in the table, no empty row of buttons on its card.
  const actions = (order: Order) => (hasActions(order) ? <OrderActions order={order} onDelete={onDelete} /> : null);
  const buyer = oneBuyer(orders);
  const columns: ListColumn<Order>[] = [
    { header: 'Order', cell: (order) => <OrderNumber order={order} /> },
    // Orders under two names (after the account's name or email changed): each row says its own, the email under the name.
    ...(buyer
      ? []
      : [
          {
            header: 'Name',
            cell: (order: Order) => (
              <>
                <ClampedText text={order.customerName} wrap="words" />
                <span className="mt-0.5 block text-xs text-ink-soft">
                  <Email address={order.customerEmail} />
                </span>
              </>
            ),
            cardCell: (order: Order) => <ClampedText text={order.customerName} />,
          },
          { header: 'Email', cell: (order: Order) => <Email address={order.customerEmail} />, inTable: false },
        ]),
    // A phone number on one line while there is room; beside each order's name and email it wraps at its spaces.
    { header: 'Phone', cell: (order) => (!order.phone ? none : buyer ? <PhoneNumber phone={order.phone} /> : <LongWords text={order.phone} />) },
    { header: 'Product', cell: (order) => <LinesInARow lines={order.lines} />, strong: true, inCard: false, tableClassName: buyer ? 'min-w-44' : undefined },
    { header: 'Quantity', cell: (order) => order.quantity, numeric: true },
    { header: 'Price', cell: (order) => totalWords(order), numeric: true, strong: true },
    { header: 'Action', cell: (order) => actions(order) ?? none, inCard: false },
    { header: 'Status', cell: (order) => <OrderStatusBadge order={order} />, inCard: false },
    { header: 'Transaction ID', cell: (order) => <TransactionId order={order} /> },
  ];
  const list = (
    <ResponsiveList
      items={orders}
      caption="Orders, newest first"
      columns={columns}
      tableFrom="3xl"
      // Eight columns beside the dashboard's sidebar, totals with their cents among them: tight cells.
      tableClassName="[&_td]:px-1.5 [&_th]:px-1.5"
      card={{ title: (order) => <LinesInARow lines={order.lines} />, badge: (order) => <OrderStatusBadge order={order} />, actions }}
    />
  );
  if (!buyer) return list;
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <p className="min-w-0 text-sm text-muted">
        Ordered by <ClampedText text={buyer.customerName} lines={1} className="font-semibold text-ink" />, <span className="wrap-anywhere"><Email address={buyer.customerEmail} /></span>
      </p>
      {list}
    </div>
  );
}
