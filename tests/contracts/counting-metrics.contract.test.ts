import { CountingMetrics } from '../support/counting-metrics';
import { shopMetricsContract } from './shop-metrics.contract';

// The tests' metrics, which they read as an operator's dashboard: they must count as Prometheus does.
shopMetricsContract('counting (tests)', async () => {
  const metrics = new CountingMetrics();
  return { metrics, counts: async () => ({ ...metrics.counts }) };
});
