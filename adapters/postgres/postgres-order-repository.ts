import { and, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { PageRequest } from '../../core/domain/page';
import { decodeSeqCursor, seqPage } from '../common/seq-cursor';
import type { Order } from '../../core/domain/order';
import type { NewOrder, OrderRepository } from '../../core/ports/driven/order-repository';
import type { ShopDatabase } from './database';
import { orders } from './schema';

const columns = {
  _id: orders.id,
  productId: orders.productId,
  product: orders.product,
  customerId: orders.customerId,
  customer: orders.customer,
  customerName: orders.customerName,
  phone: orders.phone,
  quantity: orders.quantity,
  totalPrice: orders.totalPrice,
  paid: orders.paid,
  shipped: orders.shipped,
  transactionId: orders.transactionId,
  createdAt: orders.createdAt,
};

type Row = Omit<Order, 'placedAt'> & { createdAt: Date };
const toOrder = ({ createdAt, ...row }: Row): Order => ({ ...row, placedAt: createdAt.toISOString() });

/** Orders in PostgreSQL or PGlite; state changes are single conditional statements, safe under concurrency. */
export class PostgresOrderRepository implements OrderRepository {
  private readonly byId;
  private readonly byCustomer;

  constructor(private readonly db: ShopDatabase) {
    this.byId = db.select(columns).from(orders).where(eq(orders.id, sql.placeholder('id'))).prepare('orders_by_id');
    this.byCustomer = db
      .select(columns)
      .from(orders)
      .where(eq(orders.customerId, sql.placeholder('customerId')))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .prepare('orders_by_customer');
  }

  async create(order: NewOrder): Promise<Order> {
    const [row] = await this.db
      .insert(orders)
      .values({ ...order, id: crypto.randomUUID() })
      .onConflictDoNothing({ target: [orders.customerId, orders.requestId] })
      .returning(columns);
    if (row) return toOrder(row);
    // The same placement arrived before: answer the order it stored.
    const [placed] = await this.db
      .select(columns)
      .from(orders)
      .where(and(eq(orders.customerId, order.customerId), eq(orders.requestId, order.requestId!)));
    return toOrder(placed);
  }

  async findById(id: string) {
    const [row] = await this.byId.execute({ id });
    return row ? toOrder(row) : null;
  }

  async listByCustomer(customerId: string) {
    return (await this.byCustomer.execute({ customerId })).map(toOrder);
  }

  async listAll({ limit, cursor }: PageRequest) {
    const before = cursor ? decodeSeqCursor(cursor) : null;
    const rows = await this.db
      .select({ ...columns, seq: orders.seq })
      .from(orders)
      .where(before === null ? undefined : lt(orders.seq, before))
      .orderBy(desc(orders.seq))
      .limit(limit + 1);
    return seqPage(rows, limit, ({ seq: _seq, ...row }) => toOrder(row));
  }

  async paidProducts(customerId: string) {
    const rows = await this.db
      .selectDistinctOn([orders.productId], { productId: orders.productId, product: orders.product })
      .from(orders)
      .where(and(eq(orders.customerId, customerId), eq(orders.paid, true), isNotNull(orders.productId)))
      .orderBy(orders.productId, desc(orders.seq));
    return rows.map((row) => ({ productId: row.productId!, product: row.product }));
  }

  async markShipped(id: string) {
    const [row] = await this.db
      .update(orders)
      .set({ shipped: true })
      .where(and(eq(orders.id, id), eq(orders.paid, true), eq(orders.shipped, false)))
      .returning(columns);
    return row ? toOrder(row) : null;
  }

  async deleteUnpaid(id: string) {
    const rows = await this.db
      .delete(orders)
      .where(and(eq(orders.id, id), eq(orders.paid, false)))
      .returning({ id: orders.id });
    return rows.length > 0;
  }

  async markPaid(id: string, transactionId: string) {
    const [row] = await this.db
      .update(orders)
      .set({ paid: true, transactionId })
      .where(and(eq(orders.id, id), eq(orders.paid, false)))
      .returning(columns);
    return row ? toOrder(row) : null;
  }
}
