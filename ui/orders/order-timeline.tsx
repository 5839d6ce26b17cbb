import { SHOP_NAME } from '../../core/domain/emails';
import type { OrderLine } from '../../core/domain/order-line';
import { orderEventLabels, type OrderActor, type OrderEvent, type OrderEventDetails } from '../../core/domain/order-event';
import { refundedGoods } from '../../core/domain/refund-words';
import { cx } from '../components/cx';
import { formatCounted, formatDateTime } from '../format';
import { formatCents } from '../../core/domain/money';

/** Who acted, as the timeline says it: by name, or the shop by its name (an expired hold, the card provider's answer, and for customers an admin's step). */
export const actorName = (actor: OrderActor) => (actor.role === 'shop' ? SHOP_NAME : actor.name);

const Code = ({ children }: { children: string }) => <code className="font-mono text-xs break-all text-ink">{children}</code>;

/** What an event carries beside its label: ids, the shipment, the refund (and its lines, named from the order's), the units, a note's or reason's text. */
function Details({ type, details, lines }: { type: OrderEvent['type']; details: OrderEventDetails; lines: readonly Pick<OrderLine, 'name'>[] }) {
  const said = [
    details.transactionId && (
      <div key="transaction">
        {/* A payment on account is known by the bank's reference, a card payment by the provider's id. */}
        {type === 'payment_recorded' ? 'Bank reference' : 'Transaction ID'} <Code>{details.transactionId}</Code>
      </div>
    ),
    (details.carrier || details.trackingNumber) && (
      <div key="shipment" className="wrap-anywhere">
        {details.carrier && <>Carrier <span className="font-semibold text-ink">{details.carrier}</span></>}
        {details.carrier && details.trackingNumber && ' · '}
        {details.trackingNumber && (
          <>
            Tracking number <Code>{details.trackingNumber}</Code>
          </>
        )}
      </div>
    ),
    (details.refundId || details.amount !== undefined) && (
      <div key="refund">
        {details.amount !== undefined && <>{formatCents(details.amount)} refunded</>}
        {details.refundId && details.amount !== undefined && ' · '}
        {details.refundId && (
          <>
            Refund ID <Code>{details.refundId}</Code>
          </>
        )}
      </div>
    ),
    details.lines && details.lines.length > 0 && (
      <div key="refunded-lines" className="wrap-anywhere">
        {refundedGoods(lines, details.lines, details.restocked)}
      </div>
    ),
    details.units !== undefined && <div key="units">{formatCounted(details.units, 'unit', 'units')}</div>,
    details.text && (
      <div key="text">
        <blockquote className="border-l-2 border-line pl-3 whitespace-pre-line text-ink wrap-anywhere">{details.text}</blockquote>
      </div>
    ),
  ].filter(Boolean);
  return said.length > 0 ? <div className="mt-1.5 flex flex-col gap-1 text-sm text-ink-soft">{said}</div> : null;
}

/** What happened to an order, oldest first: each event's label, time, who acted and what it carries. */
export function OrderTimeline({ events, lines = [] }: { events: readonly OrderEvent[]; lines?: readonly Pick<OrderLine, 'name'>[] }) {
  return (
    <ol aria-label="Timeline" className="flex flex-col">
      {events.map((event, i) => (
        <li key={event._id} className="relative flex gap-3 pb-5 last:pb-0">
          {/* The line joining one event to the next. */}
          {i < events.length - 1 && <span aria-hidden className="absolute top-4 bottom-0 left-[0.4375rem] w-px bg-line" />}
          <span
            aria-hidden
            className={cx(
              'relative mt-1 size-3.5 shrink-0 rounded-full border-2 bg-surface',
              i === events.length - 1 ? 'border-brand bg-brand' : 'border-steel',
            )}
          />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-ink">{orderEventLabels[event.type]}</p>
            <p className="text-sm text-muted">
              <time dateTime={event.at}>{formatDateTime(event.at)}</time> · by <span className="wrap-anywhere">{actorName(event.actor)}</span>
            </p>
            <Details type={event.type} details={event.details} lines={lines} />
          </div>
        </li>
      ))}
    </ol>
  );
}
