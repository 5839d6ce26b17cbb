import type { Product } from '../domain/product';

/**
 * The products placements read last, by id, so that the next order of one saves a read: the
 * placement stores nothing if the product's terms have changed since (ProductTerms), so a product
 * kept here can be stale but never wrongly sold. At most `size` are kept, the least recently read going first.
 */
export class RecentProducts {
  private readonly kept = new Map<string, Product>();

  constructor(private readonly size = 1_000) {}

  get(id: string): Product | undefined {
    return this.kept.get(id);
  }

  remember(product: Product) {
    this.kept.delete(product._id);
    this.kept.set(product._id, product);
    if (this.kept.size > this.size) this.kept.delete(this.kept.keys().next().value!);
  }

  forget(id: string) {
    this.kept.delete(id);
  }
}
