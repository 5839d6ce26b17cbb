import { shopMetricsContract, type ShopEvent } from '../../tests/contracts/shop-metrics.contract';
import { PrometheusMetrics } from './prometheus-metrics';

const labels: Record<ShopEvent, string> = {
  orderPlaced: 'order_placed',
  paymentRecorded: 'payment_recorded',
  refundRecorded: 'refund_recorded',
  emailSent: 'email_sent',
  emailFailed: 'email_failed',
};

// Read as Prometheus scrapes it: the exposition text.
shopMetricsContract('Prometheus', async () => {
  const metrics = new PrometheusMetrics();
  return {
    metrics,
    counts: async () => {
      const { body } = await metrics.exposition();
      const count = (label: string) => Number(new RegExp(`^shop_events_total\\{event="${label}"\\} (\\d+)$`, 'm').exec(body)?.[1] ?? NaN);
      return Object.fromEntries(Object.entries(labels).map(([event, label]) => [event, count(label)])) as Record<ShopEvent, number>;
    },
  };
});
