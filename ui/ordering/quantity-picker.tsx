import { useId } from 'react';
import type { Product, QuantityVerdict } from '../../core/domain/product';
import { Button } from '../components/button';
import { cx } from '../components/cx';
import { formatPrice } from '../format';

export interface QuantityPickerProps {
  product: Pick<Product, 'min' | 'max'>;
  quantity: number;
  verdict: QuantityVerdict;
  /** quantity x price, or null while the quantity cannot be ordered. */
  total: number | null;
  onQuantity(quantity: number): void;
  onPurchase(): void;
}

/** The quantity to order, starting at the minimum, and Purchase, enabled only within min..max. */
export function QuantityPicker({ product, quantity, verdict, total, onQuantity, onPurchase }: QuantityPickerProps) {
  const id = useId();
  return (
    <form
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card"
      onSubmit={(event) => {
        event.preventDefault();
        if (verdict.ok) onPurchase();
      }}
    >
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={id} className="text-sm font-semibold text-ink-soft">
            Quantity
          </label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={product.min}
            max={product.max}
            step={1}
            value={Number.isNaN(quantity) ? '' : quantity}
            onChange={(event) => onQuantity(event.target.value === '' ? Number.NaN : event.target.valueAsNumber)}
            aria-invalid={verdict.ok ? undefined : true}
            aria-describedby={`${id}-note`}
            className={cx(
              'h-12 w-36 rounded-lg border bg-surface px-3.5 text-lg font-semibold text-ink focus:border-brand',
              verdict.ok ? 'border-line' : 'border-danger',
            )}
          />
        </div>
        <Button type="submit" size="lg" disabled={!verdict.ok}>
          Purchase
        </Button>
      </div>
      <p id={`${id}-note`} aria-live="polite" className={cx('text-sm', verdict.ok ? 'text-muted' : 'font-medium text-danger')}>
        {verdict.ok ? (
          <>
            Total <span className="font-bold text-ink">{formatPrice(total ?? 0)}</span> · order between {product.min} and {product.max}
          </>
        ) : (
          `${verdict.message}: order between ${product.min} and ${product.max}`
        )}
      </p>
    </form>
  );
}
