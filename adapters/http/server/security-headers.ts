import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { AuthConfig } from '../../../core/ports/browser/auth-config';
import { isApiPath } from './api-path';

/** The origins the sign-in service needs the page to reach: the emulator, or Google's endpoints. */
function signInOrigins(config: AuthConfig) {
  if (config.emulatorUrl) return { script: [], connect: [config.emulatorUrl], frame: [config.emulatorUrl] };
  return {
    script: ['https://apis.google.com'],
    connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.googleapis.com'],
    frame: [`https://${config.authDomain}`],
  };
}

/** What the page may load: its own origin, plus Google's sign-in and Stripe only when they are configured. */
export function contentSecurityPolicy(authConfig: AuthConfig, stripe: boolean) {
  const signIn = signInOrigins(authConfig);
  // Stripe.js loads from Stripe and draws its card field in Stripe's frames.
  const stripeOrigins = (...origins: string[]) => (stripe ? origins : []);
  return {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: ["'self'", ...signIn.script, ...stripeOrigins('https://js.stripe.com')],
    connectSrc: ["'self'", ...signIn.connect, ...stripeOrigins('https://api.stripe.com')],
    frameSrc: [...signIn.frame, ...stripeOrigins('https://js.stripe.com', 'https://hooks.stripe.com')],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

/** JSON is never a page: it may load nothing and sit in no frame (OWASP's headers for REST answers). */
export const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
} as const;

/**
 * Security headers on every answer: helmet's, with the page policy, on pages and files; the short
 * API set on JSON answers. Helmet is built once here: the Fastify plugin rebuilt it, parsing the
 * policy again, on every request.
 */
export function securityHeaders(app: FastifyInstance, authConfig: AuthConfig, stripe: boolean) {
  const applyPageHeaders = helmet({
    contentSecurityPolicy: { directives: contentSecurityPolicy(authConfig, stripe) },
    // The Google sign-in popup talks back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!isApiPath(request.url)) return applyPageHeaders(request.raw, reply.raw, () => done());
    reply.headers(API_HEADERS);
    done();
  });
}
