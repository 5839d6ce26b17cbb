import type { CatalogueApi } from '../../core/ports/catalogue-api';
import type { PageRequest } from '../../core/ports/page';
import type { Catalogue } from '../../core/shop/catalogue';
import { isShopError } from '../../core/shop/errors';

/** The catalogue API without a network hop: for demos, Storybook and the API contract suite. */
export class InProcessCatalogueApi implements CatalogueApi {
  constructor(private readonly catalogue: Catalogue) {}

  listProducts(request: PageRequest) {
    return this.catalogue.listProducts(request);
  }

  async getProduct(id: string) {
    try {
      return await this.catalogue.getProduct(id);
    } catch (error) {
      if (isShopError(error) && (error.type === 'not_found' || error.type === 'invalid_data')) return null;
      throw error;
    }
  }
}
