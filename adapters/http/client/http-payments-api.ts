import type { PaymentsApi } from '../../../core/ports/browser/payments-api';
import type { HttpClient } from './http-client';

export class HttpPaymentsApi implements PaymentsApi {
  constructor(private readonly http: HttpClient) {}

  paymentConfig() {
    return this.http.call('getPaymentConfig');
  }

  async createPaymentIntent(orderId: string) {
    return (await this.http.call('createPaymentIntent', { body: { orderId } })).clientSecret;
  }

  recordPayment(orderId: string, transactionId: string) {
    return this.http.call('recordPayment', { params: { id: orderId }, body: { transactionId } });
  }
}
