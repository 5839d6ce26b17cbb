import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ShopMetrics } from '../../core/ports/driven/shop-metrics';

/** What the database pool reports of its connections (node-postgres's Pool has these three). */
export interface PoolUse {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/**
 * The shop's counters in one prom-client registry: the process's own (memory, event loop, GC),
 * HTTP request durations, the shop's events and, on PostgreSQL, the pool's connections.
 */
export class PrometheusMetrics implements ShopMetrics {
  readonly registry = new Registry();
  readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  private readonly events = new Counter({ name: 'shop_events_total', help: 'Orders placed, payments and refunds recorded, emails sent and failed', labelNames: ['event'] as const, registers: [this.registry] });

  constructor(pool?: () => PoolUse | null) {
    collectDefaultMetrics({ register: this.registry });
    // Every event shows from the first scrape, at zero until it happens.
    for (const event of ['order_placed', 'payment_recorded', 'refund_recorded', 'email_sent', 'email_failed']) this.events.inc({ event }, 0);
    if (pool) {
      new Gauge({
        name: 'shop_db_pool_connections',
        help: 'Database pool connections: open, idle, and requests waiting for one',
        labelNames: ['state'] as const,
        registers: [this.registry],
        collect() {
          const use = pool();
          if (!use) return;
          this.set({ state: 'open' }, use.totalCount);
          this.set({ state: 'idle' }, use.idleCount);
          this.set({ state: 'waiting' }, use.waitingCount);
        },
      });
    }
  }

  orderPlaced() {
    this.events.inc({ event: 'order_placed' });
  }
  paymentRecorded() {
    this.events.inc({ event: 'payment_recorded' });
  }
  refundRecorded() {
    this.events.inc({ event: 'refund_recorded' });
  }
  emailSent() {
    this.events.inc({ event: 'email_sent' });
  }
  emailFailed() {
    this.events.inc({ event: 'email_failed' });
  }

  /** The text Prometheus scrapes, and its content type. */
  async exposition() {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
