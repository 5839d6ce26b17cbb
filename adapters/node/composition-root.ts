import { settingsModule } from '../composition/settings-module';
import { Container } from 'inversify';
import type { Ordering } from '../../core/shop/ordering';
import { PORTS, USE_CASES } from '../composition/shop-ids';
import { useCasesModule } from '../composition/use-cases-module';
import { csvModule } from '../csv/csv-module';
import { documentsModule } from '../documents/documents-module';
import { hmacTokensModule } from '../crypto/hmac-tokens-module';
import { buildServer } from '../http/server/build-server';
import { CallsInFlight } from '../http/server/calls-in-flight';
import { shopLogger } from '../http/server/request-logging';
import { PrometheusMetrics } from '../metrics/prometheus-metrics';
import { reactEmailModule } from '../mail/mail-module';
import { documentAttachments, OutboxSender } from '../../core/shop/outbox-sender';
import { seedCatalogueIfEmpty } from '../seed/catalogue';
import type { ServerConfig } from './config';
import type { StartedAdapter } from '../composition/adapter-registry';
import type { StartedData, StartedMail } from '../composition/adapter-families';
import { loadOrCreateSessionSecret } from './session-secret';

/** Every minute, the units of unpaid orders whose hold ran out go back to stock. */
function sweepExpiredHolds(ordering: Ordering, log: { error: (o: object, m: string) => void }, everyMs = 60_000) {
  const timer = setInterval(() => {
    ordering.releaseExpiredHolds().catch((error: unknown) => log.error({ err: error }, 'Returning expired holds to stock failed; the next sweep tries again'));
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/**
 * The Node runtime's composition: it starts the adapter of each family that the configuration
 * chose (adapter-families.ts), the data first, loads their modules beside the shop's own, and
 * serves what they bring (files, page origins, routes). A failed start closes the database again.
 */
export async function composeServer(config: ServerConfig) {
  const runtime = { dataDir: config.dataDir, mailFrom: config.mail.from };
  const { adapters } = config;
  // The others start while the database opens (the sign-in service's demo accounts are made meanwhile).
  const others = Promise.all([adapters.identity.start(runtime), adapters.images.start(runtime), adapters.cards.start(runtime)]);
  others.catch(() => undefined);
  const data = await adapters.data.start(runtime);
  try {
    return await composeOn(config, data, await others, await adapters.mail.start(runtime));
  } catch (error) {
    await data.close?.();
    throw error;
  }
}

async function composeOn(config: ServerConfig, data: StartedData, others: StartedAdapter[], mail: StartedMail) {
  const started = [data, ...others, mail];
  const metrics = new PrometheusMetrics(data.poolUse && (() => data.poolUse!()));
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(PORTS.ShopMetrics).toConstantValue(metrics);
  container.load(
    settingsModule({
      accounts: { adminEmails: config.auth.adminEmails },
      orders: { holdMinutes: config.orderHoldMinutes, unpaidUnits: config.unpaidUnits, tax: config.tax, seller: config.seller, lowStockBelow: config.lowStockBelow },
      mail: { shopUrl: config.mail.shopUrl, notifyEmail: config.mail.notifyEmail },
    }),
    hmacTokensModule(config.auth.sessionSecret ?? loadOrCreateSessionSecret(config.dataDir), config.auth.sessionTtlSeconds),
    reactEmailModule,
    csvModule, documentsModule, useCasesModule,
    ...started.map((adapter) => adapter.module),
  );
  for (const adapter of started) await adapter.onStart?.(container);
  // Servers starting together on an empty database seed it once between them.
  const seeded = await data.exclusively(() => seedCatalogueIfEmpty(container.get(PORTS.ProductRepository), container.get(PORTS.CategoryRepository)));
  const inFlight = new CallsInFlight();
  const app = await buildServer({
    shop: container.get(USE_CASES.ShopServices),
    files: started.flatMap((adapter) => adapter.files ?? []),
    pageOrigins: started.flatMap((adapter) => (adapter.pageOrigins ? [adapter.pageOrigins] : [])),
    extraRoutes: async (app) => {
      for (const adapter of started) await adapter.routes?.(app, container);
    },
    webRoot: config.webRoot,
    rateLimits: config.rateLimits,
    rateCounter: data.rateCounter,
    trustProxy: config.trustProxy,
    connectionLimits: config.connectionLimits,
    logger: shopLogger(config.logLevel),
    ready: () => data.ready(),
    metrics: { served: metrics, token: config.metrics.token },
    inFlight,
    publicUrl: config.mail.shopUrl,
  });
  const holds = sweepExpiredHolds(container.get(USE_CASES.Ordering), app.log);
  // The outbox's sender, on every server whose transport sends: each message is claimed by one of them.
  // Invoices go with their emails as the PDFs the shop stores (made and stored first, when they are not yet).
  const sender = mail.delivers
    ? new OutboxSender(container.get(PORTS.MailOutbox), container.get(PORTS.MailTransport), container.get(PORTS.EmailRenderer), {
        retry: config.mail.retry,
        metrics,
        onError: (error) => app.log.error({ err: error }, 'the mail outbox could not be read'),
        attachments: documentAttachments(container.get(PORTS.DocumentStore), container.get(USE_CASES.Documents)),
      })
    : null;
  sender?.start();
  // The calls whose clients hung up and the background work finish before the database closes under them.
  app.addHook('onClose', async () => {
    await inFlight.settled();
    holds.stop();
    await sender?.stop();
    for (const adapter of [...started].reverse()) await adapter.close?.();
  });
  return { app, data, seeded, container, metrics, mailStatus: mail.status };
}
