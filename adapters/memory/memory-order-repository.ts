import { owedFor, owedOnAccount, passesLimit } from '../../core/domain/on-account';
import type { MemoryAuditLog } from './memory-audit-log';
import { MemoryDocumentStore } from './memory-document-store';
import type { TaxDocument } from '../../core/domain/tax-document';
import { NOT_YET_FULFILLED, orderNumber, seqOfOrderNumber, type Order } from '../../core/domain/order';
import { shopActor, type NewOrderEvent, type OrderEvent } from '../../core/domain/order-event';
import type { OrderChange } from '../../core/domain/order-life-cycle';
import type { ProductTerms } from '../../core/domain/product';
import type { MailOutbox } from '../../core/ports/driven/mail-outbox';
import type { Applied, MailFor, NewOrder, OrderFilter, OrderListRequest, OrderRepository, Placement, Shortage } from '../../core/ports/driven/order-repository';
import { summaryOf, unitsByProduct, unitsOf } from '../../core/domain/order-line';
import { SHORT_OF_STOCK_FIRST } from '../common/order-list-key';
import { decodeSeqCursor, seqPage } from '../common/seq-cursor';

/** The product stock orders take and give back. */
export interface OrderStock {
  /** Takes all the units, product by product, or none: the shortages then. */
  takeStock(units: ReadonlyMap<string, number>): { taken: true } | { taken: false; shortages: Shortage[] };
  returnStock(units: ReadonlyMap<string, number>): void;
  /** Whether the product exists and still has these terms. */
  hasTerms(terms: ProductTerms): boolean;
}

interface Row {
  seq: number;
  order: Order;
  requestId: string | null;
}

const matches: Record<OrderFilter, (order: Order) => boolean> = {
  all: () => true,
  'to-ship': (o) => o.paid && !o.shipped && !o.cancelledAt,
  unpaid: (o) => !o.paid && !o.cancelledAt,
  'on-account': owedOnAccount,
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
    private readonly audit: Pick<MemoryAuditLog, 'record'> = { record: () => {} },
    /** Where its changes issue invoices and credit notes: a store of its own unless one is shared. */
    private readonly documents: Pick<MemoryDocumentStore, 'issueNow'> = new MemoryDocumentStore(),
  ) {}

  /** Keeps orders as they are, ids, numbers and times included, oldest first: sample data (Storybook). */
  seed(orders: readonly Order[], events: readonly OrderEvent[] = []) {
    for (const order of orders) this.rows.push({ seq: this.nextSeq++, order: copy(order), requestId: null });
    this.timeline.push(...events);
  }

  async deleteAll() {
    this.rows = [];
    this.timeline = [];
  }

  async place({ requestId, actor, holdExpiresAt, unpaidUnitsCap, lines, fromCart, readAs = [], tradeAccountId = null, onAccount = null, tax = null, ...order }: NewOrder, mail?: MailFor): Promise<Placement> {
    const before = requestId ? this.rows.find((r) => r.requestId === requestId && r.order.customerId === order.customerId) : undefined;
    if (before) return { placed: copy(before.order) };
    if (onAccount && tradeAccountId) {
      const owed = this.owed(tradeAccountId);
      if (passesLimit(onAccount, owed, owedFor({ tax, totalPrice: summaryOf(lines).totalPrice }))) return { overCredit: { owed } };
    }
    const held = this.rows.reduce((units, r) => (r.order.customerId === order.customerId && r.order.holdExpiresAt !== null ? units + r.order.quantity : units), 0);
    if (held + unitsOf(lines) > unpaidUnitsCap) return { overCap: { held } };
    const products = lines.map((line) => line.productId!);
    if (fromCart && !this.carts?.holds(order.customerId, products)) return { cartChanged: true };
    if (!readAs.every((terms) => this.stock.hasTerms(terms))) return { productChanged: true };
    const taken = this.stock.takeStock(unitsByProduct(lines));
    if (!taken.taken) return { outOfStock: taken.shortages };
    if (fromCart) this.carts?.checkOut(order.customerId, products);
    const seq = this.nextSeq++;
    const stored: Order = {
      ...order,
      tradeAccountId,
      tax,
      ...summaryOf(lines),
      lines: lines.map((line) => ({ ...line })),
      _id: crypto.randomUUID(),
      number: orderNumber(seq),
      ...NOT_YET_FULFILLED,
      placedAt: new Date().toISOString(),
      // Bought on account, its units are sold at once: nothing holds them for a payment to come.
      ...(onAccount ? { paid: true, holdExpiresAt: null, paymentDueAt: onAccount.dueAt.toISOString() } : { holdExpiresAt: holdExpiresAt.toISOString() }),
    };
    this.rows.push({ seq, order: stored, requestId });
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

  async owedOnAccount(accountId: string) {
    return this.owed(accountId);
  }

  private owed(accountId: string) {
    return this.rows.reduce((sum, { order }) => (order.tradeAccountId === accountId && owedOnAccount(order) ? sum + owedFor(order) : sum), 0);
  }

  async listByTradeAccount(accountId: string) {
    return this.rows
      .filter((r) => r.order.tradeAccountId === accountId)
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

  async lapsedHolds(now: Date) {
    return this.rows.filter((r) => r.order.holdExpiresAt && new Date(r.order.holdExpiresAt) <= now).map((r) => copy(r.order));
  }

  async apply(id: string, version: number, change: OrderChange, mail?: MailFor): Promise<Applied> {
    const row = this.row(id);
    if (!row || row.order.version !== version) return { stale: true };
    const before = row.order;
    let shortOfStock = false;
    if (change.units === 'take' && !this.takeUnits(before)) return { unitsGone: true };
    if (change.units === 'takeOrFlagShort') shortOfStock = !this.takeUnits(before);
    if (typeof change.units === 'object') this.stock.returnStock(change.units.return);
    if (change.remove) {
      this.rows = this.rows.filter((r) => r !== row);
      this.timeline = this.timeline.filter((e) => e.orderId !== id);
      return { order: copy(before), shortOfStock };
    }
    // Numbered in the same step as the change, as the database's transaction does.
    const document = change.document ? this.documents.issueNow(change.document) : undefined;
    row.order = { ...before, ...change.set, ...(shortOfStock ? { shortOfStock } : {}), version: version + 1 };
    for (const event of change.events) this.record(id, event);
    if (change.audit) this.audit.record(change.audit);
    if (shortOfStock) this.record(id, { type: 'short_of_stock', actor: change.events[0]?.actor ?? shopActor, details: { units: before.quantity } });
    await this.queue(row.order, mail, document);
    return { order: copy(row.order), shortOfStock, ...(document ? { document } : {}) };
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
  /** How many orders one of the admins' views holds. */
  countIn(filter: OrderFilter): number {
    return this.rows.filter((row) => matches[filter](row.order)).length;
  }

  /** Every order kept, as stored (copies): for the dashboard's figures, which memory works out each time. */
  everyOrder(): Order[] {
    return this.rows.map((row) => copy(row.order));
  }

  customerCount(productId: string) {
    return new Set(this.rows.filter((r) => !r.order.cancelledAt && r.order.lines.some((line) => line.productId === productId)).map((r) => r.order.customerId)).size;
  }

  private row(id: string) {
    return this.rows.find((r) => r.order._id === id);
  }

  /** The change is made; its mail follows it into the outbox. */
  private async queue(order: Order, mail?: MailFor, document?: TaxDocument) {
    if (!mail) return;
    const messages = await mail(copy(order), document);
    if (messages.length > 0 && !this.outbox) throw new Error('This order store has no outbox to queue mail in');
    await this.outbox?.enqueue(messages);
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
