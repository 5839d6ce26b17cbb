import { headedWithBasis } from '../../core/domain/shown-prices';
import { boughtOnAccount, onAccountMessages, overdue } from '../../core/domain/on-account';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import type { Order } from '../../core/domain/order';
import { unitsInWords } from '../../core/domain/order-contents';
import type { OrderLine } from '../../core/domain/order-line';
import { may } from '../../core/domain/order-life-cycle';
import { refundedAmount, refundedUnits } from '../../core/domain/order-refund';
import type { OrderEvent } from '../../core/domain/order-event';
import { AddressLines } from '../addresses/address-lines';
import { Button, buttonClass } from '../components/button';
import { Callout } from '../components/callout';
import { Email } from '../components/email';
import { Card } from '../components/card';
import { cx } from '../components/cx';
import { ErrorState, LoadingState } from '../components/states';
import { messageOf } from '../error-message';
import { formatCount, formatCounted, formatDate, formatDateTime, formatPrice } from '../format';
import { orderDetailQuery, orderKeys } from '../queries/orders';
import { useTryAgain } from '../queries/use-try-again';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { DeleteOrderDialog } from './delete-order-dialog';
import { PartNumber } from '../components/part-number';
import { LineRefunded, OrderLinesTable } from './order-lines';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import { CardHeading } from './card-heading';
import { OrderDocuments } from './order-documents';
import { cancellationDeclined } from '../../core/domain/order-event';
import { RequestCancellationDialog } from './request-cancellation-dialog';
import { amountDue, totalWords, vatLabel } from '../../core/domain/tax';
import { formatCents } from '../../core/domain/money';

export interface OrderViewProps {
  id: string;
  /** The signed-in user's id: Pay, Delete and Request cancellation are for the order's owner only. */
  viewerId: string;
  /** What admins see beside the order once it is loaded (their actions and internal notes); left out for customers. */
  adminPanel?: (order: Order) => ReactNode;
  /** The order was deleted from its page: there is nothing left to show. */
  onDeleted?(order: Order): void;
}

/** One order's page: what was ordered, where it goes, its status, what happened to it and what its owner can do next. */
export function OrderView({ id, viewerId, adminPanel, onDeleted }: OrderViewProps) {
  const api = useService(UI_TOKENS.OrdersApi);
  const detail = useQuery(orderDetailQuery(api, id));
  const tryAgain = useTryAgain(orderKeys.detail(id));
  const headingId = useId();

  if (detail.isPending) return <LoadingState label="Loading the order" waiting={detail.isFetching} />;
  if (detail.isError) return <ErrorState title="This order could not be loaded" message={messageOf(detail.error)} onRetry={tryAgain} />;
  const { order, timeline, image } = detail.data;
  const declined = cancellationDeclined(timeline);

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-5">
      <OrderHeading order={order} headingId={headingId} own={order.customerId === viewerId} />
      {order.customerId === viewerId && <OwnerActions order={order} onDeleted={onDeleted} />}
      {declined && !order.cancelledAt && !order.shipped && (
        <Callout tone="info" title="Your request to cancel was declined" announce={false}>
          The order goes ahead as placed.{declined.details.text ? ` The shop's reason: ${declined.details.text}` : ''}
        </Callout>
      )}
      {/* Admins read the payment beside Record payment in their panel. */}
      {!adminPanel && <OnAccountNote order={order} />}
      {order.shortOfStock && !order.cancelledAt && (
        <Callout tone="info" title="Paid after its last units were ordered" announce={false}>
          The shop is finding the units for this order and will contact you about when it ships.
        </Callout>
      )}
      <div className={cx('grid min-w-0 gap-5', Boolean(adminPanel) && 'xl:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] xl:items-start')}>
        <div className="@container flex min-w-0 flex-col gap-5">
          {order.lines.length === 1 ? (
            <>
              <div className="grid min-w-0 gap-5 @2xl:grid-cols-2">
                <Item order={order} line={order.lines[0]} image={image} />
                <Delivery order={order} />
              </div>
              <Timeline events={timeline} lines={order.lines} />
              <OrderDocuments orderId={order._id} />
            </>
          ) : (
            // The lines take the whole width: a long product name wraps less, a cart of many lines reads down.
            <>
              <Items order={order} />
              <div className="grid min-w-0 gap-5 @2xl:grid-cols-2 @2xl:items-start">
                <Delivery order={order} />
                <Timeline events={timeline} lines={order.lines} />
              </div>
              <OrderDocuments orderId={order._id} />
            </>
          )}
        </div>
        {adminPanel && <aside aria-label="Admin" className="min-w-0">{adminPanel(order)}</aside>}
      </div>
    </section>
  );
}

/** An order bought on account: when it is due (or that it is overdue), or when its payment was recorded. */
function OnAccountNote({ order }: { order: Order }) {
  if (!boughtOnAccount(order) || order.cancelledAt) return null;
  const due = formatDate(order.paymentDueAt!);
  if (order.settledAt) {
    return (
      <Callout tone="success" title={onAccountMessages.settledTitle} announce={false}>
        {onAccountMessages.settled(formatDate(order.settledAt), order.paymentReference ?? '')}
      </Callout>
    );
  }
  return overdue(order) ? (
    <Callout tone="error" title={onAccountMessages.overdueTitle} announce={false}>
      {onAccountMessages.overdue(amountDue(order), due, order.number)}
    </Callout>
  ) : (
    <Callout tone="info" title={onAccountMessages.owedTitle} announce={false}>
      {onAccountMessages.owed(amountDue(order), due, order.number)}
    </Callout>
  );
}

/** `own`: the viewer placed it; else an admin came from the admins' list. */
function OrderHeading({ order, headingId, own }: { order: Order; headingId: string; own: boolean }) {
  return (
    <header className="flex flex-col gap-2">
      <Link to={own ? '/dashboard' : '/dashboard/manageOrders'} className="self-start text-sm font-semibold text-brand hover:underline">
        {own ? '← My Orders' : '← Manage All Orders'}
      </Link>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 id={headingId} className="text-2xl font-bold text-ink">
          Order <span className="font-mono">{order.number}</span>
        </h2>
        <OrderStatusBadge order={order} />
      </div>
      <p className="text-sm text-muted">
        Placed <time dateTime={order.placedAt}>{formatDateTime(order.placedAt)}</time>
      </p>
    </header>
  );
}

/** Pay and Delete while unpaid, Request cancellation while paid and not shipped: only what applies. */
function OwnerActions({ order, onDeleted }: { order: Order; onDeleted?(order: Order): void }) {
  const [deleting, setDeleting] = useState<Order | null>(null);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const heldUntil = may('pay', order) && order.holdExpiresAt && new Date(order.holdExpiresAt) > new Date() ? order.holdExpiresAt : null;
  if (!may('pay', order) && !may('deleteUnpaid', order) && !may('requestCancellation', order)) return null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-3">
        {may('pay', order) && (
          <Link to="/dashboard/payment/$id" params={{ id: order._id }} className={buttonClass('primary')}>
            Pay
          </Link>
        )}
        {may('deleteUnpaid', order) && (
          <Button variant="secondary" onClick={() => setDeleting(order)}>
            Delete
          </Button>
        )}
        {may('requestCancellation', order) && (
          <Button variant="secondary" onClick={() => setCancelling(order)}>
            Request cancellation
          </Button>
        )}
      </div>
      {heldUntil && (
        <p className="text-sm text-muted">
          Its units are held for you until <time dateTime={heldUntil}>{formatDateTime(heldUntil)}</time>.
        </p>
      )}
      <DeleteOrderDialog order={deleting} onClose={() => setDeleting(null)} onDeleted={onDeleted} />
      <RequestCancellationDialog order={cancelling} onClose={() => setCancelling(null)} />
    </div>
  );
}


/** A neutral stand-in where the product (and its picture) is gone. */
function NoPicture() {
  return (
    <div role="img" aria-label="No picture" className="flex size-full items-center justify-center text-steel">
      <svg aria-hidden viewBox="0 0 24 24" className="size-10" fill="none" stroke="currentColor" strokeWidth="1.5">
        <path d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5v-9z M3 7.5 12 12l9-4.5 M12 12v9" strokeLinejoin="round" />
      </svg>
    </div>
  );
}

/** A one-line order, as the spec's one-product order reads: its picture, its product and the figures. */
function Item({ order, line, image }: { order: Order; line: OrderLine; image: string | null }) {
  const refunded = refundedUnits(order).get(1) ?? 0;
  const figure = (label: string, value: ReactNode, strong = false) => (
    <div className="flex justify-between gap-3">
      <dt className="text-muted">{label}</dt>
      <dd className={cx('text-right tabular-nums', strong ? 'font-bold text-ink' : 'text-ink')}>{value}</dd>
    </div>
  );
  return (
    <Card className="min-w-0 p-5">
      <CardHeading>Item</CardHeading>
      <div className="flex min-w-0 gap-4">
        <div className="size-24 shrink-0 overflow-hidden rounded-lg border border-line bg-canvas">
          {image ? <img src={image} alt={line.name} width={96} height={96} className="size-full object-cover" /> : <NoPicture />}
        </div>
        <div className="min-w-0 flex-1">
          <p className="font-bold wrap-anywhere text-ink">
            {order.productId ? (
              <Link to="/productDetail/$id" params={{ id: order.productId }} className="hover:underline">
                {line.name}
              </Link>
            ) : (
              line.name
            )}
          </p>
          {line.partNumber && <PartNumber partNumber={line.partNumber} className="mt-0.5 block" />}
          <dl className="mt-2 flex flex-col gap-1 text-sm">
            {figure('Quantity', formatCount(line.quantity))}
            {figure(order.tax ? headedWithBasis('Unit price', 'ex-vat') : 'Unit price', formatPrice(line.unitPrice))}
            {order.tax && figure('Net', formatCents(order.tax.net))}
            {order.tax && figure(vatLabel(order.tax), formatCents(order.tax.tax))}
            {figure('Total', totalWords(order), true)}
            {refunded > 0 && figure('Refunded', <span className="font-semibold text-info">{formatCents(refundedAmount(order))}</span>)}
          </dl>
          {refunded > 0 && <LineRefunded refunded={refunded} bought={line.quantity} className="mt-1 block text-sm" />}
        </div>
      </div>
    </Card>
  );
}

/** An order of several lines: every line, as many as the cart had, and the total. */
function Items({ order }: { order: Order }) {
  return (
    <Card className="min-w-0 p-5">
      <CardHeading>
        Items <span className="font-normal normal-case tracking-normal">({formatCounted(order.lines.length, 'product', 'products')}, {unitsInWords(order.quantity)})</span>
      </CardHeading>
      <OrderLinesTable lines={order.lines} total={order.totalPrice} tax={order.tax} refunded={refundedUnits(order)} refundedAmount={refundedAmount(order)} />
    </Card>
  );
}

function Delivery({ order }: { order: Order }) {
  return (
    <Card className="min-w-0 p-5">
      <CardHeading>Delivery</CardHeading>
      {order.deliveryAddress ? <AddressLines address={order.deliveryAddress} /> : <p className="text-muted">No address: this order was placed before the shop took addresses.</p>}
      {/* Who to reach about the delivery: the phone is optional, the email always there. */}
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">Customer</dt>
        <dd className="wrap-anywhere text-ink">{order.customerName}</dd>
        <dt className="text-muted">Email</dt>
        <dd className="text-ink">
          <a href={`mailto:${order.customerEmail}`} className="font-semibold text-brand underline underline-offset-2 hover:text-brand-strong">
            <Email address={order.customerEmail} />
          </a>
        </dd>
        <dt className="text-muted">Phone</dt>
        <dd className="wrap-anywhere text-ink">{order.phone || <span className="text-muted">Not given</span>}</dd>
      </dl>
    </Card>
  );
}

function Timeline({ events, lines }: { events: readonly OrderEvent[]; lines: readonly OrderLine[] }) {
  return (
    <Card className="min-w-0 p-5">
      <CardHeading>Timeline</CardHeading>
      <OrderTimeline events={events} lines={lines} />
    </Card>
  );
}
