import type { ServiceIdentifier } from 'inversify';
import type { AddressesApi } from '../../core/ports/browser/addresses-api';
import type { AccountEmailsApi } from '../../core/ports/browser/account-emails-api';
import type { AuthService } from '../../core/ports/browser/auth-service';
import type { OutboxApi } from '../../core/ports/browser/outbox-api';
import type { CatalogueApi } from '../../core/ports/browser/catalogue-api';
import type { ContactApi } from '../../core/ports/browser/contact-api';
import type { AdminApi } from '../../core/ports/browser/admin-api';
import type { OrdersApi } from '../../core/ports/browser/orders-api';
import type { PaymentsApi } from '../../core/ports/browser/payments-api';
import type { ProfileApi } from '../../core/ports/browser/profile-api';
import type { ReviewsApi } from '../../core/ports/browser/reviews-api';
import type { CardProviders } from './card-providers';
import type { SessionApi, TokenStore } from '../../core/ports/browser/session-api';

/**
 * A service identifier that carries its service's type, so `useService(id)` answers that type. The
 * server's containers have their own (adapters/composition/service-id.ts): ui/ never imports adapters/.
 */
const serviceId = <T>(name: string) => Symbol(name) as ServiceIdentifier<T>;

/** The ports the browser needs, by name; the composition root decides what answers them. */
export const UI_TOKENS = {
  CatalogueApi: serviceId<CatalogueApi>('CatalogueApi'),
  OrdersApi: serviceId<OrdersApi>('OrdersApi'),
  AdminApi: serviceId<AdminApi>('AdminApi'),
  ProfileApi: serviceId<ProfileApi>('ProfileApi'),
  AddressesApi: serviceId<AddressesApi>('AddressesApi'),
  ReviewsApi: serviceId<ReviewsApi>('ReviewsApi'),
  PaymentsApi: serviceId<PaymentsApi>('PaymentsApi'),
  ContactApi: serviceId<ContactApi>('ContactApi'),
  AccountEmailsApi: serviceId<AccountEmailsApi>('AccountEmailsApi'),
  OutboxApi: serviceId<OutboxApi>('OutboxApi'),
  CardProviders: serviceId<CardProviders>('CardProviders'),
  AuthService: serviceId<AuthService>('AuthService'),
  SessionApi: serviceId<SessionApi>('SessionApi'),
  TokenStore: serviceId<TokenStore>('TokenStore'),
};
