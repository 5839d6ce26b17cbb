import type { OrdersApi } from '../../../core/ports/orders-api';
import type { OrderRequest } from '../../../core/shop/ordering';
import { deletedSchema, orderListSchema, orderPlacedSchema, orderSchema, routes } from '../contract';
import type { HttpClient } from './http-client';

export class HttpOrdersApi implements OrdersApi {
  constructor(private readonly http: HttpClient) {}

  async placeOrder(request: OrderRequest) {
    return (await this.http.request(routes.placeOrder, orderPlacedSchema, { body: request })).order;
  }

  listOrders(customer: string) {
    return this.http.request(routes.listOrders, orderListSchema, { query: { customer } });
  }

  getOrder(id: string) {
    return this.http.request(routes.getOrder, orderSchema, { params: { id } });
  }

  async deleteOrder(id: string) {
    await this.http.request(routes.deleteOrder, deletedSchema, { params: { id } });
  }
}
