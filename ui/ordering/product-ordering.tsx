import { Link } from '@tanstack/react-router';
import type { Product } from '../../core/domain/product';
import { isAdmin, type User } from '../../core/domain/user';
import { Callout } from '../components/callout';
import { formatPrice } from '../format';
import { OrderDialog } from './order-dialog';
import { QuantityPicker } from './quantity-picker';
import { useOrdering } from './use-ordering';

/** Choosing a quantity and placing the order, on the product page. */
export function ProductOrdering({ product, customer }: { product: Product; customer: Pick<User, 'email' | 'displayName'> & Partial<Pick<User, 'role'>> }) {
  const { context, total, open, submitting, placed, failed, send } = useOrdering(product, customer);
  return (
    <div className="flex flex-col gap-4">
      <QuantityPicker
        product={product}
        quantity={context.quantity}
        verdict={context.verdict}
        total={total}
        onQuantity={(quantity) => send({ type: 'QUANTITY', quantity })}
        onPurchase={() => send({ type: 'PURCHASE' })}
      />
      {placed && context.order && (
        <Callout tone="success" title="Order placed">
          {context.order.quantity} × {context.order.productName} for a total of {formatPrice(context.order.totalPrice)}.{' '}
          {/* An admin's dashboard has no My Orders: they go straight to paying. */}
          {isAdmin(customer) ? (
            <Link to="/dashboard/payment/$id" params={{ id: context.order._id }} className="font-semibold underline">
              Pay for it now
            </Link>
          ) : (
            <>
              <Link to="/dashboard" className="font-semibold underline">
                See it in My Orders
              </Link>{' '}
              to pay for it.
            </>
          )}
        </Callout>
      )}
      {failed && (
        <Callout tone="error" title="Your order was not placed">
          {context.error} Press Purchase to try again.
        </Callout>
      )}
      <OrderDialog
        open={open}
        productName={product.name}
        customer={customer}
        quantity={context.quantity}
        total={total ?? 0}
        phone={context.phone}
        address={context.address}
        addressError={context.addressError}
        submitting={submitting}
        onPhone={(phone) => send({ type: 'PHONE', phone })}
        onAddress={(choice) => send({ type: 'ADDRESS', choice })}
        onSubmit={() => send({ type: 'SUBMIT' })}
        onClose={() => send({ type: 'CLOSE' })}
      />
    </div>
  );
}
