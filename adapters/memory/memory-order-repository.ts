import { NOT_YET_FULFILLED, orderNumber, seqOfOrderNumber, type Order } from '../../core/domain/order';
import type { NewOrderEvent, OrderActor, OrderEvent } from '../../core/domain/order-event';
import type { MailOutbox } from '../../core/ports/driven/mail-outbox';
import type { MailFor, NewOrder, OrderFilter, OrderListRequest, OrderRepository, Placement, Shortage } from '../../core/ports/driven/order-repository';
import { summaryOf, unitsByProduct, unitsOf } from '../../core/domain/order-line';
import { SHORT_OF_STOCK_FIRST } from '../common/order-list-key';
import { decodeSeqCursor, seqPage } from '../common/seq-cursor';

/** The product stock orders take and give back. */
export interface OrderStock {
  /** Takes all the units, product by product, or none: the shortages then. */
  takeStock(units: ReadonlyMap<string, number>): { taken: true } | { taken: false; shortages: Shortage[] };
  returnStock(units: ReadonlyMap<string, number>): void;
}

interface Row {
  seq: number;
  order: Order;
  requestId: string | null;
  /** When an admin's cancellation claimed it, if one did. */
  claimedAt: Date | null;
}

const matches: Record<OrderFilter, (order: Order) => boolean> = {
  all: () => true,
  'to-ship': (o) => o.paid && !o.shipped && !o.cancelledAt,
  unpaid: (o) => !o.paid && !o.cancelledAt,
  shipped: (o) => o.shipped,
  cancelled: (o) => o.cancelledAt !== null,
  'cancellation-requested': (o) => o.cancellationRequested && !o.cancelledAt,
};

/** The carts a checkout empties: whether every product is in the customer's cart, and taking them out. */
export interface OrderCarts {
  holds(customerId: string, productIds: readonly string[]): boolean;
  checkOut(customerId: string, productIds: readonly string[]): void;
}

/** An order handed out: its lines copied too, so that no caller edits what is stored. */
const copy = (order: Order): Order => ({ ...order, lines: order.lines.map((line) => ({ ...line })) });

/** The admins' order, newest first with the short of stock above all: one number sorts both, as in PostgreSQL. */
const listKey = (row: Row) => row.seq + (row.order.shortOfStock ? SHORT_OF_STOCK_FIRST : 0);

/** Orders in memory: for fast tests, Storybook and demos. Each change runs without a pause, so it is atomic. */
export class MemoryOrderRepository implements OrderRepository {
  private rows: Row[] = [];
  private nextSeq = 1;
  private timeline: OrderEvent[] = [];

  /** `outbox`: where the mail an order's change causes is queued (the memory shop's own outbox); `carts`: what a checkout empties. */
  constructor(
    private readonly stock: OrderStock,
    private readonly outbox?: Pick<MailOutbox, 'enqueue'>,
    private readonly carts?: OrderCarts,
  ) {}

  /** Keeps orders as they are, ids, numbers and times included, oldest first: sample data (Storybook). */
  seed(orders: readonly Order[], events: readonly OrderEvent[] = []) {
    for (const order of orders) this.rows.push({ seq: this.nextSeq++, order: copy(order), requestId: null, claimedAt: null });
    this.timeline.push(...events);
  }

  async deleteAll() {
    this.rows = [];
    this.timeline = [];
  }

  async place({ requestId, actor, holdExpiresAt, unpaidUnitsCap, lines, fromCart, ...order }: NewOrder, mail?: MailFor): Promise<Placement> {
    const before = requestId ? this.rows.find((r) => r.requestId === requestId && r.order.customerId === order.customerId) : undefined;
    if (before) return { placed: copy(before.order) };
    const held = this.rows.reduce((units, r) => (r.order.customerId === order.customerId && r.order.holdExpiresAt !== null ? units + r.order.quantity : units), 0);
    if (held + unitsOf(lines) > unpaidUnitsCap) return { overCap: { held } };
    const products = lines.map((line) => line.productId!);
    if (fromCart && !this.carts?.holds(order.customerId, products)) return { cartChanged: true };
    const taken = this.stock.takeStock(unitsByProduct(lines));
    if (!taken.taken) return { outOfStock: taken.shortages };
    if (fromCart) this.carts?.checkOut(order.customerId, products);
    const seq = this.nextSeq++;
    const stored: Order = {
      ...order,
      ...summaryOf(lines),
      lines: lines.map((line) => ({ ...line })),
      _id: crypto.randomUUID(),
      number: orderNumber(seq),
      ...NOT_YET_FULFILLED,
      placedAt: new Date().toISOString(),
      holdExpiresAt: holdExpiresAt.toISOString(),
    };
    this.rows.push({ seq, order: stored, requestId, claimedAt: null });
    this.record(stored._id, { type: 'placed', actor, details: { units: stored.quantity } });
    await this.queue(stored, mail);
    return { placed: copy(stored) };
  }

  async findById(id: string) {
    const row = this.row(id);
    return row ? copy(row.order) : null;
  }

  async findByRequest(customerId: string, requestId: string) {
    const row = this.rows.find((r) => r.requestId === requestId && r.order.customerId === customerId);
    return row ? copy(row.order) : null;
  }

  async listByCustomer(customerId: string) {
    return this.rows
      .filter((r) => r.order.customerId === customerId)
      .map((r) => copy(r.order))
      .reverse();
  }

  async listAll({ limit, cursor, filter, search }: OrderListRequest) {
    const before = cursor ? decodeSeqCursor(cursor) : Number.POSITIVE_INFINITY;
    const bySeq = search ? seqOfOrderNumber(search) : null;
    const needle = search?.trim().toLowerCase();
    const rows = this.rows
      .filter((r) => matches[filter](r.order))
      .filter((r) => !needle || (bySeq !== null ? seqOfOrderNumber(r.order.number) === bySeq : r.order.customerEmail.toLowerCase().includes(needle)))
      .sort((a, b) => listKey(b) - listKey(a))
      .filter((r) => listKey(r) < before)
      .slice(0, limit + 1);
    return seqPage(
      rows.map((r) => ({ ...r, seq: listKey(r) })),
      limit,
      (r) => copy(r.order),
    );
  }

  async paidProducts(customerId: string) {
    const paid = new Map<string, string>();
    for (const { order } of this.rows) {
      if (order.customerId !== customerId || !order.paid) continue;
      for (const line of order.lines) if (line.productId && !paid.has(line.productId)) paid.set(line.productId, line.name);
    }
    return [...paid].map(([productId, productName]) => ({ productId, productName }));
  }

  async events(orderId: string) {
    return this.timeline.filter((e) => e.orderId === orderId).map((e) => ({ ...e }));
  }

  async addEvent(orderId: string, event: NewOrderEvent) {
    return this.record(orderId, event);
  }

  async deleteUnpaid(id: string) {
    const row = this.row(id);
    if (!row || row.order.paid || row.order.cancelledAt) return false;
    this.releaseHold(row);
    this.rows = this.rows.filter((r) => r !== row);
    this.timeline = this.timeline.filter((e) => e.orderId !== id);
    return true;
  }

  async holdAgain(id: string, holdExpiresAt: Date) {
    const row = this.row(id);
    if (!row || row.order.paid || row.order.cancelledAt) return null;
    if (row.order.holdExpiresAt) return copy(row.order);
    if (!this.takeUnits(row.order)) return null;
    row.order = { ...row.order, holdExpiresAt: holdExpiresAt.toISOString() };
    this.record(id, { type: 'units_retaken', actor: { id: row.order.customerId, name: row.order.customerName, role: 'customer' }, details: { units: row.order.quantity } });
    return copy(row.order);
  }

  async releaseExpiredHolds(now: Date) {
    const lapsed = this.rows.filter((r) => !r.order.paid && r.order.holdExpiresAt && new Date(r.order.holdExpiresAt) <= now);
    for (const row of lapsed) {
      this.releaseHold(row);
      this.record(row.order._id, { type: 'hold_released', actor: { id: null, name: 'The shop', role: 'shop' }, details: { units: row.order.quantity } });
    }
    return lapsed.map((row) => row.order._id);
  }

  async markPaid(id: string, transactionId: string, actor: OrderActor, mail?: MailFor) {
    const row = this.row(id);
    if (!row || row.order.paid || row.order.cancelledAt) return null;
    const held = row.order.holdExpiresAt !== null || this.takeUnits(row.order);
    row.order = { ...row.order, paid: true, transactionId, holdExpiresAt: null, shortOfStock: !held };
    this.record(id, { type: 'paid', actor, details: { transactionId } });
    if (!held) this.record(id, { type: 'short_of_stock', actor, details: { units: row.order.quantity } });
    await this.queue(row.order, mail);
    return { order: copy(row.order), shortOfStock: !held };
  }

  async requestCancellation(id: string, actor: OrderActor, reason: string, mail?: MailFor) {
    const row = this.row(id);
    if (!row || !row.order.paid || row.order.shipped || row.order.cancelledAt || row.order.cancellationRequested) return null;
    row.order = { ...row.order, cancellationRequested: true };
    this.record(id, { type: 'cancellation_requested', actor, details: reason ? { text: reason } : {} });
    await this.queue(row.order, mail);
    return copy(row.order);
  }

  async declineCancellation(id: string, actor: OrderActor, reason: string, mail?: MailFor) {
    const row = this.row(id);
    if (!row || !row.order.cancellationRequested || row.order.cancelledAt || row.claimedAt) return null;
    row.order = { ...row.order, cancellationRequested: false };
    this.record(id, { type: 'cancellation_declined', actor, details: { text: reason } });
    await this.queue(row.order, mail);
    return copy(row.order);
  }

  async claimCancellation(id: string, staleBefore: Date) {
    const row = this.row(id);
    if (!row || row.order.shipped || row.order.cancelledAt || (row.claimedAt && row.claimedAt >= staleBefore)) return null;
    row.claimedAt = new Date();
    return copy(row.order);
  }

  async releaseCancellationClaim(id: string) {
    const row = this.row(id);
    if (row) row.claimedAt = null;
  }

  async completeCancellation(id: string, actor: OrderActor, refund: { id: string; amount: number } | null, mail?: MailFor) {
    const row = this.row(id)!;
    // Paid units are sold and go back; an unpaid order's go back only while they are still held.
    const units = row.order.paid && !row.order.shortOfStock ? row.order.quantity : 0;
    if (units) this.stock.returnStock(unitsByProduct(row.order.lines));
    else this.releaseHold(row);
    row.order = { ...row.order, cancelledAt: new Date().toISOString(), cancellationRequested: false, holdExpiresAt: null, shortOfStock: false, refundId: refund?.id ?? null };
    this.record(id, { type: 'cancelled', actor, details: { units: units || undefined } });
    if (refund) this.record(id, { type: 'refunded', actor, details: { refundId: refund.id, amount: refund.amount } });
    await this.queue(row.order, mail);
    return copy(row.order);
  }

  async markShipped(id: string, actor: OrderActor, shipment: { carrier: string | null; trackingNumber: string | null }, mail?: MailFor) {
    const row = this.row(id);
    if (!row || !row.order.paid || row.order.shipped || row.order.cancelledAt || row.order.cancellationRequested || row.claimedAt) return null;
    row.order = { ...row.order, shipped: true, shortOfStock: false, ...shipment };
    this.record(id, { type: 'shipped', actor, details: shipment });
    await this.queue(row.order, mail);
    return copy(row.order);
  }

  /** An order outlives its product: it keeps the name and price it was placed with. */
  productDeleted(productId: string) {
    for (const row of this.rows) {
      if (!row.order.lines.some((line) => line.productId === productId)) continue;
      const lines = row.order.lines.map((line) => (line.productId === productId ? { ...line, productId: null } : line));
      row.order = { ...row.order, lines, productId: summaryOf(lines).productId };
    }
  }

  /** How many distinct customers ordered a product, cancelled orders left out: what the catalogue shows. */
  customerCount(productId: string) {
    return new Set(this.rows.filter((r) => !r.order.cancelledAt && r.order.lines.some((line) => line.productId === productId)).map((r) => r.order.customerId)).size;
  }

  private row(id: string) {
    return this.rows.find((r) => r.order._id === id);
  }

  /** The change is made; its mail follows it into the outbox. */
  private async queue(order: Order, mail?: MailFor) {
    if (!mail) return;
    const messages = await mail(copy(order));
    if (messages.length > 0 && !this.outbox) throw new Error('This order store has no outbox to queue mail in');
    await this.outbox?.enqueue(messages);
  }

  private releaseHold(row: Row) {
    if (row.order.paid || !row.order.holdExpiresAt) return;
    this.stock.returnStock(unitsByProduct(row.order.lines));
    row.order = { ...row.order, holdExpiresAt: null };
  }

  /** Takes the order's units again, all or none; whether it did (a line whose product is gone has none to take). */
  private takeUnits(order: Order) {
    if (order.lines.some((line) => line.productId === null)) return false;
    return this.stock.takeStock(unitsByProduct(order.lines)).taken;
  }

  private record(orderId: string, { type, actor, details = {} }: NewOrderEvent): OrderEvent {
    const event: OrderEvent = { _id: crypto.randomUUID(), orderId, type, at: new Date().toISOString(), actor, details };
    this.timeline.push(event);
    return { ...event };
  }
}
