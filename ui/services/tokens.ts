import type { ServiceIdentifier } from 'inversify';
import type { AuthService } from '../../core/ports/auth-service';
import type { CatalogueApi } from '../../core/ports/catalogue-api';
import type { ContactApi } from '../../core/ports/contact-api';
import type { AdminApi } from '../../core/ports/admin-api';
import type { OrdersApi } from '../../core/ports/orders-api';
import type { PaymentsApi } from '../../core/ports/payments-api';
import type { ProfileApi } from '../../core/ports/profile-api';
import type { ReviewsApi } from '../../core/ports/reviews-api';
import type { CardProviders } from '../payments/card-provider';
import type { SessionApi, TokenStore } from '../../core/ports/session-api';

/** The ports the browser needs, by name; the composition root decides what answers them. */
export const UI_TOKENS = {
  CatalogueApi: Symbol.for('CatalogueApi') as ServiceIdentifier<CatalogueApi>,
  OrdersApi: Symbol.for('OrdersApi') as ServiceIdentifier<OrdersApi>,
  AdminApi: Symbol.for('AdminApi') as ServiceIdentifier<AdminApi>,
  ProfileApi: Symbol.for('ProfileApi') as ServiceIdentifier<ProfileApi>,
  ReviewsApi: Symbol.for('ReviewsApi') as ServiceIdentifier<ReviewsApi>,
  PaymentsApi: Symbol.for('PaymentsApi') as ServiceIdentifier<PaymentsApi>,
  ContactApi: Symbol.for('ContactApi') as ServiceIdentifier<ContactApi>,
  CardProviders: Symbol.for('CardProviders') as ServiceIdentifier<CardProviders>,
  AuthService: Symbol.for('AuthService') as ServiceIdentifier<AuthService>,
  SessionApi: Symbol.for('SessionApi') as ServiceIdentifier<SessionApi>,
  TokenStore: Symbol.for('TokenStore') as ServiceIdentifier<TokenStore>,
};
