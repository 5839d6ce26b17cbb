import type { OrdersApi } from '../../../core/ports/browser/orders-api';
import type { OrderRequest } from '../../../core/domain/order-request';
import type { HttpClient } from './http-client';

export class HttpOrdersApi implements OrdersApi {
  constructor(private readonly http: HttpClient) {}

  async placeOrder(request: OrderRequest) {
    return (await this.http.call('placeOrder', { body: request })).order;
  }

  listOrders(customer: string) {
    return this.http.call('listOrders', { query: { customer } });
  }

  getOrder(id: string) {
    return this.http.call('getOrder', { params: { id } });
  }

  async deleteOrder(id: string) {
    await this.http.call('deleteOrder', { params: { id } });
  }

  getOrderDetail(id: string) {
    return this.http.call('getOrderDetail', { params: { id } });
  }

  requestCancellation(id: string, reason = '') {
    return this.http.call('requestCancellation', { params: { id }, body: { reason } });
  }
}
