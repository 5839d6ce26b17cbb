import type { FastifyInstance } from 'fastify';
import { settingsModule } from '../composition/settings-module';
import { Container, type ContainerModule } from 'inversify';
import path from 'node:path';
import type { Payments } from '../../core/shop/payments';
import type { Ordering } from '../../core/shop/ordering';
import { PORTS, USE_CASES } from '../composition/shop-ids';
import { useCasesModule } from '../composition/use-cases-module';
import { hmacTokensModule } from '../crypto/hmac-tokens-module';
import { ensureDemoAccounts } from '../firebase/server/demo-accounts';
import { FirebaseIdentityVerifier } from '../firebase/server/firebase-identity-verifier';
import { firebaseModule } from '../firebase/server/firebase-module';
import { buildServer } from '../http/server/build-server';
import { CallsInFlight } from '../http/server/calls-in-flight';
import { shopLogger } from '../http/server/request-logging';
import { PrometheusMetrics } from '../metrics/prometheus-metrics';
import { localImagesModule } from '../images/local-images-module';
import { reactEmailModule } from '../mail/mail-module';
import { smtpMailModule } from '../mail/smtp-mail-module';
import { OutboxSender } from '../../core/shop/outbox-sender';
import { openDatabase } from '../postgres/database';
import { databaseReady } from '../postgres/readiness';
import { postgresModule, postgresRepositories } from '../postgres/postgres-module';
import { sandboxCardModule } from '../sandbox-card/server/sandbox-card-module';
import { seedCatalogueIfEmpty } from '../seed/catalogue';
import type { MailSettings, PaymentSettings, ServerConfig } from './config';
import { loadOrCreateSessionSecret } from './session-secret';

interface CardProvider {
  module: ContainerModule;
  /** The provider's own route, when it reports payments by itself (Stripe's signed webhook). */
  webhook?: (app: FastifyInstance, payments: Payments) => Promise<void>;
}

/** The card provider's module by configuration: Stripe's SDK is loaded only when Stripe is chosen. */
async function cardProvider(settings: PaymentSettings): Promise<CardProvider> {
  if (settings.provider === 'sandbox') return { module: sandboxCardModule };
  const [{ default: Stripe }, { stripeModule }, { stripeWebhookRoutes }] = await Promise.all([
    import('stripe'),
    import('../stripe/server/stripe-module'),
    import('../stripe/server/stripe-webhook'),
  ]);
  const stripe = new Stripe(settings.secretKey);
  return {
    module: stripeModule(stripe, settings.publishableKey),
    webhook: (app, payments) => stripeWebhookRoutes(app, { stripe, webhookSecret: settings.webhookSecret, onSucceeded: (intent) => payments.intentSucceeded(intent) }),
  };
}

/** Every minute, the units of unpaid orders whose hold ran out go back to stock. */
function sweepExpiredHolds(ordering: Ordering, log: { error: (o: object, m: string) => void }, everyMs = 60_000) {
  const timer = setInterval(() => {
    ordering.releaseExpiredHolds().catch((error: unknown) => log.error({ err: error }, 'Returning expired holds to stock failed; the next sweep tries again'));
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** Where the startup line says the shop's mail goes. */
function mailStatus({ smtpUrl, inboxUrl }: MailSettings) {
  if (!smtpUrl) return 'mail waits in the outbox: set SMTP_URL to send it';
  if (inboxUrl) return `mail arrives in the inbox at ${inboxUrl}`;
  const server = new URL(smtpUrl);
  return `mail goes to ${server.hostname}${server.port ? `:${server.port}` : ''}`;
}

/**
 * The Node runtime's one place that names concrete adapters: it loads one module per adapter
 * family, chosen by configuration, and resolves every use case from the container.
 */
export async function composeServer(config: ServerConfig) {
  const database = await openDatabase(config);
  const provider = await cardProvider(config.payments);
  const imagesDir = path.join(config.dataDir, 'images');
  const metrics = new PrometheusMetrics(database.poolUse && (() => database.poolUse!()));
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(PORTS.ShopMetrics).toConstantValue(metrics);
  container.load(
    settingsModule({
      accounts: { adminEmails: config.auth.adminEmails },
      orders: { holdMinutes: config.orderHoldMinutes, unpaidUnits: config.unpaidUnits },
      mail: { shopUrl: config.mail.shopUrl, notifyEmail: config.mail.notifyEmail },
    }),
    postgresModule(postgresRepositories(database.db)),
    firebaseModule({
      apiKey: config.auth.apiKey,
      authDomain: config.auth.authDomain,
      projectId: config.auth.projectId,
      emulatorUrl: config.auth.emulatorHost ? `http://${config.auth.emulatorHost}` : null,
    }),
    hmacTokensModule(config.auth.sessionSecret ?? loadOrCreateSessionSecret(config.dataDir), config.auth.sessionTtlSeconds),
    localImagesModule(imagesDir),
    provider.module,
    reactEmailModule,
    useCasesModule,
  );
  if (config.mail.smtpUrl) container.load(smtpMailModule({ url: config.mail.smtpUrl, from: config.mail.from }));

  const identities = container.get(PORTS.IdentityVerifier);
  if (config.auth.emulatorHost && identities instanceof FirebaseIdentityVerifier) await ensureDemoAccounts(identities.auth);
  // Servers starting together on an empty PostgreSQL seed it once between them.
  const seeded = await database.exclusively(() => seedCatalogueIfEmpty(container.get(PORTS.ProductRepository)));
  const payments = container.get(USE_CASES.Payments);
  const inFlight = new CallsInFlight();
  const app = await buildServer({
    shop: container.get(USE_CASES.ShopServices),
    imagesDir,
    extraRoutes: provider.webhook && ((app) => provider.webhook!(app, payments)),
    webRoot: config.webRoot,
    rateLimits: config.rateLimits,
    trustProxy: config.trustProxy,
    connectionLimits: config.connectionLimits,
    logger: shopLogger(config.logLevel),
    ready: () => databaseReady(database.db),
    metrics: { served: metrics, token: config.metrics.token },
    inFlight,
  });
  const holds = sweepExpiredHolds(container.get(USE_CASES.Ordering), app.log);
  // The outbox's sender, on every server: each message is claimed by one of them.
  const sender = container.isBound(PORTS.MailTransport)
    ? new OutboxSender(container.get(PORTS.MailOutbox), container.get(PORTS.MailTransport), container.get(PORTS.EmailRenderer), { retry: config.mail.retry, metrics, onError: (error) => app.log.error({ err: error }, 'the mail outbox could not be read') })
    : null;
  sender?.start();
  // The calls whose clients hung up and the background work finish before the database closes under them.
  app.addHook('onClose', async () => {
    await inFlight.settled();
    holds.stop();
    await sender?.stop();
    await database.close();
  });
  return { app, database, seeded, container, metrics, mailStatus: mailStatus(config.mail) };
}
