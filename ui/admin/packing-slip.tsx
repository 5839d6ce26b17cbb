import { addressLines } from '../../core/domain/address';
import type { Order } from '../../core/domain/order';
import { Button } from '../components/button';
import { LongWords } from '../components/long-words';
import { formatCount, formatCounted, formatDateTime } from '../format';

/** The name the slip goes out under. */
export const SLIP_SHOP_NAME = 'Hartwell Tools Ltd';

export interface PackingSlipProps {
  order: Order;
  /** Prints the page; the browser's print by default. */
  onPrint?(): void;
}

/** What goes in the parcel: who it is for, what is in it, and a box for whoever packed it to sign. Prints on its own (see styles.css). */
export function PackingSlip({ order, onPrint = () => window.print() }: PackingSlipProps) {
  const address = order.deliveryAddress ? addressLines(order.deliveryAddress) : [];
  return (
    <article aria-labelledby="packing-slip-title" className="packing-slip mx-auto flex w-full max-w-3xl flex-col gap-6 rounded-card border border-line bg-surface p-6 text-ink shadow-card sm:p-8">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-ink pb-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-muted uppercase">{SLIP_SHOP_NAME}</p>
          <h2 id="packing-slip-title" className="text-2xl font-extrabold">
            Packing slip
          </h2>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          <dt className="text-muted">Order</dt>
          <dd className="font-bold">{order.number}</dd>
          <dt className="text-muted">Placed</dt>
          <dd>
            <time dateTime={order.placedAt}>{formatDateTime(order.placedAt)}</time>
          </dd>
        </dl>
      </header>

      <section aria-labelledby="slip-deliver-to" className="grid gap-6 sm:grid-cols-2">
        <div className="min-w-0">
          <h3 id="slip-deliver-to" className="mb-1 text-xs font-bold tracking-wide text-muted uppercase">
            Deliver to
          </h3>
          {address.length > 0 ? (
            <address className="text-base leading-relaxed wrap-anywhere not-italic">
              {address.map((line, i) => (
                <span key={i} className={i === 0 ? 'block font-bold' : 'block'}>
                  {line}
                </span>
              ))}
            </address>
          ) : (
            <p>No delivery address on this order</p>
          )}
        </div>
        <div className="min-w-0">
          <h3 className="mb-1 text-xs font-bold tracking-wide text-muted uppercase">Contact</h3>
          <p className="wrap-anywhere">{order.customerName}</p>
          <p className="wrap-anywhere">{order.phone ? `Phone: ${order.phone}` : 'No phone given'}</p>
        </div>
      </section>

      {/* A row per line, as many as the cart had; on paper a row never splits across pages, and the headings repeat. */}
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">What is in the parcel</caption>
        <thead>
          <tr className="border-b-2 border-ink text-xs tracking-wide text-muted uppercase">
            <th scope="col" className="py-2 pr-4">
              Product
            </th>
            <th scope="col" className="py-2 pr-4 sm:w-32">
              Part number
            </th>
            <th scope="col" className="py-2 text-right sm:w-24">
              Quantity
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, i) => (
            <tr key={i} className="break-inside-avoid border-b border-line">
              <td className="py-3 pr-4 font-semibold">
                <LongWords text={line.name} />
              </td>
              <td className="py-3 pr-4 font-mono text-sm whitespace-nowrap">{line.partNumber ?? <span className="font-sans text-muted">None</span>}</td>
              <td className="py-3 text-right text-lg font-bold tabular-nums">{formatCount(line.quantity)}</td>
            </tr>
          ))}
          {/* In the body, not a footer: a footer prints again on every page, as if each page held them all. */}
          {order.lines.length > 1 && (
            <tr className="break-inside-avoid">
              <th scope="row" colSpan={2} className="pt-3 pr-4 text-right text-sm font-semibold text-muted">
                {formatCounted(order.lines.length, 'line', 'lines')}, units in all
              </th>
              <td className="pt-3 text-right text-lg font-bold tabular-nums">{formatCount(order.quantity)}</td>
            </tr>
          )}
        </tbody>
      </table>

      <section aria-label="Packed by" className="grid grid-cols-1 gap-4 sm:grid-cols-[2fr_1fr]">
        <div className="flex min-h-24 flex-col justify-end rounded-md border-2 border-ink p-2">
          <span className="text-xs text-muted">Packed and checked by (signature)</span>
        </div>
        <div className="flex min-h-24 flex-col justify-end rounded-md border-2 border-ink p-2">
          <span className="text-xs text-muted">Date</span>
        </div>
      </section>

      <div className="no-print flex justify-end">
        <Button onClick={onPrint}>Print</Button>
      </div>
    </article>
  );
}
