import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { atVolumePrice, cartMessages, movedPrice, type CartLine } from '../../core/domain/cart';
import { volumePriceWords } from '../../core/domain/volume-prices';
import { checkQuantity, packMessages } from '../../core/domain/product';
import { Button } from '../components/button';
import { cx } from '../components/cx';
import { PartNumber } from '../components/part-number';
import { PricePending } from '../catalogue/shown-price';
import { useShownPrices } from '../catalogue/use-shown-prices';

/** The line's product picture, or a plain tile once the product has left the catalogue. */
export function LinePicture({ line, size = 'md' }: { line: Pick<CartLine, 'image' | 'name'>; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-14' : 'size-20 sm:size-24';
  return line.image ? (
    <img src={line.image} alt="" width={96} height={96} className={cx(box, 'shrink-0 rounded-lg border border-line bg-canvas object-cover')} />
  ) : (
    <div aria-hidden className={cx(box, 'flex shrink-0 items-center justify-center rounded-lg border border-dashed border-line bg-canvas text-muted')}>
      <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d="M4 7l8-4 8 4v10l-8 4-8-4z M4 7l8 4 8-4 M12 11v10" />
      </svg>
    </div>
  );
}

/** The line's name, a link to its product while the product is still sold. */
export function LineName({ line, className }: { line: Pick<CartLine, 'productId' | 'name' | 'problem'>; className?: string }) {
  const classes = cx('font-bold text-ink wrap-anywhere', className);
  return line.problem === 'gone' ? (
    <span className={classes}>{line.name}</span>
  ) : (
    <Link to="/productDetail/$id" params={{ id: line.productId }} className={cx(classes, 'hover:text-brand hover:underline')}>
      {line.name}
    </Link>
  );
}

/**
 * A unit's price now, with the price it was put in at struck through before it when that has changed
 * (and no volume price applies); `each` after it unless told not to, and "volume price" where the quantity reaches one.
 */
export function UnitPrice({ line, each = true, rate }: { line: Pick<CartLine, 'unitPrice' | 'addedPrice' | 'pricing' | 'partNumber'>; each?: boolean; rate?: number }) {
  const volume = atVolumePrice(line);
  const moved = movedPrice(line) !== null && !volume;
  const shown = useShownPrices();
  // At the delivery country's rate where checkout knows it, else the shop's own.
  const price = (net: number) => (rate === undefined ? shown.price(line.partNumber, net) : shown.at(rate, net));
  return (
    <span className="text-sm text-muted">
      {moved && (
        <>
          <s className="text-muted">
            <span className="sr-only">was </span>
            {price(line.addedPrice)}
          </s>{' '}
          <span className="sr-only">now </span>
        </>
      )}
      <span className={cx('font-semibold', moved ? 'text-ink' : 'text-ink-soft')}>{price(line.unitPrice) ?? <PricePending />}</span>
      {each && ' each'}
      {volume && <span className="ml-1.5 rounded bg-success-soft px-1.5 py-0.5 text-xs font-semibold text-success">{volumePriceWords.atVolumePrice}</span>}
    </span>
  );
}

/** Says that the product's price moved since the line was put in, and to what: checkout charges the new one. */
export function PriceMoved({ line, className }: { line: Pick<CartLine, 'addedPrice' | 'pricing' | 'partNumber'>; className: string }) {
  const moved = movedPrice(line);
  const shown = useShownPrices();
  const price = (net: number) => shown.price(line.partNumber, net) ?? '…';
  return moved && <p className={className}>{cartMessages.priceMoved(moved.now > moved.was, price(moved.was), price(moved.now))}</p>;
}

/** What the line comes to, as the reader is shown prices: as `taxed` says where checkout has worked out the order's VAT. */
export function LineTotal({ line, taxed, className }: { line: Pick<CartLine, 'lineTotal' | 'partNumber'>; taxed?: { net: number; gross: number }; className: string }) {
  const shown = useShownPrices();
  const text = taxed ? shown.ofTaxed(taxed) : shown.price(line.partNumber, line.lineTotal);
  return (
    <p className={className} aria-label={text ? `Line total ${text}` : undefined}>
      {text ?? <PricePending />}
    </p>
  );
}

export interface CartLineItemProps {
  line: CartLine;
  /** A change is on its way to the shop: the line shows what was last answered. */
  saving?: boolean;
  onQuantity(quantity: number): void;
  onRemove(): void;
}

/** One product in the cart: its picture, name, price, quantity within its bounds, total, and what stops it being ordered. */
export function CartLineItem({ line, saving = false, onQuantity, onRemove }: CartLineItemProps) {
  const id = useId();
  return (
    <li className="flex gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5" aria-labelledby={`${id}-name`}>
      <LinePicture line={line} />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div className="flex min-w-0 flex-col gap-1">
            <p id={`${id}-name`} className="leading-snug">
              <LineName line={line} />
            </p>
            {line.partNumber && <PartNumber partNumber={line.partNumber} />}
            <UnitPrice line={line} />
          </div>
          <LineTotal line={line} className="shrink-0 text-lg font-extrabold text-ink sm:text-right" />
        </div>
        <PriceMoved line={line} className="rounded-md bg-info-soft px-2.5 py-1.5 text-sm text-info" />
        <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
          <LineQuantity line={line} saving={saving} describedBy={line.message ? `${id}-problem` : undefined} onQuantity={onQuantity} />
          <Button variant="ghost" size="sm" className="mt-[1.875rem]" aria-label={`Remove ${line.name}`} onClick={onRemove}>
            Remove
          </Button>
        </div>
        {line.message && (
          <p id={`${id}-problem`} className="text-sm font-medium text-danger">
            {line.message}
          </p>
        )}
      </div>
    </li>
  );
}

/** How long typing may pause before the quantity typed is sent: long enough not to send each digit on its way. */
const SEND_AFTER_MS = 600;

/**
 * The line's quantity: what the customer types, checked against the product's bounds as they type
 * (the spec's messages); a quantity within them is sent when they pause, press Enter or leave the
 * field, and the shop's answer shows once they have left it.
 */
function LineQuantity({ line, saving, describedBy, onQuantity }: { line: CartLine; saving: boolean; describedBy?: string; onQuantity(quantity: number): void }) {
  const id = useId();
  const [draft, setDraft] = useState<number | null>(null);
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // What was sent last: Enter, then leaving the field, sends it once.
  const sent = useRef<number | null>(null);
  useEffect(() => () => clearTimeout(pause.current), []);
  const shown = draft ?? line.quantity;
  const bounds = { min: line.min, max: line.max, packSize: line.packSize, ...line.pricing };
  const verdict = checkQuantity(bounds, shown);
  const gone = line.problem === 'gone';
  const send = (quantity: number) => {
    clearTimeout(pause.current);
    if (quantity === line.quantity || quantity === sent.current || !checkQuantity(bounds, quantity).ok) return;
    sent.current = quantity;
    onQuantity(quantity);
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink-soft">
        Quantity
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={line.min}
        max={line.max}
        step={line.packSize}
        disabled={gone}
        value={Number.isNaN(shown) ? '' : shown}
        onFocus={() => {
          sent.current = null;
          setDraft(line.quantity);
        }}
        onBlur={() => {
          if (draft !== null) send(draft);
          setDraft(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && draft !== null) send(draft);
        }}
        onChange={(event) => {
          const quantity = event.target.value === '' ? Number.NaN : event.target.valueAsNumber;
          setDraft(quantity);
          clearTimeout(pause.current);
          pause.current = setTimeout(() => send(quantity), SEND_AFTER_MS);
        }}
        aria-invalid={verdict.ok ? undefined : true}
        aria-describedby={[verdict.ok ? `${id}-bounds` : `${id}-note`, describedBy].filter(Boolean).join(' ')}
        aria-busy={saving || undefined}
        className={cx('h-11 w-28 rounded-lg border bg-surface px-3 text-base font-semibold text-ink focus:border-brand disabled:opacity-60', verdict.ok ? 'border-line' : 'border-danger')}
      />
      {verdict.ok ? (
        !gone && (
          <p id={`${id}-bounds`} className="text-xs text-muted">
            {line.min} to {line.max}
            {line.packSize > 1 && `, ${packMessages.soldInPacks(line.packSize).toLowerCase()}`}
          </p>
        )
      ) : (
        <p id={`${id}-note`} aria-live="polite" className="max-w-56 text-sm font-medium text-danger">
          {verdict.reason === 'not_in_packs' ? verdict.message : `${verdict.message}: order between ${line.min} and ${line.max}`}
        </p>
      )}
    </div>
  );
}
