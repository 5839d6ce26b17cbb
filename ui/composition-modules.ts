import { ContainerModule } from 'inversify';
import { LocalStorageTokenStore } from '../adapters/browser/local-storage-token-store';
import { LocalStorageVisitorCart } from '../adapters/browser/local-storage-visitor-cart';
import { LazyFirebaseAuthService } from '../adapters/firebase/browser/lazy-firebase-auth-service';
import { HttpClient } from '../adapters/http/client/http-client';
import { HttpOrdersApi } from '../adapters/http/client/http-orders-api';
import { HttpPaymentsApi } from '../adapters/http/client/http-payments-api';
import { HttpSessionApi } from '../adapters/http/client/http-session-api';
import { serviceId } from '../core/ports/service-id';
import { cardProviders } from './composition-card-providers';
import { UI_TOKENS } from './services/tokens';

/** The one HTTP client: the screens call it as the ShopApi, and the machines' API adapters share it. */
const HTTP_CLIENT = serviceId<HttpClient>('HttpClient');

/** What the browser keeps in the page's local storage: the shop's access token, and a visitor's cart. */
export const browserStorageModule = new ContainerModule(({ bind }) => {
  bind(UI_TOKENS.TokenStore).toConstantValue(new LocalStorageTokenStore());
  bind(UI_TOKENS.VisitorCart).toConstantValue(new LocalStorageVisitorCart());
});

/** The shop's API over `fetch`: the network by default, or any fetch given (the dispatcher in-process, in stories). */
export const httpApiModule = ({ baseUrl = '', fetch }: { baseUrl?: string; fetch?: typeof globalThis.fetch } = {}) =>
  new ContainerModule(({ bind }) => {
    bind(HTTP_CLIENT)
      .toResolvedValue((tokens) => new HttpClient(baseUrl, fetch, tokens), [UI_TOKENS.TokenStore])
      .inSingletonScope();
    bind(UI_TOKENS.ShopApi).toService(HTTP_CLIENT);
    bind(UI_TOKENS.OrdersApi).toResolvedValue((http) => new HttpOrdersApi(http), [HTTP_CLIENT]).inSingletonScope();
    bind(UI_TOKENS.PaymentsApi).toResolvedValue((http) => new HttpPaymentsApi(http), [HTTP_CLIENT]).inSingletonScope();
    bind(UI_TOKENS.SessionApi).toResolvedValue((http) => new HttpSessionApi(http), [HTTP_CLIENT]).inSingletonScope();
    // The card provider's browser half: the sandbox form or Stripe's, loaded once the shop says which.
    bind(UI_TOKENS.CardProviders).toResolvedValue(cardProviders, [HTTP_CLIENT]).inSingletonScope();
  });

/** Sign-in with Firebase: its SDK loads at start only where the shop keeps a session, so a visitor's pages never fetch it. */
export const firebaseSignInModule = new ContainerModule(({ bind }) => {
  bind(UI_TOKENS.AuthService)
    .toResolvedValue((http, tokens) => new LazyFirebaseAuthService(() => http.call('getAuthConfig'), () => tokens.get() !== null), [HTTP_CLIENT, UI_TOKENS.TokenStore])
    .inSingletonScope();
});
