import * as v from 'valibot';
import type { NewProduct } from '../../../core/domain/product';
import type { AdminApi } from '../../../core/ports/admin-api';
import type { PageRequest } from '../../../core/ports/page';
import { deletedSchema, imageSchema, orderPageSchema, orderSchema, productSchema, routes, userListSchema } from '../contract';
import type { HttpClient } from './http-client';

const anything = v.unknown();

export class HttpAdminApi implements AdminApi {
  constructor(private readonly http: HttpClient) {}

  listUsers() {
    return this.http.request(routes.listUsers, userListSchema);
  }

  async makeAdmin(email: string) {
    await this.http.request(routes.makeAdmin, anything, { params: { email } });
  }

  async removeAdmin(email: string) {
    await this.http.request(routes.removeAdmin, anything, { params: { email } });
  }

  async removeUser(email: string) {
    await this.http.request(routes.removeUser, anything, { params: { email } });
  }

  addProduct(product: NewProduct) {
    return this.http.request(routes.addProduct, productSchema, { body: product });
  }

  updateProduct(id: string, product: NewProduct) {
    return this.http.request(routes.updateProduct, productSchema, { params: { id }, body: product });
  }

  async deleteProduct(id: string) {
    await this.http.request(routes.deleteProduct, deletedSchema, { params: { id } });
  }

  async uploadImage(file: Blob) {
    return (await this.http.request(routes.uploadImage, imageSchema, { file })).url;
  }

  listAllOrders({ limit, cursor }: PageRequest) {
    return this.http.request(routes.listAllOrders, orderPageSchema, { query: { limit, cursor } });
  }

  shipOrder(id: string) {
    return this.http.request(routes.shipOrder, orderSchema, { params: { id } });
  }
}
