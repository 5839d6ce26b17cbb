import { useId, type ReactNode } from 'react';
import { availability, orderableMost, packMessages, stockMessages, type Product, type QuantityVerdict } from '../../core/domain/product';
import { nextBreak, unitPriceAt, volumePriceWords } from '../../core/domain/volume-prices';
import { Button } from '../components/button';
import { cx } from '../components/cx';
import { useShownPrices } from '../catalogue/use-shown-prices';

export interface QuantityPickerProps {
  product: Pick<Product, 'min' | 'max' | 'stock' | 'packSize' | 'price' | 'priceBreaks' | 'partNumber'>;
  quantity: number;
  verdict: QuantityVerdict;
  /** quantity x price, or null while the quantity cannot be ordered. */
  total: number | null;
  onQuantity(quantity: number): void;
  onPurchase(): void;
  /** Purchase waits: whether the buyer is signed in is not known yet. */
  purchaseWaits?: boolean;
  /** Puts the quantity in the cart; without it there is no Add to cart. */
  onAddToCart?(): void;
  /** Add to cart waits: the cart is not known yet, or a change to it is on its way. */
  addingToCart?: boolean;
  /** What the buyer should know under the buttons: what the cart holds of this product already, that ordering needs an account. */
  notes?: ReactNode;
}

/** The quantity to order, starting at the minimum, with Purchase and Add to cart, enabled only within min..max and what is in stock. */
export function QuantityPicker({ product, quantity, verdict, total, onQuantity, onPurchase, purchaseWaits = false, onAddToCart, addingToCart = false, notes }: QuantityPickerProps) {
  const id = useId();
  const soldOut = availability(product).kind === 'out';
  // The most one order may take now: the maximum, or fewer when fewer are left.
  const most = orderableMost(product);
  return (
    <form
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card"
      onSubmit={(event) => {
        event.preventDefault();
        if (verdict.ok && !purchaseWaits) onPurchase();
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
            max={most}
            disabled={soldOut}
            step={product.packSize}
            value={Number.isNaN(quantity) ? '' : quantity}
            onChange={(event) => onQuantity(event.target.value === '' ? Number.NaN : event.target.valueAsNumber)}
            aria-invalid={verdict.ok ? undefined : true}
            aria-describedby={`${id}-note`}
            className={cx(
              'h-13 w-36 rounded-lg border bg-surface px-3.5 text-lg font-semibold text-ink focus:border-brand',
              verdict.ok ? 'border-line' : 'border-danger',
            )}
          />
        </div>
        {/* On a phone the buttons share the width: Purchase beside the quantity, Add to cart across the row below. */}
        <Button type="submit" size="lg" className="grow sm:grow-0" disabled={soldOut || !verdict.ok} busy={purchaseWaits} aria-describedby={`${id}-note`}>
          Purchase
        </Button>
        {onAddToCart && (
          <Button variant="secondary" size="lg" className="grow sm:grow-0" disabled={soldOut || !verdict.ok} busy={addingToCart} aria-describedby={`${id}-note`} onClick={onAddToCart}>
            Add to cart
          </Button>
        )}
      </div>
      <p id={`${id}-note`} aria-live="polite" className={cx('text-sm', verdict.ok ? 'text-muted' : 'font-medium text-danger')}>
        {soldOut ? (
          `${stockMessages.notEnough(0)}: it can be ordered again once the shop has more`
        ) : verdict.ok ? (
          <OrderableNote product={product} quantity={quantity} total={total ?? 0} most={most} />
        ) : verdict.reason === 'above_stock' || verdict.reason === 'not_in_packs' ? (
          verdict.message
        ) : (
          `${verdict.message}: order between ${product.min} and ${most}`
        )}
      </p>
      {notes}
    </form>
  );
}

/** Under a quantity that can be ordered: its total, the unit price where a volume price applies, the bounds and packs, and the next break. */
function OrderableNote({ product, quantity, total, most }: { product: QuantityPickerProps['product']; quantity: number; total: number; most: number }) {
  const unit = unitPriceAt(product, quantity);
  const next = nextBreak(product, quantity, most);
  const shown = useShownPrices();
  const price = (net: number) => shown.price(product.partNumber, net) ?? '…';
  return (
    <>
      Total <span className="font-bold text-ink">{price(total)}</span> {shown.words}
      {unit < product.price && ` (${price(unit)} each, ${volumePriceWords.atVolumePrice.toLowerCase()})`} · order between {product.min} and {most}
      {product.packSize > 1 && `, ${packMessages.soldInPacks(product.packSize).toLowerCase()}`}
      {next && (
        <>
          <br />
          {volumePriceWords.nextBreak(next.from, price(next.price))}
        </>
      )}
    </>
  );
}
