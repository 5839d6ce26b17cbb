import type { AuthService } from '../../core/ports/browser/auth-service';
import type { OrdersApi } from '../../core/ports/browser/orders-api';
import type { PaymentsApi } from '../../core/ports/browser/payments-api';
import type { SessionApi, TokenStore } from '../../core/ports/browser/session-api';
import type { ShopApi } from '../../core/ports/browser/shop-api';
import type { VisitorCartStore } from '../../core/ports/browser/visitor-cart-store';
import { serviceId } from '../../core/ports/service-id';
import type { CardProviders } from './card-providers';

/** The ports the browser needs, by name; the composition root decides what answers them. */
export const UI_TOKENS = {
  /** The shop's API, called by route name: what the screens' queries and writes read and change. */
  ShopApi: serviceId<ShopApi>('ShopApi'),
  // The ports the machines drive (ordering, paying, signing in), and what the screens around them share.
  OrdersApi: serviceId<OrdersApi>('OrdersApi'),
  PaymentsApi: serviceId<PaymentsApi>('PaymentsApi'),
  SessionApi: serviceId<SessionApi>('SessionApi'),
  CardProviders: serviceId<CardProviders>('CardProviders'),
  AuthService: serviceId<AuthService>('AuthService'),
  TokenStore: serviceId<TokenStore>('TokenStore'),
  /** Where a visitor's cart is kept until they sign in. */
  VisitorCart: serviceId<VisitorCartStore>('VisitorCart'),
};
