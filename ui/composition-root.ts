import 'reflect-metadata';
import { Container } from 'inversify';
import { LocalStorageTokenStore } from '../adapters/browser/local-storage-token-store';
import { LazyFirebaseAuthService } from '../adapters/firebase/browser/lazy-firebase-auth-service';
import { HttpAdminApi } from '../adapters/http/client/http-admin-api';
import { HttpCatalogueApi } from '../adapters/http/client/http-catalogue-api';
import { HttpClient } from '../adapters/http/client/http-client';
import { HttpContactApi } from '../adapters/http/client/http-contact-api';
import { HttpOrdersApi } from '../adapters/http/client/http-orders-api';
import { HttpPaymentsApi } from '../adapters/http/client/http-payments-api';
import { HttpProfileApi } from '../adapters/http/client/http-profile-api';
import { HttpReviewsApi } from '../adapters/http/client/http-reviews-api';
import { HttpSessionApi } from '../adapters/http/client/http-session-api';
import { createElement } from 'react';
import type { PaymentConfig } from '../core/ports/payments-api';
import type { CardProvider, CardProviders } from './payments/card-provider';
import { UI_TOKENS } from './services/tokens';

// Stripe's published test cards, shown while its test keys are in use.
const stripeTestCards = [
  { number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'Declined' },
  { number: '4000 0000 0000 9995', outcome: 'Declined: insufficient funds' },
];

/** The card provider's browser half, fetched only once the shop says which one it uses. */
function cardProviders(http: HttpClient): CardProviders {
  const load = async (config: PaymentConfig): Promise<CardProvider> => {
    if (config.provider === 'sandbox') {
      const [{ SandboxCardForm }, { SandboxCardPayments }, cards] = await Promise.all([
        import('./payments/sandbox-card-form'),
        import('../adapters/sandbox-card/browser/sandbox-card-payments'),
        import('../adapters/sandbox-card/test-cards'),
      ]);
      const format = { number: cards.formatCardNumber, expiry: cards.formatExpiry };
      const makePayments = (card: () => { number: string; expiry: string; cvc: string }) => new SandboxCardPayments(http, card);
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

/** The browser's one place that names concrete adapters: the shop's API over HTTP, Firebase for sign-in. */
export function createBrowserContainer(baseUrl = '') {
  const container = new Container();
  const tokens = new LocalStorageTokenStore();
  const http = new HttpClient(baseUrl, undefined, tokens);
  container.bind(UI_TOKENS.TokenStore).toConstantValue(tokens);
  container.bind(UI_TOKENS.CatalogueApi).toConstantValue(new HttpCatalogueApi(http));
  container.bind(UI_TOKENS.OrdersApi).toConstantValue(new HttpOrdersApi(http));
  container.bind(UI_TOKENS.AdminApi).toConstantValue(new HttpAdminApi(http));
  container.bind(UI_TOKENS.ProfileApi).toConstantValue(new HttpProfileApi(http));
  container.bind(UI_TOKENS.ReviewsApi).toConstantValue(new HttpReviewsApi(http));
  container.bind(UI_TOKENS.PaymentsApi).toConstantValue(new HttpPaymentsApi(http));
  container.bind(UI_TOKENS.ContactApi).toConstantValue(new HttpContactApi(http));
  container.bind(UI_TOKENS.CardProviders).toConstantValue(cardProviders(http));
  container.bind(UI_TOKENS.SessionApi).toConstantValue(new HttpSessionApi(http));
  // Firebase loads at start only where the shop keeps a session: a visitor's pages never fetch it.
  const auth = new LazyFirebaseAuthService(() => http.call('getAuthConfig'), () => tokens.get() !== null);
  container.bind(UI_TOKENS.AuthService).toConstantValue(auth);
  return container;
}
