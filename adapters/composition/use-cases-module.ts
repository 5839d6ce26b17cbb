import { ContainerModule } from 'inversify';
import { Accounts } from '../../core/shop/accounts';
import { Catalogue } from '../../core/shop/catalogue';
import { CatalogueAdmin } from '../../core/shop/catalogue-admin';
import { ContactInbox } from '../../core/shop/contact-inbox';
import { Fulfilment } from '../../core/shop/fulfilment';
import { Ordering } from '../../core/shop/ordering';
import { Payments } from '../../core/shop/payments';
import { Profiles } from '../../core/shop/profiles';
import { Reviews } from '../../core/shop/reviews';
import { UserAdmin } from '../../core/shop/user-admin';
import { PORTS, SETTINGS, USE_CASES } from './shop-ids';

/**
 * Every use case of the shop over whatever ports the loaded adapter modules bind, and the API's
 * view of them. The core has no decorators: each use case is built here from its ports.
 */
export const useCasesModule = new ContainerModule(({ bind, isBound }) => {
  bind(USE_CASES.Catalogue).toResolvedValue((products) => new Catalogue(products), [PORTS.ProductRepository]).inSingletonScope();
  bind(USE_CASES.Accounts)
    .toResolvedValue((users, identities, tokens, options) => new Accounts(users, identities, tokens, options), [PORTS.UserRepository, PORTS.IdentityVerifier, PORTS.AccessTokens, SETTINGS.AccountsOptions])
    .inSingletonScope();
  bind(USE_CASES.Payments).toResolvedValue((orders, processor) => new Payments(orders, processor), [PORTS.OrderRepository, PORTS.PaymentProcessor]).inSingletonScope();
  bind(USE_CASES.Ordering)
    .toResolvedValue((products, orders, payments, users) => new Ordering(products, orders, payments, users), [PORTS.ProductRepository, PORTS.OrderRepository, USE_CASES.Payments, PORTS.UserRepository])
    .inSingletonScope();
  bind(USE_CASES.UserAdmin).toResolvedValue((users, identities) => new UserAdmin(users, identities), [PORTS.UserRepository, PORTS.IdentityVerifier]).inSingletonScope();
  bind(USE_CASES.CatalogueAdmin).toResolvedValue((products) => new CatalogueAdmin(products), [PORTS.ProductRepository]).inSingletonScope();
  bind(USE_CASES.Fulfilment).toResolvedValue((orders) => new Fulfilment(orders), [PORTS.OrderRepository]).inSingletonScope();
  bind(USE_CASES.Profiles).toResolvedValue((profiles, users) => new Profiles(profiles, users), [PORTS.ProfileRepository, PORTS.UserRepository]).inSingletonScope();
  bind(USE_CASES.Reviews).toResolvedValue((reviews, orders) => new Reviews(reviews, orders), [PORTS.ReviewRepository, PORTS.OrderRepository]).inSingletonScope();
  bind(USE_CASES.ContactInbox).toResolvedValue((messages) => new ContactInbox(messages), [PORTS.ContactMessageRepository]).inSingletonScope();
  bind(USE_CASES.ShopServices).toDynamicValue((context) => ({
    catalogue: context.get(USE_CASES.Catalogue),
    accounts: context.get(USE_CASES.Accounts),
    ordering: context.get(USE_CASES.Ordering),
    payments: context.get(USE_CASES.Payments),
    users: context.get(USE_CASES.UserAdmin),
    catalogueAdmin: context.get(USE_CASES.CatalogueAdmin),
    fulfilment: context.get(USE_CASES.Fulfilment),
    images: context.get(PORTS.ImageStore),
    profiles: context.get(USE_CASES.Profiles),
    reviews: context.get(USE_CASES.Reviews),
    contact: context.get(USE_CASES.ContactInbox),
    authConfig: context.get(SETTINGS.AuthConfig),
    paymentConfig: context.get(SETTINGS.PaymentConfig),
    sandbox: isBound(PORTS.SandboxCardProcessor) ? context.get(PORTS.SandboxCardProcessor) : undefined,
  }));
});
