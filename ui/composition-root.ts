import 'reflect-metadata';
import { Container } from 'inversify';
import { LocalStorageTokenStore } from '../adapters/browser/local-storage-token-store';
import { authConfigSchema } from '../adapters/firebase/auth-config';
import { LazyFirebaseAuthService } from '../adapters/firebase/browser/lazy-firebase-auth-service';
import { routes } from '../adapters/http/contract';
import { HttpCatalogueApi } from '../adapters/http/client/http-catalogue-api';
import { HttpClient } from '../adapters/http/client/http-client';
import { HttpOrdersApi } from '../adapters/http/client/http-orders-api';
import { HttpSessionApi } from '../adapters/http/client/http-session-api';
import { UI_TOKENS } from './services/tokens';

/** The browser's one place that names concrete adapters: the shop's API over HTTP, Firebase for sign-in. */
export function createBrowserContainer(baseUrl = '') {
  const container = new Container();
  const tokens = new LocalStorageTokenStore();
  const http = new HttpClient(baseUrl, undefined, tokens);
  container.bind(UI_TOKENS.TokenStore).toConstantValue(tokens);
  container.bind(UI_TOKENS.CatalogueApi).toConstantValue(new HttpCatalogueApi(http));
  container.bind(UI_TOKENS.OrdersApi).toConstantValue(new HttpOrdersApi(http));
  container.bind(UI_TOKENS.SessionApi).toConstantValue(new HttpSessionApi(http));
  container.bind(UI_TOKENS.AuthService).toConstantValue(new LazyFirebaseAuthService(() => http.request(routes.getAuthConfig, authConfigSchema)));
  return container;
}
