import type { CartItem } from '../../core/domain/cart';
import type { CartContents, CartRepository } from '../../core/ports/driven/cart-repository';
import type { ProductRepository } from '../../core/ports/driven/product-repository';
import type { OrderCarts } from './memory-order-repository';

/** Carts in memory: for fast tests, Storybook and demos. */
export class MemoryCartRepository implements CartRepository, OrderCarts {
  private carts = new Map<string, CartItem[]>();

  constructor(private readonly products: Pick<ProductRepository, 'findMany'>) {}

  async contents(customerId: string): Promise<CartContents> {
    const items = await this.items(customerId);
    return { items, products: await this.products.findMany(items.map((item) => item.productId)) };
  }

  async items(customerId: string) {
    return (this.carts.get(customerId) ?? []).map((item) => ({ ...item }));
  }

  async put(customerId: string, item: CartItem, limit: number) {
    const cart = this.carts.get(customerId) ?? [];
    const known = cart.findIndex((line) => line.productId === item.productId);
    if (known < 0 && cart.length >= limit) return false;
    this.carts.set(customerId, known < 0 ? [...cart, { ...item }] : cart.map((line, i) => (i === known ? { ...line, quantity: item.quantity } : line)));
    return true;
  }

  async replace(customerId: string, items: readonly CartItem[]) {
    this.carts.set(customerId, items.map((item) => ({ ...item })));
  }

  async remove(customerId: string, productId: string) {
    const cart = this.carts.get(customerId) ?? [];
    this.carts.set(customerId, cart.filter((line) => line.productId !== productId));
    return cart.some((line) => line.productId === productId);
  }

  holds(customerId: string, productIds: readonly string[]) {
    const cart = this.carts.get(customerId) ?? [];
    return productIds.every((id) => cart.some((line) => line.productId === id));
  }

  checkOut(customerId: string, productIds: readonly string[]) {
    this.carts.set(customerId, (this.carts.get(customerId) ?? []).filter((line) => !productIds.includes(line.productId)));
  }

  async deleteAll() {
    this.carts.clear();
  }
}
