import type { NewProduct } from '../../../core/domain/product';
import type { AdminApi } from '../../../core/ports/browser/admin-api';
import type { PageRequest } from '../../../core/domain/page';
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

  listAllOrders({ limit, cursor }: PageRequest) {
    return this.http.call('listAllOrders', { query: { limit, cursor } });
  }

  shipOrder(id: string) {
    return this.http.call('shipOrder', { params: { id } });
  }
}
