import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeCardElement, StripeCardElementChangeEvent, StripeCardElementOptions } from '@stripe/stripe-js';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { CardPayments } from '../../core/ports/browser/card-payments';
import { cx } from '../components/cx';
import type { CardFormProps } from '../services/card-providers';

/** The part of Stripe.js that confirms a card payment. */
export type StripeLike = Pick<Stripe, 'createPaymentMethod' | 'confirmCardPayment'>;

export interface StripeCardFormProps extends CardFormProps {
  /** Stripe.js, as `loadStripe` (from `@stripe/stripe-js/pure`) answers it. */
  stripe: Promise<Stripe | null> | Stripe;
  /** Binds Stripe and the card element to the shop's CardPayments (the Stripe adapter's, given by the composition root). */
  makePayments(stripe: StripeLike, card: () => StripeCardElement | null): CardPayments;
}

// The card field is drawn in Stripe's frame, out of reach of the page's CSS: these match the
// shop's text fields (ui/components/text-field.tsx) in plain values.
const fieldStyle: StripeCardElementOptions['style'] = {
  base: {
    color: '#1f2933',
    fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
    fontSize: '16px',
    lineHeight: '24px',
    '::placeholder': { color: '#52606db3' },
  },
  invalid: { color: '#b91c1c', iconColor: '#b91c1c' },
};

function CardField({ onPayments, disabled, onCardChange, makePayments }: Omit<StripeCardFormProps, 'stripe'>) {
  const stripe = useStripe();
  const elements = useElements();
  const labelId = useId();
  const [error, setError] = useState<string | null>(null);

  // The latest callbacks, so that a parent passing new functions on each render does not rebind.
  const latest = useRef({ onPayments, makePayments });
  useEffect(() => {
    latest.current = { onPayments, makePayments };
  });

  useEffect(() => {
    if (!stripe || !elements) return;
    const { onPayments: report, makePayments: make } = latest.current;
    report(make(stripe, () => elements.getElement(CardElement)));
    return () => report(null);
  }, [stripe, elements]);

  const options = useMemo<StripeCardElementOptions>(() => ({ hidePostalCode: true, disabled, style: fieldStyle }), [disabled]);
  const onChange = (event: StripeCardElementChangeEvent) => {
    setError(event.error?.message ?? null);
    onCardChange();
  };

  return (
    <div className="flex flex-col gap-1.5">
      <p id={labelId} className="text-sm font-semibold text-ink-soft">
        Card
      </p>
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={error ? `${labelId}-error` : undefined}
        aria-disabled={disabled || undefined}
        className={cx(
          'block w-full rounded-lg border bg-surface px-3.5 py-2.5 transition-colors',
          'focus-within:border-brand focus-within:focus-ring',
          error ? 'border-danger' : 'border-line',
          disabled && 'cursor-not-allowed opacity-60',
        )}
      >
        <CardElement options={options} onChange={onChange} />
      </div>
      {error && (
        <p id={`${labelId}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Stripe's card form: Stripe's card element in the shop's field style. Once Stripe.js is ready it
 * hands over what pays with the card entered (and null when it goes away).
 */
export function StripeCardForm({ stripe, ...props }: StripeCardFormProps) {
  // <Elements> takes its stripe prop once: a new promise on a later render is ignored with a warning.
  const [stripeProp] = useState(() => stripe);
  return (
    <Elements stripe={stripeProp}>
      <CardField {...props} />
    </Elements>
  );
}
