import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useId } from 'react';
import type { PaymentMethod } from '../../core/domain/on-account';
import { PaymentChoice } from '../trade/payment-choice';
import { useCreditStanding } from '../trade/use-buyer-prices';
import type { CartView } from '../../core/domain/cart';
import { PHONE_MAX_LENGTH } from '../../core/domain/order';
import { Alert } from '../components/alert';
import { Button } from '../components/button';
import { Container } from '../components/container';
import { useDocumentTitle } from '../components/page-shell';
import { LoadingState } from '../components/states';
import { TextField } from '../components/text-field';
import { formatCounted } from '../format';
import { formatCents } from '../../core/domain/money';
import { vatLabel, type OrderTax } from '../../core/domain/tax';
import { PricePending } from '../catalogue/shown-price';
import { useOrderTax } from '../ordering/use-order-tax';
import { AddressPicker } from '../ordering/address-picker';
import { PartNumber } from '../components/part-number';
import { LineName, LinePicture, LineTotal, PriceMoved, UnitPrice } from './cart-line-item';
import { useCart } from './cart-context';
import { CartReadState } from './cart-read-state';
import { useCheckout } from './use-checkout';

export interface CheckoutPageProps {
  /** The signed-in customer: who the order is for, and a new address's recipient to start with. */
  customer: { email: string; displayName: string };
}

/** /checkout: where the cart goes, a phone number and, for a company buying on account, how to pay; the lines and the total to agree to, and Place order. */
export function CheckoutPage({ customer }: CheckoutPageProps) {
  const { cart, reading, saving, error: readError, send: sendCart } = useCart();
  const { context, placing, placed, send } = useCheckout();
  const standing = useCreditStanding();
  const choosePayment = useCallback((method: PaymentMethod) => send({ type: 'PAYMENT', method }), [send]);
  const formId = useId();
  // The order's VAT where it goes, worked out as the server will: the gross is what the card or the credit must cover.
  const tax = useOrderTax(cart?.lines ?? null, context.address);
  useDocumentTitle('Checkout');
  // The total agreed to is the one the shop holds now: read again as the page opens.
  useEffect(() => sendCart({ type: 'REFRESH' }), [sendCart]);

  const body = placed ? (
    <LoadingState label={context.order?.paymentDueAt ? 'Order placed on account: taking you to it' : 'Order placed: taking you to payment'} />
  ) : cart === null || cart.lines.length === 0 ? (
    <CartReadState cart={cart} error={readError} reading={reading} onRetry={() => sendCart({ type: 'REFRESH' })} empty="There is nothing to check out yet." />
  ) : (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_26rem]">
      <form
        id={formId}
        noValidate
        aria-label="Delivery"
        className="flex min-w-0 flex-col gap-5 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'PLACE', cart });
        }}
      >
        <h2 className="text-xl font-bold text-ink">Delivery</h2>
        <p className="text-sm text-ink-soft">
          Ordering as <span className="font-semibold text-ink wrap-anywhere">{customer.displayName}</span> (<span className="wrap-anywhere">{customer.email}</span>)
        </p>
        <TextField
          label="Phone Number (optional)"
          type="tel"
          autoComplete="tel"
          value={context.phone}
          maxLength={PHONE_MAX_LENGTH}
          onChange={(event) => send({ type: 'PHONE', phone: event.target.value })}
          hint="So we can reach you about delivery"
          disabled={placing}
        />
        <AddressPicker
          value={context.address}
          onChange={(choice) => send({ type: 'ADDRESS', choice })}
          showErrors={context.addressError !== null}
          disabled={placing}
          recipient={customer.displayName}
        />
        {context.addressError && <Alert>{context.addressError}</Alert>}
        <PaymentChoice standing={standing} total={tax?.gross ?? null} value={context.paymentMethod} onChange={choosePayment} disabled={placing} />
      </form>
      <OrderReview cart={cart} tax={tax} formId={formId} placing={placing} refreshing={reading || saving} error={context.error} onAccount={context.paymentMethod === 'account'} />
    </div>
  );

  return (
    <Container className="py-10 sm:py-14">
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-muted">
        <Link to="/cart" className="font-semibold text-brand hover:underline">
          ← Back to your cart
        </Link>
      </nav>
      <h1 className="mb-8 text-3xl font-extrabold text-ink sm:text-4xl">Checkout</h1>
      {body}
    </Container>
  );
}

/** The lines and the total the customer agrees to with its VAT, why the last try did not place the order, and Place order. */
function OrderReview({ cart, tax, formId, placing, refreshing, error, onAccount }: { cart: CartView; tax: OrderTax | null; formId: string; placing: boolean; refreshing: boolean; error: string | null; onAccount: boolean }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card lg:sticky lg:top-24">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-ink">
        Your order
      </h2>
      <ul aria-label="Products to order" className="flex flex-col divide-y divide-line">
        {cart.lines.map((line, at) => (
          <li key={line.productId} className="flex gap-3 py-3 first:pt-0">
            <LinePicture line={line} size="sm" />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <LineName line={line} className="text-sm leading-snug" />
              {line.partNumber && <PartNumber partNumber={line.partNumber} />}
              <p className="text-sm text-muted">
                {line.quantity} × <UnitPrice line={line} each={false} rate={tax?.lines[at]?.rate} />
              </p>
              <PriceMoved line={line} className="text-sm text-info" />
              {line.message && <p className="text-sm font-medium text-danger">{line.message}</p>}
            </div>
            <LineTotal line={line} taxed={tax?.lines[at]} className="shrink-0 font-bold text-ink" />
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-1.5 border-t border-line pt-3 text-sm text-ink-soft">
        <div className="flex justify-between gap-4">
          <dt>Net (ex VAT)</dt>
          <dd className="font-semibold text-ink tabular-nums">{tax ? formatCents(tax.net) : <PricePending />}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{tax ? vatLabel(tax) : 'VAT'}</dt>
          <dd className="font-semibold text-ink tabular-nums">{tax ? formatCents(tax.tax) : <PricePending />}</dd>
        </div>
      </dl>
      <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
        <p className="font-semibold text-ink">Total</p>
        <p className="text-2xl font-extrabold text-ink" aria-live="polite" aria-label={tax ? `Total ${formatCents(tax.gross)}` : 'Total'}>
          {tax ? formatCents(tax.gross) : <PricePending />}
        </p>
      </div>
      <p className="-mt-2 text-xs text-muted">{formatCounted(cart.units, 'unit', 'units')}, {onAccount ? 'on your company’s account.' : 'paid by card on the next page.'}</p>
      {error && <Alert>{error}</Alert>}
      {cart.blocked && (
        <div className="flex flex-col gap-2">
          <p id={`${id}-blocked`} className="text-sm font-medium text-danger">
            {cart.blocked}
          </p>
          <Link to="/cart" className="text-sm font-semibold text-brand hover:underline">
            Change your cart
          </Link>
        </div>
      )}
      <Button
        type="submit"
        form={formId}
        size="lg"
        className="w-full"
        busy={placing}
        disabled={cart.blocked !== null || refreshing}
        aria-describedby={cart.blocked ? `${id}-blocked` : undefined}
      >
        {placing ? 'Placing your order…' : 'Place order'}
      </Button>
    </section>
  );
}
