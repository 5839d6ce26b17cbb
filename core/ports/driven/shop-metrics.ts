/** What the shop counts for its operators: a Prometheus endpoint in production, nothing elsewhere. */
export interface ShopMetrics {
  orderPlaced(): void;
  paymentRecorded(): void;
  refundRecorded(): void;
  emailSent(): void;
  /** A try the mail server refused, whether queued again or failed for good. */
  emailFailed(): void;
}
