import type { NewProduct, Product } from '../domain/product';
import type { ProductRepository } from '../ports/driven/product-repository';
import { notFound } from './errors';

/** Admins keeping the catalogue (the contract lets only admins in, and checks every product against the one product schema). */
export class CatalogueAdmin {
  constructor(private readonly products: ProductRepository) {}

  async addProduct(product: NewProduct): Promise<Product> {
    return this.products.insert(product);
  }

  /** Saves the product; orders already placed keep the name and price they were placed with. */
  async updateProduct(id: string, product: NewProduct): Promise<Product> {
    const saved = await this.products.update(id, product);
    if (!saved) throw notFound('No product has that id');
    return saved;
  }

  async deleteProduct(id: string): Promise<{ deletedCount: number }> {
    if (!(await this.products.delete(id))) throw notFound('No product has that id');
    return { deletedCount: 1 };
  }
}
