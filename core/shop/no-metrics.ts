import type { ShopMetrics } from '../ports/driven/shop-metrics';

/** Counts nothing: the runtimes that have no metrics endpoint (tests, Storybook) use it. */
export const noMetrics: ShopMetrics = {
  orderPlaced: () => undefined,
  paymentRecorded: () => undefined,
  refundRecorded: () => undefined,
  emailSent: () => undefined,
  emailFailed: () => undefined,
};
