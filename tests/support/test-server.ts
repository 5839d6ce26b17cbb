import { Container, type ContainerModule } from 'inversify';
import type { TaxSettings } from '../../core/domain/tax';
import { settingsModule } from '../../adapters/composition/settings-module';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PORTS, USE_CASES } from '../../adapters/composition/shop-ids';
import { useCasesModule } from '../../adapters/composition/use-cases-module';
import { csvModule } from '../../adapters/csv/csv-module';
import { documentsModule } from '../../adapters/documents/documents-module';
import { hmacTokensModule } from '../../adapters/crypto/hmac-tokens-module';
import { firebaseModule } from '../../adapters/firebase/server/firebase-module';
import { signInOrigins } from '../../adapters/firebase/server/sign-in-origins';
import { buildServer } from '../../adapters/http/server/build-server';
import type { ConnectionLimits } from '../../adapters/http/server/connection-limits';
import type { RateLimits } from '../../adapters/http/server/rate-limiter';
import { createShopApi } from '../../adapters/http/shop-api';
import { localImagesModule } from '../../adapters/images/local-images-module';
import { reactEmailModule } from '../../adapters/mail/mail-module';
import { smtpMailModule } from '../../adapters/mail/smtp-mail-module';
import { SHOP_NAME } from '../../core/domain/emails';
import { documentAttachments, OutboxSender } from '../../core/shop/outbox-sender';
import type { UnpaidUnitsCap } from '../../core/shop/ordering';
import { memoryModule, memoryRepositories } from '../../adapters/memory/memory-module';
import type { ShopDatabase } from '../../adapters/postgres/database';
import { postgresModule, postgresRepositories } from '../../adapters/postgres/postgres-module';
import type { CartRepository } from '../../core/ports/driven/cart-repository';
import type { AddressRepository } from '../../core/ports/driven/address-repository';
import type { ContactMessageRepository } from '../../core/ports/driven/contact-message-repository';
import type { MailOutbox } from '../../core/ports/driven/mail-outbox';
import type { OrderRepository } from '../../core/ports/driven/order-repository';
import type { ProductRepository } from '../../core/ports/driven/product-repository';
import type { ReviewRepository } from '../../core/ports/driven/review-repository';
import type { UserRepository } from '../../core/ports/driven/user-repository';
import type { TradeAccountRepository } from '../../core/ports/driven/trade-account-repository';
import type { QuoteRepository } from '../../core/ports/driven/quote-repository';
import { SANDBOX_CARD_PROCESSOR, sandboxCardModule } from '../../adapters/sandbox-card/server/sandbox-card-module';
import type { SandboxIntentStore } from '../../core/ports/driven/sandbox-intent-store';
import { authEmulatorHost, TEST_PROJECT_ID } from './auth-emulator';
import type { PrometheusMetrics } from '../../adapters/metrics/prometheus-metrics';
import { shopLogger } from '../../adapters/http/server/request-logging';

export const TEST_SECRET = 'test-secret-that-is-long-enough-0123456789';

/** Where the test shop's emails point and where its own notices go. */
export const TEST_SHOP_URL = 'http://shop.test.example';
export const TEST_NOTIFY_EMAIL = 'shop@test.example';

/** Limits the suites' own traffic never reaches; tests/api/rate-limits.test.ts passes real ones. */
const UNREACHED_LIMITS: RateLimits = {
  perAccount: { orders: 100_000, payments: 100_000, uploads: 100_000, emails: 100_000, addresses: 100_000 },
  perAddress: { orders: 100_000, payments: 100_000, uploads: 100_000, signIns: 100_000, messages: 100_000, emails: 100_000, addresses: 100_000 },
};

/** The repositories a suite reads and writes behind the server's back. */
interface TestRepositories {
  products: ProductRepository;
  orders: OrderRepository;
  users: UserRepository;
  reviews: ReviewRepository;
  messages: ContactMessageRepository;
  addresses: AddressRepository;
  carts: CartRepository;
  outbox: MailOutbox;
  /** The sandbox card provider's intents: what it charged, canceled and refunded. */
  intents: SandboxIntentStore;
  trade: TradeAccountRepository;
  quotes: QuoteRepository;
}

/**
 * The real Fastify server over memory repositories and the Auth emulator, for API tests. The
 * suites write to the repositories behind its back, so it answers every read afresh unless given
 * `responseCacheMs`; tests/api/response-cache.test.ts gives it one.
 */
export function startTestServer(options: TestServerOptions = {}) {
  const repositories = memoryRepositories();
  return startServerOver(repositories, memoryModule(repositories), options);
}

/** The same server over a PostgreSQL or PGlite database (migrated), as the shop runs: for the races only a database can lose. */
export function startTestServerOn(db: ShopDatabase, options: TestServerOptions = {}) {
  const repositories = postgresRepositories(db);
  return startServerOver(repositories, postgresModule(repositories), options);
}

export type TestServerOptions = NonNullable<Parameters<typeof startServerOver>[2]>;
/** A test server over any repositories, seen through their ports. */
export type TestServer = Awaited<ReturnType<typeof startServerOver<TestRepositories>>>;

async function startServerOver<R extends TestRepositories>(repositories: R, data: ContainerModule, {
  adminEmails = ['admin@example.com'],
  tokenLifetime = 3600,
  rateLimits = UNREACHED_LIMITS,
  responseCacheMs = 0,
  connectionLimits = undefined as ConnectionLimits | undefined,
  trustProxy = false as string | false,
  holdMinutes = 60,
  /** The VAT orders are taxed by: the shop's default (the United Kingdom's 20%) unless given. */
  tax = undefined as TaxSettings | undefined,
  /** How many units one account may hold unpaid: the shop's defaults unless given. */
  unpaidUnits = undefined as UnpaidUnitsCap | undefined,
  /** The clock holds are measured on: tests move it forward to let holds run out. */
  now = () => new Date(),
  smtpUrl = undefined as string | undefined,
  /** How soon `sendMail()` tries a failed message again (the outbox sender's retry settings). */
  mailRetry = undefined as { maxAttempts: number; firstRetryMs: number; maxRetryMs: number } | undefined,
  /** Where the server's JSON log lines go, at `info`: tests read what it logs. */
  logStream = undefined as { write(line: string): void } | undefined,
  /** The readiness check behind /readyz. */
  ready = undefined as (() => Promise<boolean>) | undefined,
  /** Counters bound into the use cases and timed requests; with `metricsToken`, GET /metrics answers that bearer. */
  metrics = undefined as PrometheusMetrics | undefined,
  metricsToken = null as string | null,
} = {}) {
  const emulatorHost = authEmulatorHost();
  const imagesDir = mkdtempSync(path.join(tmpdir(), 'shop-images-'));
  // The modules the server loads, with the suite's repositories: the same use cases over them.
  const container = new Container({ defaultScope: 'Singleton' });
  if (metrics) container.bind(PORTS.ShopMetrics).toConstantValue(metrics);
  container.load(
    settingsModule({ accounts: { adminEmails }, orders: { holdMinutes, now, unpaidUnits, ...(tax ? { tax } : {}) }, mail: { shopUrl: TEST_SHOP_URL, notifyEmail: TEST_NOTIFY_EMAIL } }),
    data,
    firebaseModule({ apiKey: 'demo-api-key', authDomain: `${TEST_PROJECT_ID}.firebaseapp.com`, projectId: TEST_PROJECT_ID, emulatorUrl: `http://${emulatorHost}` }),
    hmacTokensModule(TEST_SECRET, tokenLifetime),
    localImagesModule(imagesDir),
    sandboxCardModule,
    reactEmailModule,
    csvModule, documentsModule, useCasesModule,
  );
  if (smtpUrl) container.load(smtpMailModule({ url: smtpUrl, from: `${SHOP_NAME} <${TEST_NOTIFY_EMAIL}>` }));
  const shop = container.get(USE_CASES.ShopServices);
  // Every answer is checked against its contract schema before it leaves.
  const app = await buildServer({
    shop,
    files: [{ prefix: '/images/', folder: imagesDir }],
    pageOrigins: [signInOrigins(shop.authConfig)],
    rateLimits,
    responseCacheMs,
    connectionLimits,
    trustProxy,
    checkAnswers: true,
    logger: logStream ? { ...shopLogger('info'), stream: logStream } : false,
    ready,
    metrics: metrics && { served: metrics, token: metricsToken },
    publicUrl: TEST_SHOP_URL,
  });
  // The same use cases through the dispatcher alone, for suites that call the API in-process.
  const { dispatch } = createShopApi(shop, { rateLimits, responseCacheMs, checkAnswers: true });
  // With a mail server given, the test sends what is queued when it chooses (`sendMail()`), invoices attached as the server's are.
  const attachments = documentAttachments(container.get(PORTS.DocumentStore), container.get(USE_CASES.Documents));
  const sender = container.isBound(PORTS.MailTransport) ? new OutboxSender(repositories.outbox, container.get(PORTS.MailTransport), container.get(PORTS.EmailRenderer), { ...(mailRetry && { retry: mailRetry }), attachments }) : null;
  return {
    app,
    dispatch,
    // Its repositories, for the suite to seed and inspect.
    ...repositories,
    sendMail: async () => {
      if (!sender) throw new Error('startTestServer was given no smtpUrl');
      return sender.sendDue();
    },
    tokens: container.get(PORTS.AccessTokens),
    sandbox: container.get(SANDBOX_CARD_PROCESSOR),
    payments: container.get(USE_CASES.Payments),
    ordering: container.get(USE_CASES.Ordering),
    imagesDir,
  };
}
