import type { CartItem } from '../../core/domain/cart';
import type { CatalogueProduct } from '../../core/domain/product';
import { sampleId, sampleProducts } from './catalogue';
import { sampleCustomer } from './people';

/** A cart line as kept: the product, how many, and what one cost when it went in (today's price unless given). */
export const cartItemOf = (product: CatalogueProduct, quantity: number, addedPrice = product.price): CartItem => ({ productId: product._id, quantity, name: product.name, addedPrice });

/** The signed-in sample customer's cart, for `parameters.shop.carts`. */
export const cartOf = (items: readonly CartItem[]) => ({ [sampleCustomer.id]: items });

export const [drill, circularSaw, wrenchSet] = sampleProducts;

/** A product named as long as real catalogues name them (93 characters). */
export const longNamedProduct: CatalogueProduct = {
  ...sampleProducts[3],
  _id: sampleId(500),
  name: 'Heavy-Duty Brushless Angle Grinder 125 mm with Anti-Kickback Clutch, Two 5.0 Ah Batteries and Case',
};

/** The catalogue with the long-named product in it. */
export const productsWithLongName = [...sampleProducts, longNamedProduct];
