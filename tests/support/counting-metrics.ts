import type { ShopMetrics } from '../../core/ports/driven/shop-metrics';

/** The shop's metrics as counts a test reads back: what an operator's dashboard would show. */
export class CountingMetrics implements ShopMetrics {
  readonly counts = { orderPlaced: 0, paymentRecorded: 0, refundRecorded: 0, emailSent: 0, emailFailed: 0 };

  orderPlaced() {
    this.counts.orderPlaced += 1;
  }
  paymentRecorded() {
    this.counts.paymentRecorded += 1;
  }
  refundRecorded() {
    this.counts.refundRecorded += 1;
  }
  emailSent() {
    this.counts.emailSent += 1;
  }
  emailFailed() {
    this.counts.emailFailed += 1;
  }
}
