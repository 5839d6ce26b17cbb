import 'reflect-metadata';
import { Container } from 'inversify';
import type { AccessTokens } from '../../core/ports/access-tokens';
import type { IdentityVerifier } from '../../core/ports/identity-verifier';
import type { OrderRepository } from '../../core/ports/order-repository';
import type { ProductRepository } from '../../core/ports/product-repository';
import type { UserRepository } from '../../core/ports/user-repository';
import { Accounts } from '../../core/shop/accounts';
import { Catalogue } from '../../core/shop/catalogue';
import { Ordering } from '../../core/shop/ordering';
import { Payments } from '../../core/shop/payments';
import { CatalogueAdmin } from '../../core/shop/catalogue-admin';
import { Fulfilment } from '../../core/shop/fulfilment';
import { UserAdmin } from '../../core/shop/user-admin';
import { Profiles } from '../../core/shop/profiles';
import { Reviews } from '../../core/shop/reviews';
import { ContactInbox } from '../../core/shop/contact-inbox';
import { PostgresContactMessageRepository } from '../postgres/postgres-contact-message-repository';
import { PostgresProfileRepository } from '../postgres/postgres-profile-repository';
import { PostgresReviewRepository } from '../postgres/postgres-review-repository';
import type { ImageStore } from '../../core/ports/image-store';
import { LocalImageStore } from '../images/local-image-store';
import { MAX_IMAGE_BYTES } from '../../core/ports/image-store';
import path from 'node:path';
import type { PaymentProcessor } from '../../core/ports/payment-processor';
import { HmacAccessTokens } from '../crypto/hmac-access-tokens';
import type { AuthConfig } from '../firebase/auth-config';
import { ensureDemoAccounts } from '../firebase/server/demo-accounts';
import { FirebaseIdentityVerifier } from '../firebase/server/firebase-identity-verifier';
import { buildServer } from '../http/server/build-server';
import { openDatabase, type OpenDatabase } from '../postgres/database';
import { PostgresOrderRepository } from '../postgres/postgres-order-repository';
import { PostgresProductRepository } from '../postgres/postgres-product-repository';
import { PostgresUserRepository } from '../postgres/postgres-user-repository';
import { PostgresIntentStore } from '../sandbox-card/server/postgres-intent-store';
import { SandboxCardProcessor } from '../sandbox-card/server/sandbox-card-processor';
import { seedCatalogueIfEmpty } from '../seed/catalogue';
import type { PaymentSettings, ServerConfig } from './config';
import { loadOrCreateSessionSecret } from './session-secret';

export const TOKENS = {
  Database: Symbol.for('Database'),
  ProductRepository: Symbol.for('ProductRepository'),
  UserRepository: Symbol.for('UserRepository'),
  OrderRepository: Symbol.for('OrderRepository'),
  IdentityVerifier: Symbol.for('IdentityVerifier'),
  AccessTokens: Symbol.for('AccessTokens'),
  Catalogue: Symbol.for('Catalogue'),
  Accounts: Symbol.for('Accounts'),
  Ordering: Symbol.for('Ordering'),
  PaymentProcessor: Symbol.for('PaymentProcessor'),
  Payments: Symbol.for('Payments'),
  ImageStore: Symbol.for('ImageStore'),
} as const;

/** The card provider by configuration: Stripe's SDK is loaded only when Stripe is chosen. */
async function cardProvider(settings: PaymentSettings, db: OpenDatabase['db']) {
  if (settings.provider === 'sandbox') {
    const sandbox = new SandboxCardProcessor(new PostgresIntentStore(db));
    return { processor: sandbox as PaymentProcessor, sandbox, webhook: undefined };
  }
  const [{ default: Stripe }, { StripePaymentProcessor }, { stripeWebhookRoutes }] = await Promise.all([
    import('stripe'),
    import('../stripe/server/stripe-payment-processor'),
    import('../stripe/server/stripe-webhook'),
  ]);
  const stripe = new Stripe(settings.secretKey);
  return {
    processor: new StripePaymentProcessor(stripe) as PaymentProcessor,
    sandbox: undefined,
    webhook: (app: Parameters<typeof stripeWebhookRoutes>[0], payments: Payments) =>
      stripeWebhookRoutes(app, { stripe, webhookSecret: settings.webhookSecret, onSucceeded: (intent) => payments.intentSucceeded(intent) }),
  };
}

/** The Node runtime's one place that names concrete adapters. */
export async function composeServer(config: ServerConfig) {
  const database = await openDatabase(config);
  const container = new Container({ defaultScope: 'Singleton' });
  const db = () => container.get<OpenDatabase>(TOKENS.Database).db;
  container.bind<OpenDatabase>(TOKENS.Database).toConstantValue(database);
  container.bind<ProductRepository>(TOKENS.ProductRepository).toDynamicValue(() => new PostgresProductRepository(db()));
  container.bind<UserRepository>(TOKENS.UserRepository).toDynamicValue(() => new PostgresUserRepository(db()));
  container.bind<OrderRepository>(TOKENS.OrderRepository).toDynamicValue(() => new PostgresOrderRepository(db()));
  container.bind<IdentityVerifier>(TOKENS.IdentityVerifier).toConstantValue(new FirebaseIdentityVerifier(config.auth.projectId));
  container
    .bind<AccessTokens>(TOKENS.AccessTokens)
    .toConstantValue(new HmacAccessTokens(config.auth.sessionSecret ?? loadOrCreateSessionSecret(config.dataDir), config.auth.sessionTtlSeconds));
  container.bind(TOKENS.Catalogue).toDynamicValue((ctx) => new Catalogue(ctx.get<ProductRepository>(TOKENS.ProductRepository)));
  const imagesDir = path.join(config.dataDir, 'images');
  container.bind<ImageStore>(TOKENS.ImageStore).toConstantValue(new LocalImageStore(imagesDir));
  const provider = await cardProvider(config.payments, database.db);
  container.bind<PaymentProcessor>(TOKENS.PaymentProcessor).toConstantValue(provider.processor);
  container
    .bind(TOKENS.Payments)
    .toDynamicValue((ctx) => new Payments(ctx.get<OrderRepository>(TOKENS.OrderRepository), ctx.get<PaymentProcessor>(TOKENS.PaymentProcessor)));
  container
    .bind(TOKENS.Ordering)
    .toDynamicValue(
      (ctx) =>
        new Ordering(
          ctx.get<ProductRepository>(TOKENS.ProductRepository),
          ctx.get<OrderRepository>(TOKENS.OrderRepository),
          ctx.get<Payments>(TOKENS.Payments),
          ctx.get<UserRepository>(TOKENS.UserRepository),
        ),
    );
  container
    .bind(TOKENS.Accounts)
    .toDynamicValue(
      (ctx) =>
        new Accounts(ctx.get<UserRepository>(TOKENS.UserRepository), ctx.get<IdentityVerifier>(TOKENS.IdentityVerifier), ctx.get<AccessTokens>(TOKENS.AccessTokens), {
          adminEmails: config.auth.adminEmails,
        }),
    );

  if (config.auth.emulatorHost) {
    await ensureDemoAccounts(container.get<FirebaseIdentityVerifier>(TOKENS.IdentityVerifier).auth);
  }
  // Servers starting together on an empty PostgreSQL seed it once between them.
  const seeded = await database.exclusively(() => seedCatalogueIfEmpty(container.get<ProductRepository>(TOKENS.ProductRepository)));
  const authConfig: AuthConfig = {
    apiKey: config.auth.apiKey,
    authDomain: config.auth.authDomain,
    projectId: config.auth.projectId,
    emulatorUrl: config.auth.emulatorHost ? `http://${config.auth.emulatorHost}` : null,
  };
  const app = await buildServer({
    catalogue: container.get<Catalogue>(TOKENS.Catalogue),
    accounts: container.get<Accounts>(TOKENS.Accounts),
    ordering: container.get<Ordering>(TOKENS.Ordering),
    payments: {
      payments: container.get<Payments>(TOKENS.Payments),
      config: config.payments.provider === 'stripe' ? { provider: 'stripe', publishableKey: config.payments.publishableKey } : { provider: 'sandbox' },
      sandbox: provider.sandbox,
    },
    admin: {
      users: new UserAdmin(container.get<UserRepository>(TOKENS.UserRepository), container.get<IdentityVerifier>(TOKENS.IdentityVerifier)),
      catalogue: new CatalogueAdmin(container.get<ProductRepository>(TOKENS.ProductRepository)),
      fulfilment: new Fulfilment(container.get<OrderRepository>(TOKENS.OrderRepository)),
      images: container.get<ImageStore>(TOKENS.ImageStore),
      maxImageBytes: MAX_IMAGE_BYTES,
    },
    profiles: new Profiles(new PostgresProfileRepository(database.db), container.get<UserRepository>(TOKENS.UserRepository)),
    reviews: new Reviews(new PostgresReviewRepository(database.db), container.get<OrderRepository>(TOKENS.OrderRepository)),
    contact: new ContactInbox(new PostgresContactMessageRepository(database.db)),
    imagesDir,
    extraRoutes: provider.webhook && (async (app) => provider.webhook!(app, container.get<Payments>(TOKENS.Payments))),
    authConfig,
    webRoot: config.webRoot,
    rateLimits: config.rateLimits,
    trustProxy: config.trustProxy,
    connectionLimits: config.connectionLimits,
    logger: { level: config.logLevel },
  });
  app.addHook('onClose', () => database.close());
  return { app, database, seeded, container };
}
