import { Link } from '@tanstack/react-router';
import type { Order } from '../../core/domain/order';
import { contentsOf } from '../../core/domain/order-contents';
import { LinesInARow } from '../orders/order-lines';
import { Button, buttonClass } from '../components/button';
import { Callout } from '../components/callout';
import type { CardFormProps, CardProvider } from '../services/card-providers';
import { totalWords } from '../../core/domain/tax';

export type PaymentStep = 'fetchingSecret' | 'unavailable' | 'ready' | 'confirming' | 'recording' | 'failed' | 'paid';

export interface PaymentPanelProps {
  order: Order;
  provider: CardProvider;
  step: PaymentStep;
  error: string | null;
  transactionId: string | null;
  onPayments: CardFormProps['onPayments'];
  onCardChange: CardFormProps['onCardChange'];
  onPay(): void;
  onRetry(): void;
}

function TestCards({ provider }: { provider: CardProvider }) {
  return (
    <Callout tone="info" title="Test mode: no real card is charged" announce={false}>
      Pay with one of these test cards, any future expiry date and any CVC:
      <span className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {provider.testCards.map((card) => (
          <span key={card.number} className="contents">
            <code className="font-mono text-ink">{card.number}</code>
            <span>{card.outcome}</span>
          </span>
        ))}
      </span>
    </Callout>
  );
}

/** The payment page's body: what is paid for, the provider's card form, Pay, and the outcome. */
export function PaymentPanel({ order, provider, step, error, transactionId, onPayments, onCardChange, onPay, onRetry }: PaymentPanelProps) {
  const { CardForm } = provider;
  const busy = step === 'confirming' || step === 'recording';
  // The card was charged but the shop has not recorded it yet: only recording is tried again.
  const charged = step === 'failed' && transactionId !== null;
  const cardLocked = busy || charged || step === 'unavailable';
  if (step === 'paid') {
    return (
      <div className="flex flex-col gap-4">
        <Callout tone="success" title="Paid">
          {totalWords(order)} for {contentsOf(order.lines)}. Transaction ID{' '}
          <code className="font-mono break-all text-ink">{transactionId}</code>
        </Callout>
        <Link to="/dashboard" className={buttonClass('primary', 'md', 'self-start')}>
          Back to My Orders
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-4 rounded-card border border-line bg-surface p-5 shadow-card wrap-anywhere sm:grid-cols-2 xl:grid-cols-4">
        {/* The number the customer quotes, and finds in the order-placed email's link that brought them here. */}
        <div>
          <dt className="text-sm text-muted">Order</dt>
          <dd className="font-mono font-semibold whitespace-nowrap text-ink">{order.number}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Customer</dt>
          <dd className="font-semibold text-ink">{order.customerName}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{order.lines.length === 1 ? 'Product' : 'Products'}</dt>
          <dd className="font-semibold text-ink">{order.lines.length === 1 ? contentsOf(order.lines) : <LinesInARow lines={order.lines} />}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Total</dt>
          <dd className="text-2xl font-extrabold text-brand">{totalWords(order)}</dd>
        </div>
      </dl>
      {provider.testMode && <TestCards provider={provider} />}
      <form
        className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card"
        aria-label="Card payment"
        onSubmit={(event) => {
          event.preventDefault();
          onPay();
        }}
      >
        <CardForm onPayments={onPayments} disabled={cardLocked} onCardChange={onCardChange} />
        {error && (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        )}
        {step === 'unavailable' || charged ? (
          <Button variant="secondary" onClick={onRetry} className="self-start">
            Try again
          </Button>
        ) : (
          <Button type="submit" size="lg" disabled={step === 'fetchingSecret'} busy={busy} className="self-start">
            {step === 'fetchingSecret' ? 'Preparing payment…' : busy ? 'Paying…' : `Pay ${totalWords(order)}`}
          </Button>
        )}
      </form>
    </div>
  );
}
