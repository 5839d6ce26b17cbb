import { newProductSchema, type NewProduct, type Product } from '../domain/product';
import type { User } from '../domain/user';
import type { ProductRepository } from '../ports/driven/product-repository';
import { notFound } from './errors';
import { requireId } from './records';
import { requireAdmin } from './permissions';
import { parseInput } from './parse-input';

/** Admins keeping the catalogue: every product passes the one product schema. */
export class CatalogueAdmin {
  constructor(private readonly products: ProductRepository) {}

  async addProduct(caller: User | null, input: unknown): Promise<Product> {
    requireAdmin(caller);
    return this.products.insert(this.productOf(input));
  }

  /** Saves the product; orders already placed keep the name and price they were placed with. */
  async updateProduct(caller: User | null, id: string, input: unknown): Promise<Product> {
    requireAdmin(caller);
    const product = this.productOf(input);
    const saved = await this.products.update(requireId(id, 'product'), product);
    if (!saved) throw notFound('No product has that id');
    return saved;
  }

  async deleteProduct(caller: User | null, id: string): Promise<{ deletedCount: number }> {
    requireAdmin(caller);
    if (!(await this.products.delete(requireId(id, 'product')))) throw notFound('No product has that id');
    return { deletedCount: 1 };
  }

  private productOf(input: unknown): NewProduct {
    return parseInput(newProductSchema, input);
  }
}
