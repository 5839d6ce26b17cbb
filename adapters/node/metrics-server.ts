import Fastify from 'fastify';
import { metricsRoute, type ServedMetrics } from '../http/server/metrics-routes';

/** GET /metrics alone, on the operators' port (METRICS_PORT): keep it off the public network. */
export async function startMetricsServer(metrics: ServedMetrics, { port, host }: { port: number; host: string }) {
  const app = Fastify({ logger: false });
  metricsRoute(app, metrics, null);
  await app.listen({ port, host });
  return app;
}
