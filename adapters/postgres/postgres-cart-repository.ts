import { and, asc, eq, sql } from 'drizzle-orm';
import type { CartItem } from '../../core/domain/cart';
import type { CartContents, CartRepository } from '../../core/ports/driven/cart-repository';
import { productColumns } from './postgres-product-repository';
import type { ShopDatabase } from './database';
import { cartLines, products } from './schema';

const columns = { productId: cartLines.productId, quantity: cartLines.quantity, name: cartLines.name, addedPrice: cartLines.addedPrice };

// The first key of the advisory locks on carts: any constant no other lock of the shop uses.
const CART_LOCK = 7_401_300;

/** Carts in PostgreSQL or PGlite: a change that counts lines holds the cart's lock, so the limit holds across servers. */
export class PostgresCartRepository implements CartRepository {
  private readonly byCustomer;
  private readonly withProducts;

  constructor(private readonly db: ShopDatabase) {
    this.byCustomer = db.select(columns).from(cartLines).where(eq(cartLines.customerId, sql.placeholder('customerId'))).orderBy(asc(cartLines.seq)).prepare('cart_by_customer');
    this.withProducts = db
      .select({ item: columns, product: productColumns })
      .from(cartLines)
      .leftJoin(products, eq(products.id, cartLines.productId))
      .where(eq(cartLines.customerId, sql.placeholder('customerId')))
      .orderBy(asc(cartLines.seq))
      .prepare('cart_with_products_by_customer');
  }

  async contents(customerId: string): Promise<CartContents> {
    const rows = await this.withProducts.execute({ customerId });
    return { items: rows.map((row) => row.item), products: rows.flatMap((row) => (row.product ? [row.product] : [])) };
  }

  async items(customerId: string): Promise<CartItem[]> {
    return this.byCustomer.execute({ customerId });
  }

  async put(customerId: string, item: CartItem, limit: number) {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${sql.raw(String(CART_LOCK))}, hashtext(${customerId}))`);
      const [updated] = await tx
        .update(cartLines)
        .set({ quantity: item.quantity })
        .where(and(eq(cartLines.customerId, customerId), eq(cartLines.productId, item.productId)))
        .returning({ productId: cartLines.productId });
      if (updated) return true;
      const [{ lines }] = await tx.select({ lines: sql<number>`count(*)`.mapWith(Number) }).from(cartLines).where(eq(cartLines.customerId, customerId));
      if (lines >= limit) return false;
      await tx.insert(cartLines).values({ customerId, ...item });
      return true;
    });
  }

  async replace(customerId: string, items: readonly CartItem[]) {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${sql.raw(String(CART_LOCK))}, hashtext(${customerId}))`);
      await tx.delete(cartLines).where(eq(cartLines.customerId, customerId));
      if (items.length > 0) await tx.insert(cartLines).values(items.map((item) => ({ customerId, ...item })));
    });
  }

  async remove(customerId: string, productId: string) {
    const rows = await this.db.delete(cartLines).where(and(eq(cartLines.customerId, customerId), eq(cartLines.productId, productId))).returning({ productId: cartLines.productId });
    return rows.length > 0;
  }
}
