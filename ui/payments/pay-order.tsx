import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Billing } from '../../core/ports/browser/card-payments';
import type { Order } from '../../core/domain/order';
import { contentsOf } from '../../core/domain/order-contents';
import { may } from '../../core/domain/order-life-cycle';
import { buttonClass } from '../components/button';
import { Callout } from '../components/callout';
import { ErrorState, LoadingState } from '../components/states';
import { messageOf } from '../error-message';
import { orderKeys, orderToPayQuery } from '../queries/orders';
import { cardProviderQuery, paymentKeys } from '../queries/payments';
import { useTryAgain } from '../queries/use-try-again';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import type { CardProvider } from '../services/card-providers';
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
  const order = useQuery(orderToPayQuery(orders, orderId));
  const provider = useQuery(cardProviderQuery(payments, providers));
  const tryAgain = useTryAgain(orderKeys.one(orderId), paymentKeys.provider);

  if (order.isError || provider.isError) return <ErrorState title="This order cannot be paid here" message={messageOf(order.error ?? provider.error)} onRetry={tryAgain} />;
  if (order.isPending || provider.isPending) return <LoadingState label="Loading the order" waiting={order.isFetching || provider.isFetching} />;
  if (!may('pay', order.data)) {
    return (
      <div className="flex flex-col gap-4">
        <Callout tone="success" title="This order is paid">
          {contentsOf(order.data.lines)}. Transaction ID <code className="font-mono break-all text-ink">{order.data.transactionId}</code>
        </Callout>
        <Link to="/dashboard" className={buttonClass('secondary', 'md', 'self-start')}>
          Back to My Orders
        </Link>
      </div>
    );
  }
  return <Payment order={order.data} provider={provider.data} billing={billing} />;
}
