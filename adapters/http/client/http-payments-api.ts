import type { PaymentsApi } from '../../../core/ports/payments-api';
import { clientSecretSchema, orderSchema, paymentConfigSchema, routes } from '../contract';
import type { HttpClient } from './http-client';

export class HttpPaymentsApi implements PaymentsApi {
  constructor(private readonly http: HttpClient) {}

  paymentConfig() {
    return this.http.request(routes.getPaymentConfig, paymentConfigSchema);
  }

  async createPaymentIntent(orderId: string) {
    return (await this.http.request(routes.createPaymentIntent, clientSecretSchema, { body: { orderId } })).clientSecret;
  }

  recordPayment(orderId: string, transactionId: string) {
    return this.http.request(routes.recordPayment, orderSchema, { params: { id: orderId }, body: { transactionId, appointment: orderId } });
  }
}
