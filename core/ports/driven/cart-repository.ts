import type { CartItem } from '../../domain/cart';
import type { Product } from '../../domain/product';

/** A cart's lines, and the products they name that still exist. */
export interface CartContents {
  items: CartItem[];
  products: Product[];
}

/**
 * Signed-in customers' carts, kept under the user's id so that every device sees the same one.
 * A line per product, oldest first. Checking a cart out empties it in the order's own transaction
 * (OrderRepository.place with `fromCart`), never here.
 */
export interface CartRepository {
  items(customerId: string): Promise<CartItem[]>;
  /** Each line with its product as it is now (null once deleted), in one read: what a cart page and a checkout price. */
  contents(customerId: string): Promise<CartContents>;
  /** Puts the item in, or sets its quantity when its product is there already; false when that would pass `limit` lines. */
  put(customerId: string, item: CartItem, limit: number): Promise<boolean>;
  /** Replaces the whole cart (a merge at sign-in). */
  replace(customerId: string, items: readonly CartItem[]): Promise<void>;
  /** Takes the product's line out; whether it was there. */
  remove(customerId: string, productId: string): Promise<boolean>;
}
