import { canShipOrder, orderStatus, type Order } from '../../core/domain/order';
import { Button } from '../components/button';
import { Table, Td, Th, Tr } from '../components/table';
import { formatPrice } from '../format';
import { OrderStatusBadge } from '../orders/order-status-badge';
import { Email } from '../components/email';

export interface AllOrdersTableProps {
  orders: Order[];
  /** Ids of the orders whose Ship request is running: their button shows a spinner. */
  shipping?: ReadonlySet<string>;
  onShip(order: Order): void;
}

/** Ship for a paid order; an unpaid one waits for its payment; a shipped one needs nothing more. */
function ShipAction({ order, shipping, onShip }: { order: Order; shipping?: ReadonlySet<string>; onShip(order: Order): void }) {
  if (canShipOrder(order)) {
    return (
      <Button size="sm" onClick={() => onShip(order)} busy={shipping?.has(order._id)} aria-label={`Ship ${order.product} for ${order.customer}`}>
        Ship
      </Button>
    );
  }
  return <span className="text-sm text-muted">{orderStatus(order) === 'unpaid' ? 'Awaiting payment' : 'No action needed'}</span>;
}

/**
 * Every customer's orders, for an admin: a table where its six columns fit (the `xl` breakpoint),
 * one card per order below it. Both are rendered and CSS shows one.
 */
export function AllOrdersTable({ orders, shipping, onShip }: AllOrdersTableProps) {
  return (
    <>
      <div className="hidden xl:block">
        <Table caption="All orders, newest first">
          <thead>
            <tr>
              <Th>Name</Th>
              <Th className="text-right">Price</Th>
              <Th>Quantity</Th>
              <Th>User</Th>
              <Th>Action</Th>
              <Th>Status</Th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <Tr key={order._id}>
                <Td className="font-semibold">{order.customerName}</Td>
                <Td className="text-right font-semibold tabular-nums">{formatPrice(order.totalPrice)}</Td>
                <Td>
                  <span className="tabular-nums">{order.quantity}</span>
                  <span className="block text-xs text-muted">{order.product}</span>
                </Td>
                <Td className="break-words">
                  <Email address={order.customer} />
                </Td>
                <Td className="whitespace-nowrap">
                  <ShipAction order={order} shipping={shipping} onShip={onShip} />
                </Td>
                <Td>
                  <OrderStatusBadge order={order} />
                </Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:hidden" aria-label="All orders, newest first">
        {orders.map((order) => (
          <li key={order._id} className="flex flex-col rounded-card border border-line bg-surface p-4 shadow-card">
            <div className="flex items-start justify-between gap-3">
              <p className="font-bold text-ink">{order.product}</p>
              <OrderStatusBadge order={order} />
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted">Name</dt>
              <dd>{order.customerName}</dd>
              <dt className="text-muted">User</dt>
              <dd className="min-w-0 wrap-anywhere">
                <Email address={order.customer} />
              </dd>
              <dt className="text-muted">Quantity</dt>
              <dd className="tabular-nums">{order.quantity}</dd>
              <dt className="text-muted">Price</dt>
              <dd className="font-semibold tabular-nums">{formatPrice(order.totalPrice)}</dd>
            </dl>
            <div className="mt-auto pt-3">
              <ShipAction order={order} shipping={shipping} onShip={onShip} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
