import { describe, expect, it } from 'vitest';
import type { ShopMetrics } from '../../core/ports/driven/shop-metrics';

export type ShopEvent = keyof ShopMetrics;

export interface ShopMetricsHarness {
  metrics: ShopMetrics;
  /** What an operator reads: how many times each event was recorded. */
  counts(): Promise<Record<ShopEvent, number>>;
}

const events: ShopEvent[] = ['orderPlaced', 'paymentRecorded', 'refundRecorded', 'emailSent', 'emailFailed'];

/** What every ShopMetrics must do: count each event once per call, from zero, apart from the others. */
export function shopMetricsContract(name: string, open: () => Promise<ShopMetricsHarness>) {
  describe(`ShopMetrics contract: ${name}`, () => {
    it('shows every event at zero before it happens', async () => {
      const { counts } = await open();
      expect(await counts()).toEqual({ orderPlaced: 0, paymentRecorded: 0, refundRecorded: 0, emailSent: 0, emailFailed: 0 });
    });

    it('counts each event once per call, apart from the others', async () => {
      const { metrics, counts } = await open();
      events.forEach((event, n) => {
        for (let i = 0; i <= n; i++) metrics[event]();
      });
      expect(await counts()).toEqual({ orderPlaced: 1, paymentRecorded: 2, refundRecorded: 3, emailSent: 4, emailFailed: 5 });
    });
  });
}
