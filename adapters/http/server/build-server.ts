import helmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Accounts } from '../../../core/shop/accounts';
import type { Catalogue } from '../../../core/shop/catalogue';
import type { Ordering } from '../../../core/shop/ordering';
import type { AuthConfig } from '../../firebase/auth-config';
import { accountRoutes } from './account-routes';
import { catalogueRoutes } from './catalogue-routes';
import { installErrorHandler } from './error-handler';
import { orderRoutes } from './order-routes';
import { serveWebApp } from './web-app';

export interface ServerDependencies {
  catalogue: Catalogue;
  accounts: Accounts;
  ordering: Ordering;
  authConfig: AuthConfig;
  /** The built UI's folder; without it only the API is served. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
}

/** JSON bodies larger than this are refused before they are read. */
export const JSON_BODY_LIMIT = 64 * 1024;

/** The origins the sign-in service needs the page to reach: the emulator, or Google's endpoints. */
function signInOrigins(config: AuthConfig) {
  if (config.emulatorUrl) return { connect: [config.emulatorUrl], frame: [config.emulatorUrl] };
  return {
    connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.googleapis.com'],
    frame: [`https://${config.authDomain}`],
  };
}

export async function buildServer({ catalogue, accounts, ordering, authConfig, webRoot, logger = false }: ServerDependencies) {
  const app = Fastify({
    logger,
    bodyLimit: JSON_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
  });
  installErrorHandler(app);
  const signIn = signInOrigins(authConfig);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://lh3.googleusercontent.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...(authConfig.emulatorUrl ? [] : ['https://apis.google.com'])],
        connectSrc: ["'self'", ...signIn.connect],
        frameSrc: signIn.frame,
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The Google sign-in popup talks back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
  });
  const authenticate = (bearer: string | null) => accounts.authenticate(bearer);
  await app.register(async (api) => {
    catalogueRoutes(api, authenticate, catalogue);
    accountRoutes(api, authenticate, accounts, authConfig);
    orderRoutes(api, authenticate, ordering);
  });
  await serveWebApp(app, webRoot);
  return app;
}
