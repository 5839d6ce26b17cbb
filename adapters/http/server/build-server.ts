import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { ImageStore } from '../../../core/ports/image-store';
import type { PaymentConfig } from '../../../core/ports/payments-api';
import type { Accounts } from '../../../core/shop/accounts';
import type { Catalogue } from '../../../core/shop/catalogue';
import type { CatalogueAdmin } from '../../../core/shop/catalogue-admin';
import type { ContactInbox } from '../../../core/shop/contact-inbox';
import type { Fulfilment } from '../../../core/shop/fulfilment';
import type { Ordering } from '../../../core/shop/ordering';
import type { Payments } from '../../../core/shop/payments';
import type { Profiles } from '../../../core/shop/profiles';
import type { Reviews } from '../../../core/shop/reviews';
import type { UserAdmin } from '../../../core/shop/user-admin';
import type { AuthConfig } from '../../firebase/auth-config';
import type { SandboxCardProcessor } from '../../sandbox-card/server/sandbox-card-processor';
import type { ApiErrorBody } from '../contract';
import { createShopApi, type ShopApiOptions } from '../shop-api';
import type { ShopServices } from '../shop-handlers';
import { connectionOptions, DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from './connection-limits';
import { installErrorHandler } from './error-handler';
import { securityHeaders } from './security-headers';
import { serveContract } from './serve-contract';
import { serveWebApp } from './web-app';

export interface PaymentRoutesOptions {
  payments: Payments;
  config: PaymentConfig;
  /** The embedded provider's confirm endpoint, when it is the one in use. */
  sandbox?: SandboxCardProcessor;
}

export interface AdminServices {
  users: UserAdmin;
  catalogue: CatalogueAdmin;
  fulfilment: Fulfilment;
  images: ImageStore;
  /** The largest picture taken, in bytes. */
  maxImageBytes: number;
}

export interface ServerDependencies extends ShopApiOptions {
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
  /** Timeouts on slow clients and the most connections at once; the defaults unless given. */
  connectionLimits?: ConnectionLimits;
  /** The proxies trusted to name the client's address (X-Forwarded-For), which the per-address limits count; none unless given. */
  trustProxy?: number | string | false;
  logger?: FastifyServerOptions['logger'];
}

/** JSON bodies larger than this are refused before they are read. */
export const JSON_BODY_LIMIT = 64 * 1024;

/** The use cases and settings the API serves, out of what the server is given. */
export function shopServicesOf({ catalogue, accounts, ordering, payments, admin, profiles, reviews, contact, authConfig }: ServerDependencies): ShopServices {
  return {
    catalogue,
    accounts,
    ordering,
    payments: payments.payments,
    paymentConfig: payments.config,
    sandbox: payments.sandbox,
    users: admin.users,
    catalogueAdmin: admin.catalogue,
    fulfilment: admin.fulfilment,
    images: admin.images,
    profiles,
    reviews,
    contact,
    authConfig,
  };
}

export async function buildServer(dependencies: ServerDependencies) {
  const { payments, admin, imagesDir, extraRoutes, authConfig, webRoot, connectionLimits = DEFAULT_CONNECTION_LIMITS, trustProxy = false, logger = false, rateLimits, responseCacheMs, checkAnswers } = dependencies;
  const options = { rateLimits, responseCacheMs, checkAnswers };
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
  const { dispatch, handlers } = createShopApi(shopServicesOf(dependencies), options);
  await app.register((api) => serveContract(api, dispatch, handlers, { maxRawBodyBytes: admin.maxImageBytes }));
  if (imagesDir) {
    await app.register(fastifyStatic, { root: imagesDir, prefix: '/images/', decorateReply: false, wildcard: true, maxAge: '365d', immutable: true });
  }
  if (extraRoutes) await extraRoutes(app);
  await serveWebApp(app, webRoot);
  return app;
}
