import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import type { PaymentMethod } from '../../core/domain/on-account';
import { useCreditStanding } from '../trade/use-buyer-prices';
import { orderMessages } from '../../core/domain/order';
import type { Product } from '../../core/domain/product';
import type { User } from '../../core/domain/user';
import { useCart } from '../cart/cart-context';
import { Callout } from '../components/callout';
import { QuoteOffer } from '../quotes/quote-offer';
import { formatCount } from '../format';
import { OrderDialog } from './order-dialog';
import { QuantityPicker } from './quantity-picker';
import { useOrdering } from './use-ordering';

type Customer = Pick<User, 'email' | 'displayName'> & Partial<Pick<User, 'role'>>;

export interface ProductOrderingProps {
  product: Product;
  /** The signed-in customer; null for a visitor, whose Purchase goes to sign in; undefined while the sign-in is being checked. */
  customer: Customer | null | undefined;
  /** The quantity to start from: a visitor's choice, carried through signing in. */
  quantity?: number;
}

/**
 * Choosing a quantity, and placing the order (then paying for it) or putting it in the cart, on the
 * product page. A visitor puts it in the cart the browser keeps, and signs in to purchase.
 */
export function ProductOrdering({ product, customer, quantity }: ProductOrderingProps) {
  const { context, total, open, submitting, placed, failed, send } = useOrdering(product, customer ?? null, quantity);
  const cart = useCart();
  const inCart = cart.cart?.lines.find((line) => line.productId === product._id);
  const navigate = useNavigate();
  const standing = useCreditStanding();
  const choosePayment = useCallback((method: PaymentMethod) => send({ type: 'PAYMENT', method }), [send]);
  // A placed order is paid next: the payment page, the spec's toast still saying it was placed; one bought on account is shown.
  const order = placed ? context.order : null;
  useEffect(() => {
    if (order) void navigate(order.paymentDueAt ? { to: '/dashboard/order/$id', params: { id: order._id } } : { to: '/dashboard/payment/$id', params: { id: order._id } });
  }, [order, navigate]);
  return (
    <div className="flex flex-col gap-4">
      <QuantityPicker
        product={product}
        quantity={context.quantity}
        verdict={context.verdict}
        total={total}
        onQuantity={(quantity) => send({ type: 'QUANTITY', quantity })}
        onPurchase={() => send({ type: 'PURCHASE' })}
        purchaseWaits={customer === undefined}
        onAddToCart={() => cart.send({ type: 'ADD', product, quantity: context.quantity })}
        addingToCart={cart.saving || cart.owner === null}
        notes={
          <>
            {!context.verdict.ok && context.verdict.reason === 'above_max' && <QuoteOffer product={product} quantity={context.quantity} customer={customer} />}
            {inCart && (
              <p className="text-sm text-ink-soft">
                In your cart: <span className="font-semibold text-ink">{formatCount(inCart.quantity)}</span> ·{' '}
                <Link to="/cart" className="font-semibold text-brand hover:underline">
                  See your cart
                </Link>
              </p>
            )}
            {customer === null && <p className="text-sm text-muted">{orderMessages.signInToOrder}</p>}
          </>
        }
      />
      {failed && (
        <Callout tone="error" title="Your order was not placed">
          {context.error} Press Purchase to try again.
        </Callout>
      )}
      {customer && (
        <OrderDialog
          open={open}
          productName={product.name}
          partNumber={product.partNumber}
          customer={customer}
          quantity={context.quantity}
          total={total ?? 0}
          phone={context.phone}
          address={context.address}
          addressError={context.addressError}
          submitting={submitting}
          standing={standing}
          paymentMethod={context.paymentMethod}
          onPaymentMethod={choosePayment}
          onPhone={(phone) => send({ type: 'PHONE', phone })}
          onAddress={(choice) => send({ type: 'ADDRESS', choice })}
          onSubmit={() => send({ type: 'SUBMIT' })}
          onClose={() => send({ type: 'CLOSE' })}
        />
      )}
    </div>
  );
}
