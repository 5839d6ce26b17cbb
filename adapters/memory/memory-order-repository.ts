import type { Order } from '../../core/domain/order';
import type { NewOrder, OrderRepository } from '../../core/ports/driven/order-repository';
import type { PageRequest } from '../../core/domain/page';
import { decodeSeqCursor, seqPage } from '../common/seq-cursor';
import type { ProductOrders } from './memory-product-repository';

interface Row {
  seq: number;
  order: Order;
  requestId: string | null;
}

/** Orders in memory: for fast tests, Storybook and demos. */
export class MemoryOrderRepository implements OrderRepository, ProductOrders {
  private rows: Row[] = [];
  private nextSeq = 1;

  /** Keeps orders as they are, ids and times included, oldest first: sample data (Storybook). */
  seed(orders: readonly Order[]) {
    for (const order of orders) this.rows.push({ seq: this.nextSeq++, order: { ...order }, requestId: null });
  }

  async deleteAll() {
    this.rows = [];
  }

  async create({ requestId, ...order }: NewOrder): Promise<Order> {
    const placed = requestId ? this.rows.find((r) => r.requestId === requestId && r.order.customerId === order.customerId) : undefined;
    if (placed) return { ...placed.order };
    const stored: Order = { ...order, _id: crypto.randomUUID(), paid: false, shipped: false, transactionId: null, placedAt: new Date().toISOString() };
    this.rows.push({ seq: this.nextSeq++, order: stored, requestId });
    return { ...stored };
  }

  async findById(id: string) {
    const row = this.rows.find((r) => r.order._id === id);
    return row ? { ...row.order } : null;
  }

  async listByCustomer(customerId: string) {
    return this.rows
      .filter((r) => r.order.customerId === customerId)
      .map((r) => ({ ...r.order }))
      .reverse();
  }

  async listAll({ limit, cursor }: PageRequest) {
    const before = cursor ? decodeSeqCursor(cursor) : Number.POSITIVE_INFINITY;
    const rows = [...this.rows].reverse().filter((r) => r.seq < before).slice(0, limit + 1);
    return seqPage(rows, limit, (r) => ({ ...r.order }));
  }

  async paidProducts(customerId: string) {
    const paid = new Map<string, string>();
    for (const { order } of this.rows) {
      if (order.customerId === customerId && order.paid && order.productId && !paid.has(order.productId)) paid.set(order.productId, order.product);
    }
    return [...paid].map(([productId, product]) => ({ productId, product }));
  }

  async markShipped(id: string) {
    const row = this.rows.find((r) => r.order._id === id && r.order.paid && !r.order.shipped);
    if (!row) return null;
    row.order = { ...row.order, shipped: true };
    return { ...row.order };
  }

  async deleteUnpaid(id: string) {
    const before = this.rows.length;
    this.rows = this.rows.filter((r) => r.order._id !== id || r.order.paid);
    return this.rows.length < before;
  }

  async markPaid(id: string, transactionId: string) {
    const row = this.rows.find((r) => r.order._id === id && !r.order.paid);
    if (!row) return null;
    row.order = { ...row.order, paid: true, transactionId };
    return { ...row.order };
  }

  /** An order outlives its product: it keeps the name and price it was placed with. */
  productDeleted(productId: string) {
    for (const row of this.rows) if (row.order.productId === productId) row.order = { ...row.order, productId: null };
  }

  /** How many distinct customers ordered a product: what the catalogue shows. */
  customerCount(productId: string) {
    return new Set(this.rows.filter((r) => r.order.productId === productId).map((r) => r.order.customerId)).size;
  }
}
