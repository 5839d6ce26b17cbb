import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ApiErrorBody } from '../contract';

/**
 * Serves the built UI: hashed assets cached for a year, every other browser path answered
 * with index.html so the router can take it; unknown API paths get the error shape.
 */
export async function serveWebApp(app: FastifyInstance, webRoot: string | undefined) {
  const hasUi = webRoot !== undefined && existsSync(path.join(webRoot, 'index.html'));
  if (hasUi) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const wantsPage = request.method === 'GET' && !isApi && (request.headers.accept ?? '').includes('text/html');
    if (hasUi && wantsPage) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ type: 'not_found', message: `Nothing at ${request.method} ${request.url.split('?')[0]}` } satisfies ApiErrorBody);
  });
}
