import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef } from 'react';
import { TradePricesApply } from '../trade/trade-price-note';
import { cartMessages, type CartView } from '../../core/domain/cart';
import { Alert } from '../components/alert';
import { Button, buttonClass } from '../components/button';
import { Container } from '../components/container';
import { useDocumentTitle } from '../components/page-shell';
import { formatCount } from '../format';
import { formatCents } from '../../core/domain/money';
import { shownTotal } from '../../core/domain/shown-prices';
import { PricePending } from '../catalogue/shown-price';
import { useShownPrices } from '../catalogue/use-shown-prices';
import { CartQuote } from '../quotes/cart-quote';
import { CartLineItem } from './cart-line-item';
import { CartReadState } from './cart-read-state';
import { useCart } from './cart-context';

/** /cart: what the visitor or customer has put in their cart, to change, and to check out once signed in. */
export function CartPage() {
  const { owner, cart, reading, saving, error, send } = useCart();
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle('Your cart');
  // Opened again later: read as the shop holds it now (prices, stock). Not yet known: it is read once it is.
  const known = owner !== null;
  useEffect(() => {
    if (known) send({ type: 'REFRESH' });
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Container className="py-10 sm:py-14">
      <h1 ref={heading} tabIndex={-1} className="mb-8 text-3xl font-extrabold text-ink outline-none sm:text-4xl">
        Your cart
      </h1>
      {cart === null || cart.lines.length === 0 ? (
        <CartReadState cart={cart} error={error} reading={reading} onRetry={() => send({ type: 'REFRESH' })} empty="Add tools from the catalogue and they wait for you here, signed in or not." />
      ) : (
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex min-w-0 flex-col gap-4">
            {error && (
              <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-danger-soft px-4 py-3">
                <Alert>{error}</Alert>
                <Button variant="secondary" size="sm" onClick={() => send({ type: 'REFRESH' })}>
                  Try again
                </Button>
              </div>
            )}
            <ul aria-label="Products in your cart" className="flex flex-col gap-4">
              {cart.lines.map((line) => (
                <CartLineItem
                  key={line.productId}
                  line={line}
                  saving={saving}
                  onQuantity={(quantity) => send({ type: 'SET', line, quantity })}
                  onRemove={() => {
                    send({ type: 'REMOVE', line });
                    // The line and its button go: the page's heading takes the focus, not the document's top.
                    heading.current?.focus();
                  }}
                />
              ))}
            </ul>
            {owner === 'customer' && <CartQuote lines={cart.lines} />}
          </div>
          <CartSummary cart={cart} visitor={owner === 'visitor'} busy={saving || reading} />
        </div>
      )}
    </Container>
  );
}

/** The cart's totals and the way to checkout: for a visitor, signing in first; for a cart that cannot be ordered, the reason. */
export function CartSummary({ cart, visitor, busy }: { cart: CartView; visitor: boolean; busy: boolean }) {
  const id = useId();
  const shown = useShownPrices();
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card lg:sticky lg:top-24">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-ink">
        Summary
      </h2>
      <dl className="flex flex-col gap-2 text-ink-soft">
        <div className="flex justify-between gap-4">
          <dt>Products</dt>
          <dd className="font-semibold text-ink">{formatCount(cart.lines.length)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Units</dt>
          <dd className="font-semibold text-ink">{formatCount(cart.units)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
          <dt className="font-semibold text-ink">
            Subtotal <span className="text-sm font-normal text-muted">({shown.words})</span>
          </dt>
          <dd className="text-2xl font-extrabold text-ink" aria-live="polite">
            {shown.showing ? formatCents(shownTotal(shown.showing, cart.lines)) : <PricePending />}
          </dd>
        </div>
      </dl>
      {cart.blocked && (
        <p id={`${id}-blocked`} className="text-sm font-medium text-danger">
          {cart.blocked}
        </p>
      )}
      {visitor ? (
        <>
          <p id={`${id}-sign-in`} className="text-sm text-muted">
            {cartMessages.signInToCheckout}
          </p>
          <Link to="/login" search={{ redirect: '/checkout' }} className={buttonClass('primary', 'lg', 'w-full')} aria-describedby={`${id}-sign-in`}>
            Sign in to check out
          </Link>
        </>
      ) : cart.blocked || busy ? (
        <Button size="lg" className="w-full" disabled busy={busy && !cart.blocked} aria-describedby={cart.blocked ? `${id}-blocked` : undefined}>
          Checkout
        </Button>
      ) : (
        <Link to="/checkout" className={buttonClass('primary', 'lg', 'w-full')}>
          Checkout
        </Link>
      )}
      {!visitor && <TradePricesApply />}
      <p className="text-xs text-muted">{cartMessages.pricedToday}.</p>
    </section>
  );
}
