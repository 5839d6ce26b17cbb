import { getRouteApi } from '@tanstack/react-router';
import { useAuth } from '../../auth/auth-context';
import { useDocumentTitle } from '../../components/page-shell';
import { PayOrder } from '../../payments/pay-order';

const route = getRouteApi('/dashboard/payment/$id');

/** /dashboard/payment/{id}: paying one of the customer's orders by card. */
export function PaymentPage() {
  const { id } = route.useParams();
  const { user } = useAuth();
  useDocumentTitle('Payment');
  if (!user) return null;
  return (
    <section aria-labelledby="payment-heading" className="flex flex-col gap-4">
      <h2 id="payment-heading" className="text-2xl font-bold text-ink">
        Payment
      </h2>
      <PayOrder key={id} orderId={id} billing={{ name: user.displayName, email: user.email }} />
    </section>
  );
}
