import { Link } from '@tanstack/react-router';
import type { Billing } from '../../core/ports/card-payments';
import { canPayOrder, type Order } from '../../core/domain/order';
import { buttonClass } from '../components/button';
import { Callout } from '../components/callout';
import { ErrorState, LoadingState } from '../components/states';
import { useAsync } from '../hooks/use-async';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import type { CardProvider } from './card-provider';
import { PaymentPanel } from './payment-panel';
import { usePayment } from './use-payment';

function Payment({ order, provider, billing }: { order: Order; provider: CardProvider; billing: Billing }) {
  const payment = usePayment(order._id, billing);
  return (
    <PaymentPanel
      order={order}
      provider={provider}
      step={payment.step}
      error={payment.error}
      transactionId={payment.transactionId}
      onPayments={payment.onPayments}
      onCardChange={payment.cardChanged}
      onPay={payment.pay}
      onRetry={payment.retry}
    />
  );
}

/** Paying one order: the order and the configured card provider are loaded, then the payment runs. */
export function PayOrder({ orderId, billing }: { orderId: string; billing: Billing }) {
  const orders = useService(UI_TOKENS.OrdersApi);
  const payments = useService(UI_TOKENS.PaymentsApi);
  const providers = useService(UI_TOKENS.CardProviders);
  const loaded = useAsync(async () => {
    const [order, provider] = await Promise.all([orders.getOrder(orderId), payments.paymentConfig().then((config) => providers.load(config))]);
    return { order, provider };
  }, [orders, payments, providers, orderId]);

  if (loaded.status === 'loading') return <LoadingState label="Loading the order" />;
  if (loaded.status === 'error') return <ErrorState title="This order cannot be paid here" message={loaded.error.message} onRetry={loaded.retry} />;
  const { order, provider } = loaded.data;
  if (!canPayOrder(order)) {
    return (
      <div className="flex flex-col gap-4">
        <Callout tone="success" title="This order is paid">
          {order.quantity} × {order.product}. Transaction ID <code className="font-mono break-all text-ink">{order.transactionId}</code>
        </Callout>
        <Link to="/dashboard" className={buttonClass('secondary', 'md', 'self-start')}>
          Back to My Orders
        </Link>
      </div>
    );
  }
  return <Payment order={order} provider={provider} billing={billing} />;
}
