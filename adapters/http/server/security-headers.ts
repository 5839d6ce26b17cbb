import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { PageOrigins } from '../../composition/adapter-registry';
import { isApiPath } from './api-path';

/** What the page may load: its own origin, plus the origins the chosen adapters need (the sign-in service, a card provider, pictures kept elsewhere). */
export function contentSecurityPolicy(...needs: PageOrigins[]) {
  const all = (kind: keyof PageOrigins) => [...new Set(needs.flatMap((origins) => origins[kind] ?? []))];
  return {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...all('img')],
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: ["'self'", ...all('script')],
    connectSrc: ["'self'", ...all('connect')],
    frameSrc: all('frame').length > 0 ? all('frame') : ["'none'"],
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
export function securityHeaders(app: FastifyInstance, pageOrigins: PageOrigins[] = []) {
  const applyPageHeaders = helmet({
    contentSecurityPolicy: { directives: contentSecurityPolicy(...pageOrigins) },
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
