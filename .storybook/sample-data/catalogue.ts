import { seedProducts } from '../../adapters/seed/catalogue';
import type { CatalogueProduct } from '../../core/domain/product';
import { sampleCategoryIdOf } from './categories';
import { sampleId } from './sample-ids';

// The catalogue the stories show: the seeded range under fixed ids, with customer counts.

export { sampleId } from './sample-ids';

const customerCounts = [1284, 0, 312, 57, 1, 2045, 89, 14, 430, 7, 96, 23];

/** The twelve seeded products, as the catalogue lists them. */
export const sampleProducts: CatalogueProduct[] = seedProducts.map((product, i) => ({
  ...product,
  categoryId: sampleCategoryIdOf(product.partNumber),
  _id: sampleId(i + 1),
  customerCount: customerCounts[i % customerCounts.length],
}));

export const sampleProduct: CatalogueProduct = sampleProducts[0];

/** A longer catalogue (24 products) for paging: the first page is followed by "Show more tools". */
export const manySampleProducts: CatalogueProduct[] = [
  ...sampleProducts,
  ...sampleProducts.map((product, i) => ({ ...product, _id: sampleId(100 + i), name: `${product.name} (trade pack)`, customerCount: product.customerCount * 3 })),
];

/** An id that no sample product has: GET /api/products/:id answers 404 for it. */
export const unknownProductId = sampleId(999_999);
