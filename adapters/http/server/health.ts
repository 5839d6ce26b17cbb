import type { FastifyInstance } from 'fastify';

/**
 * For a load balancer or an orchestrator: /healthz answers while the process lives; /readyz
 * only while the shop can serve (its database answers, its migrations applied), 503 otherwise.
 * Probes come every few seconds: they are logged only when they fail.
 */
export function healthRoutes(app: FastifyInstance, ready: () => Promise<boolean>) {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    const answer = await ready().catch((error: unknown) => {
      request.log.warn({ err: error }, 'not ready');
      return false;
    });
    return answer ? { status: 'ready' } : reply.status(503).send({ status: 'not ready' });
  });
}
