import type { CatalogueApi } from '../../../core/ports/browser/catalogue-api';
import type { PageRequest } from '../../../core/domain/page';
import { ApiError } from './api-error';
import type { HttpClient } from './http-client';

export class HttpCatalogueApi implements CatalogueApi {
  constructor(private readonly http: HttpClient) {}

  listProducts({ limit, cursor }: PageRequest) {
    return this.http.call('listProducts', { query: { limit, cursor } });
  }

  async getProduct(id: string) {
    try {
      return await this.http.call('getProduct', { params: { id } });
    } catch (error) {
      if (error instanceof ApiError && (error.type === 'not_found' || error.status === 400)) return null;
      throw error;
    }
  }
}
