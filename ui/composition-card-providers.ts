import { createElement } from 'react';
import { httpCardConfirmation } from '../adapters/http/client/http-card-confirmation';
import type { HttpClient } from '../adapters/http/client/http-client';
import type { PaymentConfig } from '../core/ports/browser/payments-api';
import type { CardProvider, CardProviders } from './services/card-providers';

// Stripe's published test cards, shown while its test keys are in use.
const stripeTestCards = [
  { number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'Declined' },
  { number: '4000 0000 0000 9995', outcome: 'Declined: insufficient funds' },
];

/** The card provider's browser half, fetched only once the shop says which one it uses. */
export function cardProviders(http: HttpClient): CardProviders {
  const load = async (config: PaymentConfig): Promise<CardProvider> => {
    if (config.provider === 'sandbox') {
      const [{ SandboxCardForm }, { SandboxCardPayments }, cards] = await Promise.all([
        import('./payments/sandbox-card-form'),
        import('../adapters/sandbox-card/browser/sandbox-card-payments'),
        import('../adapters/sandbox-card/test-cards'),
      ]);
      const format = { number: cards.formatCardNumber, expiry: cards.formatExpiry };
      const makePayments = (card: () => { number: string; expiry: string; cvc: string }) => new SandboxCardPayments(httpCardConfirmation(http), card);
      return {
        kind: 'sandbox',
        testMode: true,
        testCards: cards.TEST_CARDS,
        CardForm: (props) => createElement(SandboxCardForm, { ...props, format, makePayments }),
      };
    }
    const [{ loadStripe }, { StripeCardForm }, { StripeCardPayments }] = await Promise.all([
      import('@stripe/stripe-js/pure'),
      import('./payments/stripe-card-form'),
      import('../adapters/stripe/browser/stripe-card-payments'),
    ]);
    const stripe = loadStripe(config.publishableKey);
    const makePayments = (...args: ConstructorParameters<typeof StripeCardPayments>) => new StripeCardPayments(...args);
    const testMode = config.publishableKey.startsWith('pk_test_');
    return {
      kind: 'stripe',
      testMode,
      testCards: testMode ? stripeTestCards : [],
      CardForm: (props) => createElement(StripeCardForm, { ...props, stripe, makePayments }),
    };
  };
  // One load per configuration: the form component keeps its identity across renders.
  const loaded = new Map<string, Promise<CardProvider>>();
  return {
    load: (config) => {
      const key = JSON.stringify(config);
      if (!loaded.has(key)) loaded.set(key, load(config));
      return loaded.get(key)!;
    },
  };
}
