import type { NewProduct } from '../../../core/domain/product';
import type { Shipment } from '../../../core/domain/order';
import type { AdminApi, AllOrdersRequest } from '../../../core/ports/browser/admin-api';
import type { HttpClient } from './http-client';

export class HttpAdminApi implements AdminApi {
  constructor(private readonly http: HttpClient) {}

  listUsers() {
    return this.http.call('listUsers');
  }

  async makeAdmin(email: string) {
    await this.http.call('makeAdmin', { params: { email } });
  }

  async removeAdmin(email: string) {
    await this.http.call('removeAdmin', { params: { email } });
  }

  async removeUser(email: string) {
    await this.http.call('removeUser', { params: { email } });
  }

  addProduct(product: NewProduct) {
    return this.http.call('addProduct', { body: product });
  }

  updateProduct(id: string, product: NewProduct) {
    return this.http.call('updateProduct', { params: { id }, body: product });
  }

  async deleteProduct(id: string) {
    await this.http.call('deleteProduct', { params: { id } });
  }

  async uploadImage(file: Blob) {
    return (await this.http.call('uploadImage', { file })).url;
  }

  listAllOrders({ limit, cursor, filter, search }: AllOrdersRequest) {
    return this.http.call('listAllOrders', { query: { limit, cursor, filter, search: search || undefined } });
  }

  shipOrder(id: string, shipment: Partial<Shipment> = {}) {
    return this.http.call('shipOrder', { params: { id }, body: shipment });
  }

  cancelOrder(id: string) {
    return this.http.call('cancelOrder', { params: { id } });
  }

  declineCancellation(id: string) {
    return this.http.call('declineCancellation', { params: { id } });
  }

  addOrderNote(id: string, text: string) {
    return this.http.call('addOrderNote', { params: { id }, body: { text } });
  }
}
