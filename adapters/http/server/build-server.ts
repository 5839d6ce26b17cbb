import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { Accounts } from '../../../core/shop/accounts';
import type { Catalogue } from '../../../core/shop/catalogue';
import type { ContactInbox } from '../../../core/shop/contact-inbox';
import type { Ordering } from '../../../core/shop/ordering';
import type { AuthConfig } from '../../firebase/auth-config';
import type { ApiErrorBody } from '../contract';
import { accountRoutes } from './account-routes';
import { catalogueRoutes } from './catalogue-routes';
import { contactRoutes } from './contact-routes';
import { installErrorHandler } from './error-handler';
import { adminRoutes, type AdminServices } from './admin-routes';
import { orderRoutes } from './order-routes';
import { profileAndReviewRoutes } from './profile-review-routes';
import type { Profiles } from '../../../core/shop/profiles';
import type { Reviews } from '../../../core/shop/reviews';
import { paymentRoutes, type PaymentRoutesOptions } from './payment-routes';
import { serveWebApp } from './web-app';
import type { RouteServices } from './add-route';
import { connectionOptions, DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from './connection-limits';
import { DEFAULT_RATE_LIMITS, RateLimiter, type RateLimits } from './rate-limiter';
import { ResponseCache } from './response-cache';
import { securityHeaders } from './security-headers';

export interface ServerDependencies {
  catalogue: Catalogue;
  accounts: Accounts;
  ordering: Ordering;
  payments: PaymentRoutesOptions;
  admin: AdminServices;
  profiles: Profiles;
  reviews: Reviews;
  /** Visitors' messages from the contact page. */
  contact: ContactInbox;
  /** Where uploaded product pictures are kept, served under /images/. */
  imagesDir?: string;
  /** Routes of adapters that bring their own (a provider's webhook), registered beside the API. */
  extraRoutes?: (app: FastifyInstance) => Promise<void>;
  authConfig: AuthConfig;
  /** The built UI's folder; without it only the API is served. */
  webRoot?: string;
  /** Calls per minute per account and per address for orders, payments, uploads and sign-ins; the defaults unless given. */
  rateLimits?: RateLimits;
  /** How long a public catalogue answer may be served from memory; 0 turns the cache off. */
  responseCacheMs?: number;
  /** Timeouts on slow clients and the most connections at once; the defaults unless given. */
  connectionLimits?: ConnectionLimits;
  /** The proxies trusted to name the client's address (X-Forwarded-For), which the per-address limits count; none unless given. */
  trustProxy?: number | string | false;
  logger?: FastifyServerOptions['logger'];
}

/** A catalogue change made on another server shows within this long. */
export const DEFAULT_RESPONSE_CACHE_MS = 2_000;

/** JSON bodies larger than this are refused before they are read. */
export const JSON_BODY_LIMIT = 64 * 1024;

export async function buildServer({ catalogue, accounts, ordering, payments, admin, profiles, reviews, contact, imagesDir, extraRoutes, authConfig, webRoot, rateLimits = DEFAULT_RATE_LIMITS, responseCacheMs = DEFAULT_RESPONSE_CACHE_MS, connectionLimits = DEFAULT_CONNECTION_LIMITS, trustProxy = false, logger = false }: ServerDependencies) {
  const app = Fastify({
    logger,
    // A count trusts that many proxies nearest the server; Fastify's types take it only as a function.
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
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
  securityHeaders(app, authConfig, payments.config.provider === 'stripe');
  const services: RouteServices = {
    authenticate: (bearer) => accounts.authenticate(bearer),
    rateLimiter: new RateLimiter(rateLimits),
    responses: new ResponseCache(responseCacheMs),
  };
  await app.register(async (api) => {
    catalogueRoutes(api, services, catalogue);
    accountRoutes(api, services, accounts, authConfig);
    orderRoutes(api, services, ordering);
    paymentRoutes(api, services, payments);
    await adminRoutes(api, services, admin);
    profileAndReviewRoutes(api, services, { profiles, reviews });
    contactRoutes(api, services, contact);
  });
  if (imagesDir) {
    await app.register(fastifyStatic, { root: imagesDir, prefix: '/images/', decorateReply: false, wildcard: true, maxAge: '365d', immutable: true });
  }
  if (extraRoutes) await extraRoutes(app);
  await serveWebApp(app, webRoot);
  return app;
}
