import type { Order } from '../../domain/order';

/** Which card provider the shop takes payments with, as the browser needs to know it. */
export type PaymentConfig = { provider: 'sandbox' } | { provider: 'stripe'; publishableKey: string };

/** Paying an order, as the browser sees it (served by the shop's API). Failures carry a `type`. */
export interface PaymentsApi {
  paymentConfig(): Promise<PaymentConfig>;
  /** The client secret of the intent to pay the order's total. */
  createPaymentIntent(orderId: string): Promise<string>;
  /** Asks the shop to record a payment the provider confirmed; answers the order, now paid. */
  recordPayment(orderId: string, transactionId: string): Promise<Order>;
}
