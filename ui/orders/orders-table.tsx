import { Link } from '@tanstack/react-router';
import { canDeleteOrder, canPayOrder, type Order } from '../../core/domain/order';
import { Button, buttonClass } from '../components/button';
import { Table, Td, Th, Tr } from '../components/table';
import { formatPrice } from '../format';
import { OrderStatusBadge } from './order-status-badge';
import { Email } from '../components/email';

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

/** A customer's orders: a table where all nine columns fit, one card per order elsewhere. */
export function OrdersTable({ orders, onDelete }: OrdersTableProps) {
  return (
    <>
      <div className="hidden 2xl:block">
        <Table caption="Orders, newest first" className="[&_td]:px-3 [&_th]:px-3">
          <thead>
            <tr>
              <Th>Name</Th>
              <Th>Email</Th>
              <Th>Phone</Th>
              <Th>Product</Th>
              <Th className="text-right">Quantity</Th>
              <Th className="text-right">Price</Th>
              <Th>Action</Th>
              <Th>Status</Th>
              <Th>Transaction ID</Th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <Tr key={order._id}>
                <Td className="whitespace-nowrap">{order.customerName}</Td>
                <Td>
                  <Email address={order.customer} />
                </Td>
                <Td className="whitespace-nowrap">{order.phone || <span className="text-muted">—</span>}</Td>
                <Td className="font-semibold">{order.product}</Td>
                <Td className="text-right tabular-nums">{order.quantity}</Td>
                <Td className="text-right font-semibold tabular-nums">{formatPrice(order.totalPrice)}</Td>
                <Td className="whitespace-nowrap">
                  <OrderActions order={order} onDelete={onDelete} />
                </Td>
                <Td>
                  <OrderStatusBadge order={order} />
                </Td>
                <Td>
                  <TransactionId order={order} />
                </Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 2xl:hidden" aria-label="Orders, newest first">
        {orders.map((order) => (
          <li key={order._id} className="flex flex-col rounded-card border border-line bg-surface p-4 shadow-card">
            <div className="flex items-start justify-between gap-3">
              <p className="font-bold text-ink">{order.product}</p>
              <OrderStatusBadge order={order} />
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted">Quantity</dt>
              <dd className="tabular-nums">{order.quantity}</dd>
              <dt className="text-muted">Price</dt>
              <dd className="font-semibold tabular-nums">{formatPrice(order.totalPrice)}</dd>
              <dt className="text-muted">Name</dt>
              <dd>{order.customerName}</dd>
              <dt className="text-muted">Email</dt>
              <dd>
                <Email address={order.customer} />
              </dd>
              <dt className="text-muted">Phone</dt>
              <dd>{order.phone || '—'}</dd>
              <dt className="text-muted">Transaction ID</dt>
              <dd>
                <TransactionId order={order} />
              </dd>
            </dl>
            <div className="mt-auto pt-3">
              <OrderActions order={order} onDelete={onDelete} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
