import type { FastifyInstance } from 'fastify';
import { openApiDocument } from './openapi-document';

/** Where the build puts the reference's viewer (vite.config.ts), under the served web root. */
export const VIEWER_PATH = '/api-reference/viewer.js';

/**
 * The page's own policy: the viewer's script from the shop, its inline styles, the document from
 * the shop; nothing else, and no frame around it. The viewer's own web fonts are not fetched.
 */
const PAGE_POLICY = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The viewer as a reference of this shop alone: no telemetry, no web fonts from elsewhere, none of
 * its maker's services (an AI agent, SDK generation, hosting), no developer toolbar.
 */
const VIEWER_SETTINGS = {
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  showDeveloperTools: 'never',
  hideClientButton: true,
  customCss: '.explore-scalar-cta { display: none; }',
};

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Hartwell Tools shop API</title>
  </head>
  <body>
    <script id="api-reference" data-url="/api/openapi.json" data-configuration='${JSON.stringify(VIEWER_SETTINGS).replace(/'/g, '&#39;')}'></script>
    <noscript>The API reference needs JavaScript; its document is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript>
    <script src="${VIEWER_PATH}"></script>
  </body>
</html>
`;

/** GET /api/openapi.json, the API described from the contract, and GET /api/docs, a page to read it. */
export function apiReferenceRoutes(app: FastifyInstance) {
  // Made at the first ask, not at start-up, and kept: the contract does not change while the server runs.
  let document: string | undefined;
  app.get('/api/openapi.json', (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send((document ??= JSON.stringify(openApiDocument()))),
  );
  app.get('/api/docs', (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('content-security-policy', PAGE_POLICY).send(page));
}
