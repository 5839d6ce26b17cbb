import { useAuth } from '../auth/auth-context';
import { RequireAuth } from '../auth/guards';
import { CartPage } from '../cart/cart-page';
import { CheckoutPage } from '../cart/checkout-page';

/** /cart: anyone's, a visitor's too. */
export function CartRoute() {
  return <CartPage />;
}

/** /checkout: a signed-in customer's; a visitor signs in first and comes back here. */
export function CheckoutRoute() {
  const { user } = useAuth();
  return <RequireAuth>{user && <CheckoutPage customer={user} />}</RequireAuth>;
}
