import { canShipOrder, orderStatus, type Order } from '../../core/domain/order';
import { Button } from '../components/button';
import { ClampedText } from '../components/clamped-text';
import { Email } from '../components/email';
import { ResponsiveList, type ListColumn } from '../components/responsive-list';
import { formatPrice } from '../format';
import { OrderStatusBadge } from '../orders/order-status-badge';

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

/** Every customer's orders, for an admin: a table where its six columns fit, one card per order where they do not. */
export function AllOrdersTable({ orders, shipping, onShip }: AllOrdersTableProps) {
  const ship = (order: Order) => <ShipAction order={order} shipping={shipping} onShip={onShip} />;
  const columns: ListColumn<Order>[] = [
    { header: 'Name', cell: (order) => <ClampedText text={order.customerName} />, strong: true, long: true },
    { header: 'Price', cell: (order) => formatPrice(order.totalPrice), numeric: true, strong: true },
    {
      header: 'Quantity',
      cell: (order) => (
        <>
          <span className="tabular-nums">{order.quantity}</span>
          <span className="block text-xs text-muted">{order.product}</span>
        </>
      ),
      cardCell: (order) => <span className="tabular-nums">{order.quantity}</span>,
      long: true,
    },
    { header: 'User', cell: (order) => <Email address={order.customer} />, long: true },
    { header: 'Action', cell: ship, inCard: false },
    { header: 'Status', cell: (order) => <OrderStatusBadge order={order} />, inCard: false },
  ];
  return (
    <ResponsiveList
      items={orders}
      keyOf={(order) => order._id}
      caption="All orders, newest first"
      columns={columns}
      tableFrom="2xl"
      card={{ title: (order) => order.product, badge: (order) => <OrderStatusBadge order={order} />, actions: ship }}
    />
  );
}
