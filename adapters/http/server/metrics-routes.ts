import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Histogram } from 'prom-client';
import type { ApiErrorBody } from '../../../core/contract';

export interface ServedMetrics {
  requestDuration: Histogram<'method' | 'route' | 'status'>;
  exposition(): Promise<{ contentType: string; body: string }>;
}

/** Times every answer by its route's pattern (never the raw address: one series per route, not per id). */
export function timeRequests(app: FastifyInstance, metrics: ServedMetrics) {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requestDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
}

const sameSecret = (given: string, expected: string) => given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * GET /metrics. On the metrics port it is open (that port is the operator's, not the public's);
 * on the shop's own address it answers only `Authorization: Bearer <METRICS_TOKEN>`, and as an
 * unknown address to everyone else.
 */
export function metricsRoute(app: FastifyInstance, metrics: ServedMetrics, token: string | null) {
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (token !== null && !sameSecret(request.headers.authorization ?? '', `Bearer ${token}`)) {
      const body: ApiErrorBody = { type: 'not_found', message: `Nothing at ${request.method} /metrics` };
      return reply.status(404).send(body);
    }
    const { contentType, body } = await metrics.exposition();
    return reply.type(contentType).send(body);
  });
}
