import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { DEFAULT_BODY_LIMIT, type ApiErrorBody } from '../../../core/contract';
import { createShopApi, type ShopApiOptions } from '../shop-api';
import type { ShopServices } from '../../../core/shop/shop-services';
import { answerStalledRequests, connectionOptions, DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from './connection-limits';
import type { CallsInFlight } from './calls-in-flight';
import { closeConnectionsOnClose } from './close-connections-on-close';
import { installErrorHandler } from './error-handler';
import { apiReferenceRoutes } from '../reference/api-reference-routes';
import { healthRoutes } from './health';
import { metricsRoute, timeRequests, type ServedMetrics } from './metrics-routes';
import { echoRequestId, requestIds, requestLogger } from './request-logging';
import { securityHeaders } from './security-headers';
import { serveContract } from './serve-contract';
import { serveFiles } from './serve-files';
import type { PageOrigins, ServedFiles } from '../../composition/adapter-registry';
import { trustedProxies, type TrustProxy } from './trusted-proxies';
import { serveWebApp } from './web-app';
import { ShopError } from '../../../core/shop/errors';
import { SHOP_NAME } from '../../../core/domain/emails';

export interface ServerDependencies extends ShopApiOptions {
  /** The use cases the API serves (see shop-handlers.ts). */
  shop: ShopServices;
  /** Files the adapters have the shop serve (pictures kept on this server), each under its path. */
  files?: ServedFiles[];
  /** Origins the adapters need the shop's pages to reach (the sign-in service, a card provider). */
  pageOrigins?: PageOrigins[];
  /** Routes of adapters that bring their own (a provider's webhook), registered beside the API. */
  extraRoutes?: (app: FastifyInstance) => Promise<void>;
  /** The built UI's folder; without it only the API is served. */
  webRoot?: string;
  /** Timeouts on slow clients and the most connections at once; the defaults unless given. */
  connectionLimits?: ConnectionLimits;
  /** The proxies trusted to name the client's address (X-Forwarded-For), which the per-address limits count; none unless given. */
  trustProxy?: TrustProxy;
  logger?: FastifyServerOptions['logger'];
  /** Whether the shop can serve (/readyz): its database answers and is migrated. Always, unless given. */
  ready?: () => Promise<boolean>;
  /** Request timings and, with a token, GET /metrics on this address (see metrics-routes.ts). */
  metrics?: { served: ServedMetrics; token: string | null };
  /** Counts the API calls running, for a stop to wait for before it closes what they use. */
  inFlight?: CallsInFlight;
  /** The shop's public address (PUBLIC_URL): with it, `robots.txt` names the sitemap and the sitemap is served. */
  publicUrl?: string;
}

export async function buildServer({
  shop,
  files = [],
  pageOrigins = [],
  extraRoutes,
  webRoot,
  connectionLimits = DEFAULT_CONNECTION_LIMITS,
  trustProxy = false,
  logger = false,
  ready = async () => true,
  metrics,
  inFlight,
  publicUrl,
  ...options
}: ServerDependencies) {
  const trusted = trustedProxies(trustProxy);
  const app = Fastify({
    logger,
    ...(logger === false ? {} : { childLoggerFactory: requestLogger }),
    genReqId: requestIds((peer) => trusted(peer, 0)),
    trustProxy: trustProxy === false ? false : trusted,
    // Bodies of routes outside the contract; the contract's routes name their own.
    bodyLimit: DEFAULT_BODY_LIMIT,
    ...connectionOptions(connectionLimits),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    // Addresses the router cannot read (bad percent-encoding, overlong parts) answer in the one error shape.
    frameworkErrors: (error, _request, reply) => {
      const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'That address is too long' : 'That address is not valid';
      const body: ApiErrorBody = { type: 'invalid_data', message };
      void (reply as FastifyReply).status(error.statusCode ?? 400).send(body);
    },
  });
  app.server.maxConnections = connectionLimits.maxConnections;
  installErrorHandler(app);
  echoRequestId(app);
  closeConnectionsOnClose(app);
  answerStalledRequests(app);
  if (metrics) timeRequests(app, metrics.served);
  healthRoutes(app, ready);
  if (metrics?.token) metricsRoute(app, metrics.served, metrics.token);
  securityHeaders(app, pageOrigins);
  const { dispatch, handlers } = createShopApi(shop, options);
  await app.register((api) => serveContract(api, dispatch, handlers, { inFlight }));
  apiReferenceRoutes(app);
  for (const served of files) await serveFiles(app, served);
  if (extraRoutes) await extraRoutes(app);
  await serveWebApp(app, webRoot, {
    find: (id) => shop.catalogue.getProduct(id).catch((error: unknown) => (error instanceof ShopError && error.type === 'not_found' ? null : Promise.reject(error))),
    findCategoryPath: (id) => shop.catalogue.categoryPath(id),
    shopName: SHOP_NAME,
    tax: shop.ordering.taxSettings(),
    sitemap: publicUrl === undefined ? undefined : { origin: publicUrl, categoryIds: async () => (await shop.catalogue.listCategories()).categories.map((category) => category._id), productCount: () => shop.catalogue.productCount(), productIdsAt: (offset, limit) => shop.catalogue.productIdsAt(offset, limit) },
  });
  return app;
}
