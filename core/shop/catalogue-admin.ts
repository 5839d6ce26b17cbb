import { partNumberMessages, type NewProduct, type Product } from '../domain/product';
import { PartNumberTakenError, type ProductRepository } from '../ports/driven/product-repository';
import { conflict, notFound } from './errors';

/** The write's product, or the shop's words when another product has its part number. */
async function unlessTaken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof PartNumberTakenError) throw conflict(partNumberMessages.taken(error.partNumber));
    throw error;
  }
}

/** Admins keeping the catalogue (the contract lets only admins in, and checks every product against the one product schema). */
export class CatalogueAdmin {
  constructor(private readonly products: ProductRepository) {}

  async addProduct(product: NewProduct): Promise<Product> {
    return unlessTaken(this.products.insert(product));
  }

  /** Saves the product; orders already placed keep the name and price they were placed with. */
  async updateProduct(id: string, product: NewProduct): Promise<Product> {
    const saved = await unlessTaken(this.products.update(id, product));
    if (!saved) throw notFound('No product has that id');
    return saved;
  }

  async deleteProduct(id: string): Promise<{ deletedCount: number }> {
    if (!(await this.products.delete(id))) throw notFound('No product has that id');
    return { deletedCount: 1 };
  }
}
