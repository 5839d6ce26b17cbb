import { addressLines } from '../../core/domain/address';
import { orderStatus, type Order } from '../../core/domain/order';
import { unitsInWords } from '../../core/domain/order-contents';
import { may } from '../../core/domain/order-life-cycle';
import { Badge } from '../components/badge';
import { Button } from '../components/button';
import { ClampedText } from '../components/clamped-text';
import { Email } from '../components/email';
import { ResponsiveList, type ListColumn } from '../components/responsive-list';
import { LongWords } from '../components/long-words';
import { PhoneNumber } from '../components/phone-number';
import { formatCount, formatDate, formatDateTime, formatTime } from '../format';
import { LinesInARow } from '../orders/order-lines';
import { OrderStatusBadge } from '../orders/order-status-badge';
import { OrderNumberLink, PackingSlipLink } from './order-links';
import { totalWords } from '../../core/domain/tax';

export interface AllOrdersTableProps {
  orders: Order[];
  /** Ids of the orders whose Ship request is running: their button shows a spinner. */
  shipping?: ReadonlySet<string>;
  onShip(order: Order): void;
}

/** Why an order without a Ship button needs none, or needs something else first. */
function waitingFor(order: Order) {
  if (order.cancellationRequested && !order.cancelledAt) return 'Approve or decline the cancellation first';
  return orderStatus(order) === 'unpaid' ? 'Awaiting payment' : 'No action needed';
}

/** Ship for a paid order; an unpaid one waits for its payment; a shipped one needs nothing more. The packing slip for any order. */
function OrderActions({ order, shipping, onShip }: { order: Order; shipping?: ReadonlySet<string>; onShip(order: Order): void }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {may('ship', order) ? (
        <Button size="sm" onClick={() => onShip(order)} busy={shipping?.has(order._id)} aria-label={`Ship ${order.productName} for ${order.customerEmail}`}>
          Ship
        </Button>
      ) : (
        <span className="text-sm text-muted">{waitingFor(order)}</span>
      )}
      <PackingSlipLink order={order} />
    </div>
  );
}

/** The order's number over the day and the time it was placed, each on one line. */
function OrderCell({ order }: { order: Order }) {
  return (
    <>
      <OrderNumberLink order={order} />
      <time dateTime={order.placedAt} title={formatDateTime(order.placedAt)} className="block text-xs text-muted">
        <span className="whitespace-nowrap">{formatDate(order.placedAt)}</span> <span className="whitespace-nowrap">{formatTime(order.placedAt)}</span>
      </time>
    </>
  );
}

/** Who ordered: the name (three lines at most, the whole of it in the tooltip) over the account's email. */
function Customer({ order }: { order: Order }) {
  return (
    <>
      <ClampedText text={order.customerName} lines={3} wrap="words" className="font-semibold" />
      <span className="mt-0.5 block text-xs text-ink-soft">
        <Email address={order.customerEmail} />
      </span>
    </>
  );
}

/** How many units, over what they are: the product of a one-line order, or the first few lines and how many more. */
function Contents({ order }: { order: Order }) {
  return (
    <>
      <span className="tabular-nums">{order.lines.length === 1 ? formatCount(order.quantity) : unitsInWords(order.quantity)}</span>
      <LinesInARow lines={order.lines} className="mt-0.5 block text-xs font-normal text-ink-soft" />
    </>
  );
}

/** The address on a few short lines, and the phone the customer gave. */
function DeliverTo({ order }: { order: Order }) {
  const lines = order.deliveryAddress ? addressLines(order.deliveryAddress) : [];
  return (
    <div className="text-xs leading-relaxed">
      {lines.length > 0 ? (
        <address className="not-italic">
          <span className="font-semibold text-ink">
            <LongWords text={lines[0]} />
          </span>
          <span className="block text-ink-soft">
            <LongWords text={lines.slice(1).join(', ')} />
          </span>
        </address>
      ) : (
        <span className="text-muted">No address on this order</span>
      )}
      <span className="block text-ink-soft">{order.phone ? <>Phone: <PhoneNumber phone={order.phone} /></> : 'No phone given'}</span>
    </div>
  );
}

/** The order's status, with what the admins must look at marked beside it. */
function StatusCell({ order, nowrap = false }: { order: Order; nowrap?: boolean }) {
  return (
    <span className={nowrap ? 'inline-flex flex-col items-end gap-1 whitespace-nowrap' : 'inline-flex flex-wrap gap-1'}>
      {order.shortOfStock && !order.cancelledAt && !order.shipped && <Badge tone="danger">Short of stock</Badge>}
      <OrderStatusBadge order={order} />
    </span>
  );
}

/** Every customer's orders, for an admin packing them: a table where its columns fit, one card per order where they do not. */
export function AllOrdersTable({ orders, shipping, onShip }: AllOrdersTableProps) {
  const actions = (order: Order) => <OrderActions order={order} shipping={shipping} onShip={onShip} />;
  const columns: ListColumn<Order>[] = [
    { header: 'Order', cell: (order) => <OrderCell order={order} /> },
    // The spec's User column, its email, under the name: the width it took goes to the order's lines.
    { header: 'Name', cell: (order) => <Customer order={order} />, tableClassName: 'min-w-32' },
    { header: 'Price', cell: (order) => totalWords(order), numeric: true, strong: true },
    // The spec's quantity, over the lines it counts: a product's name is never cut short.
    { header: 'Quantity', cell: (order) => <Contents order={order} />, cardCell: (order) => <span className="tabular-nums">{formatCount(order.quantity)}</span>, tableClassName: 'min-w-44' },
    // Narrower than the names: the totals with their cents take the width.
    { header: 'Deliver to', cell: (order) => <DeliverTo order={order} />, tableClassName: 'min-w-32' },
    { header: 'Action', cell: actions, inCard: false },
    { header: 'Status', cell: (order) => <StatusCell order={order} />, inCard: false },
  ];
  return (
    <ResponsiveList
      items={orders}
      caption="All orders, newest first"
      columns={columns}
      tableFrom="3xl"
      // Eight columns beside the dashboard's sidebar: tighter cells than the other lists.
      tableClassName="[&_td]:px-2 [&_th]:px-2"
      card={{ title: (order) => <LinesInARow lines={order.lines} />, badge: (order) => <StatusCell order={order} nowrap />, actions }}
    />
  );
}
