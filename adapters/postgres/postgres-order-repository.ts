import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { owedFor, passesLimit } from '../../core/domain/on-account';
import { issueDocumentIn } from './postgres-document-store';
import { recordAudit } from './postgres-audit-log';
import { NOT_YET_FULFILLED, orderNumber, seqOfOrderNumber, type Order } from '../../core/domain/order';
import { numberStandIn, PLACEMENT_REFUSALS, placementStatement, type PlacementRow } from './placement-statement';
import { runPrepared } from './prepared-statement';
import { shopActor, type NewOrderEvent, type OrderEvent } from '../../core/domain/order-event';
import type { OrderChange, OrderFields } from '../../core/domain/order-life-cycle';
import type { Applied, MailFor, NewOrder, OrderFilter, OrderListRequest, OrderRepository, Placement, Shortage } from '../../core/ports/driven/order-repository';
import { enqueueInTransaction } from './postgres-mail-outbox';
import { SHORT_OF_STOCK_FIRST } from '../common/order-list-key';
import { decodeSeqCursor, seqPage } from '../common/seq-cursor';
import type { ShopDatabase } from './database';
import { orderEvents, orderLines, orders, products } from './schema';
import { qualified } from './qualified';
import { summaryOf, unitsByProduct, type OrderLine } from '../../core/domain/order-line';

// The order's lines as one JSON array, in their order: one query reads an order whole.
const linesJson = sql<OrderLine[]>`(SELECT coalesce(json_agg(json_build_object(
    'productId', l.product_id, 'partNumber', l.part_number, 'name', l.name,
    'unitPrice', l.unit_price, 'quantity', l.quantity, 'lineTotal', l.line_total) ORDER BY l.position), '[]'::json)
  FROM ${orderLines} l WHERE l.order_id = ${qualified(orders.id)})`;

const columns = {
  _id: orders.id,
  lines: linesJson,
  seq: orders.seq,
  productId: orders.productId,
  productName: orders.productName,
  customerId: orders.customerId,
  tradeAccountId: orders.tradeAccountId,
  customerEmail: orders.customerEmail,
  customerName: orders.customerName,
  phone: orders.phone,
  quantity: orders.quantity,
  totalPrice: orders.totalPrice,
  paid: orders.paid,
  shipped: orders.shipped,
  transactionId: orders.transactionId,
  paymentDueAt: orders.paymentDueAt,
  settledAt: orders.settledAt,
  paymentReference: orders.paymentReference,
  createdAt: orders.createdAt,
  deliveryAddress: orders.deliveryAddress,
  holdExpiresAt: orders.holdExpiresAt,
  shortOfStock: orders.shortOfStock,
  cancellationRequested: orders.cancellationRequested,
  cancellingSince: orders.cancellationClaimedAt,
  cancelledAt: orders.cancelledAt,
  refundId: orders.refundId,
  refunds: orders.refunds,
  carrier: orders.carrier,
  trackingNumber: orders.trackingNumber,
  tax: orders.tax,
  version: orders.version,
};

type Row = Omit<Order, 'placedAt' | 'number' | 'holdExpiresAt' | 'cancelledAt' | 'cancellingSince' | 'paymentDueAt' | 'settledAt'> & {
  seq: number;
  createdAt: Date;
  holdExpiresAt: Date | null;
  cancelledAt: Date | null;
  cancellingSince: Date | null;
  paymentDueAt: Date | null;
  settledAt: Date | null;
};

// Field by field: a destructuring rest copies through V8's slow path, twenty times the cost on a list of orders.
const toOrder = (row: Row): Order => ({
  _id: row._id,
  number: orderNumber(row.seq),
  lines: row.lines,
  productId: row.productId,
  productName: row.productName,
  customerId: row.customerId,
  tradeAccountId: row.tradeAccountId,
  customerEmail: row.customerEmail,
  customerName: row.customerName,
  phone: row.phone,
  quantity: row.quantity,
  totalPrice: row.totalPrice,
  paid: row.paid,
  shipped: row.shipped,
  transactionId: row.transactionId,
  paymentDueAt: row.paymentDueAt?.toISOString() ?? null,
  settledAt: row.settledAt?.toISOString() ?? null,
  paymentReference: row.paymentReference,
  placedAt: row.createdAt.toISOString(),
  deliveryAddress: row.deliveryAddress,
  holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
  shortOfStock: row.shortOfStock,
  cancellationRequested: row.cancellationRequested,
  cancellingSince: row.cancellingSince?.toISOString() ?? null,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
  refundId: row.refundId,
  refunds: row.refunds,
  carrier: row.carrier,
  trackingNumber: row.trackingNumber,
  tax: row.tax ?? null,
  version: row.version,
});

/** The admins' views of all orders as conditions (the dashboard counts the to-ship one). */
export const orderFilterConditions: Record<OrderFilter, SQL | undefined> = {
  all: undefined,
  'to-ship': sql`${orders.paid} AND NOT ${orders.shipped} AND ${orders.cancelledAt} IS NULL`,
  unpaid: sql`NOT ${orders.paid} AND ${orders.cancelledAt} IS NULL`,
  'on-account': sql`${orders.paymentDueAt} IS NOT NULL AND ${orders.settledAt} IS NULL AND ${orders.cancelledAt} IS NULL`,
  shipped: sql`${orders.shipped}`,
  cancelled: sql`${orders.cancelledAt} IS NOT NULL`,
  'cancellation-requested': sql`${orders.cancellationRequested} AND ${orders.cancelledAt} IS NULL`,
};

// The admins' sort key: newest first, the orders short of stock above all (see order-list-key).
const listKey = sql<number>`(${orders.seq} + CASE WHEN ${orders.shortOfStock} THEN ${SHORT_OF_STOCK_FIRST}::bigint ELSE 0 END)`.mapWith(Number);

const eventRow = (orderId: string, { type, actor, details = {} }: NewOrderEvent) => ({
  orderId,
  type,
  actorId: actor.id,
  actorName: actor.name,
  actorRole: actor.role,
  details,
});

type EventRow = typeof orderEvents.$inferSelect;
const toEvent = (row: EventRow): OrderEvent => ({
  _id: row.id,
  orderId: row.orderId,
  type: row.type,
  at: row.at.toISOString(),
  actor: { id: row.actorId, name: row.actorName, role: row.actorRole },
  details: row.details,
});

// PostgreSQL's code for a CHECK that failed: here, a product's stock going below zero.
const CHECK_VIOLATION = '23514';
const FOREIGN_KEY_VIOLATION = '23503';
const codeOf = (error: unknown): string | undefined => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code ?? e?.cause?.code;
};

type Transaction = Parameters<Parameters<ShopDatabase['transaction']>[0]>[0];

const noMail: MailFor = async () => [];

/** The order's fields a change sets, as its columns: timestamps as dates, the cancellation's start in its column of old. */
function columnsOf({ holdExpiresAt, cancelledAt, cancellingSince, settledAt, ...fields }: OrderFields): Partial<typeof orders.$inferInsert> {
  const at = (value: string | null | undefined) => (value === undefined ? {} : value === null ? null : new Date(value));
  return {
    ...fields,
    ...(holdExpiresAt === undefined ? {} : { holdExpiresAt: at(holdExpiresAt) as Date | null }),
    ...(cancelledAt === undefined ? {} : { cancelledAt: at(cancelledAt) as Date | null }),
    ...(cancellingSince === undefined ? {} : { cancellationClaimedAt: at(cancellingSince) as Date | null }),
    ...(settledAt === undefined ? {} : { settledAt: at(settledAt) as Date | null }),
  };
}

/** The units wanted of each product, as one SQL expression over the row's id. */
const unitsCase = (units: ReadonlyMap<string, number>) =>
  sql`(CASE ${qualified(products.id)} ${sql.join([...units].map(([id, count]) => sql`WHEN ${id}::uuid THEN ${count}::int`), sql` `)} END)`;

/** Thrown inside a placement's transaction to undo it: the units were gone by the time it took them. */
class NotEnoughStock extends Error {}

/**
 * Orders in PostgreSQL or PGlite. Placing is one statement, one round trip (placement-statement.ts);
 * the other changes run in a transaction that starts with the
 * compare-and-set on the order's version.
 */
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

  async place(order: NewOrder, mail: MailFor = noMail): Promise<Placement> {
    // The order as it will be stored, its mail written from it before its number is drawn.
    const placed: Order = {
      _id: crypto.randomUUID(),
      number: numberStandIn(),
      lines: order.lines.map((line) => ({ ...line })),
      ...summaryOf(order.lines),
      customerId: order.customerId,
      tradeAccountId: order.tradeAccountId ?? null,
      customerEmail: order.customerEmail,
      customerName: order.customerName,
      phone: order.phone,
      placedAt: new Date().toISOString(),
      deliveryAddress: order.deliveryAddress,
      tax: order.tax ?? null,
      ...NOT_YET_FULFILLED,
      refunds: [],
      // Bought on account, its units are sold at once: nothing holds them for a payment to come.
      ...(order.onAccount ? { paid: true, holdExpiresAt: null, paymentDueAt: order.onAccount.dueAt.toISOString() } : { holdExpiresAt: order.holdExpiresAt.toISOString() }),
    };
    const event: NewOrderEvent = { type: 'placed', actor: order.actor, details: { units: placed.quantity } };
    const { name, statement } = placementStatement(order, placed, event, await mail(placed));
    let row: PlacementRow;
    try {
      // Prepared by name: the database parses and plans the statement once per connection, not once per order.
      [row] = await runPrepared<PlacementRow>(this.db, name, statement);
    } catch (error) {
      const message = (error as { message?: string; cause?: { message?: string } })?.cause?.message ?? (error as Error)?.message;
      if (message === PLACEMENT_REFUSALS.cartChanged) return { cartChanged: true };
      if (message === PLACEMENT_REFUSALS.productChanged) return { productChanged: true };
      if (message === PLACEMENT_REFUSALS.unitsGone || codeOf(error) === CHECK_VIOLATION || codeOf(error) === FOREIGN_KEY_VIOLATION) return { outOfStock: await this.shortages(unitsByProduct(order.lines)) };
      throw error;
    }
    if (row.seq !== null) return { placed: { ...placed, number: orderNumber(Number(row.seq)), placedAt: new Date(row.at!).toISOString() } };
    // Not stored: the same request stored it before, or it would take the company past its limit or the customer past their cap.
    const before = order.requestId ? await this.findByRequest(order.customerId, order.requestId) : null;
    if (before) return { placed: before };
    if (order.onAccount && passesLimit(order.onAccount, Number(row.owed), owedFor({ tax: order.tax ?? null, totalPrice: placed.totalPrice }))) return { overCredit: { owed: Number(row.owed) } };
    return { overCap: { held: Number(row.held) } };
  }

  /** The products whose stock is below what was wanted, with what is left (none for a product gone). */
  private async shortages(units: ReadonlyMap<string, number>): Promise<Shortage[]> {
    const rows = await this.db.select({ id: products.id, stock: products.stock }).from(products).where(inArray(products.id, [...units.keys()]));
    const stock = new Map(rows.map((row) => [row.id, row.stock]));
    return [...units].filter(([id, wanted]) => (stock.get(id) ?? 0) < wanted).map(([productId]) => ({ productId, available: stock.get(productId) ?? 0 }));
  }

  async findById(id: string) {
    const [row] = await this.byId.execute({ id });
    return row ? toOrder(row) : null;
  }

  async findByRequest(customerId: string, requestId: string) {
    const [row] = await this.db.select(columns).from(orders).where(and(eq(orders.customerId, customerId), eq(orders.requestId, requestId)));
    return row ? toOrder(row) : null;
  }

  async listByCustomer(customerId: string) {
    return (await this.byCustomer.execute({ customerId })).map(toOrder);
  }

  async owedOnAccount(accountId: string) {
    const [row] = await this.db
      // As shop_lock_owed counts it (migration 0033): each order's gross in cents, or its total for one from before VAT.
      .select({ owed: sql<string>`coalesce(sum(coalesce((${orders.tax}->>'gross')::bigint, ${orders.totalPrice} * 100)), 0)` })
      .from(orders)
      .where(and(eq(orders.tradeAccountId, accountId), isNotNull(orders.paymentDueAt), isNull(orders.settledAt), isNull(orders.cancelledAt)));
    return Number(row?.owed ?? 0);
  }

  async listByTradeAccount(accountId: string) {
    const rows = await this.db.select(columns).from(orders).where(eq(orders.tradeAccountId, accountId)).orderBy(desc(orders.seq));
    return rows.map(toOrder);
  }

  async listAll({ limit, cursor, filter, search }: OrderListRequest) {
    const before = cursor ? decodeSeqCursor(cursor) : null;
    const bySeq = search ? seqOfOrderNumber(search) : null;
    const needle = search?.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    const rows = await this.db
      .select({ ...columns, key: listKey })
      .from(orders)
      .where(
        and(
          orderFilterConditions[filter],
          before === null ? undefined : lt(listKey, before),
          !needle ? undefined : bySeq !== null ? eq(orders.seq, bySeq) : ilike(orders.customerEmail, `%${needle}%`),
        ),
      )
      .orderBy(desc(listKey))
      .limit(limit + 1);
    return seqPage(
      rows.map((row) => ({ ...row, seq: row.key, order: row })),
      limit,
      ({ order }) => toOrder(order),
    );
  }

  async paidProducts(customerId: string) {
    const rows = await this.db
      .selectDistinctOn([orderLines.productId], { productId: orderLines.productId, productName: orderLines.name })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orders.customerId, customerId), eq(orders.paid, true), isNotNull(orderLines.productId)))
      .orderBy(orderLines.productId, desc(orders.seq));
    return rows.map((row) => ({ productId: row.productId!, productName: row.productName }));
  }

  async events(orderId: string) {
    const rows = await this.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.seq));
    return rows.map(toEvent);
  }

  async addEvent(orderId: string, event: NewOrderEvent) {
    const [row] = await this.db.insert(orderEvents).values(eventRow(orderId, event)).returning();
    return toEvent(row);
  }

  async lapsedHolds(now: Date) {
    const rows = await this.db.select(columns).from(orders).where(lte(orders.holdExpiresAt, now)).orderBy(asc(orders.seq));
    return rows.map(toOrder);
  }

  async apply(id: string, version: number, change: OrderChange, mail: MailFor = noMail): Promise<Applied> {
    try {
      return await this.db.transaction(async (tx): Promise<Applied> => {
        // The compare-and-set: the order moves on only from the version the change was decided on.
        const [row] = await tx
          .update(orders)
          .set({ ...columnsOf(change.set), version: sql`${orders.version} + 1` })
          .where(and(eq(orders.id, id), eq(orders.version, version)))
          .returning(columns);
        if (!row) return { stale: true };
        let order = toOrder(row);
        let shortOfStock = false;
        if (change.units === 'take' && !(await this.take(tx, unitsByProduct(order.lines)))) throw new NotEnoughStock();
        if (change.units === 'takeOrFlagShort') shortOfStock = !(await this.takeAll(tx, order));
        if (typeof change.units === 'object') await this.give(tx, change.units.return);
        if (change.remove) {
          await tx.delete(orders).where(eq(orders.id, id));
          return { order, shortOfStock };
        }
        const events = [...change.events, ...(shortOfStock ? [{ type: 'short_of_stock' as const, actor: change.events[0]?.actor ?? shopActor, details: { units: order.quantity } }] : [])];
        if (events.length > 0) await tx.insert(orderEvents).values(events.map((event) => eventRow(id, event)));
        if (change.audit) await recordAudit(tx, change.audit);
        if (shortOfStock) order = await this.update(tx, id, { shortOfStock: true });
        // Numbered under its sequence's row lock, in this transaction: a change undone takes no number.
        const document = change.document ? await issueDocumentIn(tx, change.document) : undefined;
        await enqueueInTransaction(tx, await mail(order, document));
        return { order, shortOfStock, ...(document ? { document } : {}) };
      });
    } catch (error) {
      if (error instanceof NotEnoughStock || codeOf(error) === CHECK_VIOLATION) return { unitsGone: true };
      throw error;
    }
  }

  /** A statement's rows: node-postgres and PGlite both answer them as `rows`. */
  private async run(executor: ShopDatabase | Transaction, statement: SQL) {
    return (await executor.execute(statement)) as unknown as { rows: { id: string }[] };
  }

  private async update(tx: Transaction, id: string, change: Partial<typeof orders.$inferInsert>): Promise<Order> {
    const [row] = await tx.update(orders).set(change).where(eq(orders.id, id)).returning(columns);
    return toOrder(row);
  }

  /**
   * Takes every product's units unless one has fewer left; whether it did. A statement that took
   * some products but not all is undone by the caller's transaction, which throws when this answers false.
   */
  private async take(tx: Transaction, units: ReadonlyMap<string, number>) {
    if (units.size > 1) {
      // Two orders of the same products lock their rows in one order, so that neither waits for the other for ever.
      await tx.select({ id: products.id }).from(products).where(inArray(products.id, [...units.keys()])).orderBy(products.id).for('update');
    }
    const wanted = unitsCase(units);
    const rows = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${wanted}` })
      .where(and(inArray(products.id, [...units.keys()]), sql`${products.stock} >= ${wanted}`))
      .returning({ id: products.id });
    return rows.length === units.size;
  }

  /** Takes the units of an order's lines again, all or none (a savepoint undoes a partial take); whether it did. */
  private async takeAll(tx: Transaction, order: Order) {
    if (order.lines.some((line) => line.productId === null)) return false;
    try {
      return await tx.transaction(async (savepoint) => {
        if (!(await this.take(savepoint, unitsByProduct(order.lines)))) throw new NotEnoughStock();
        return true;
      });
    } catch (error) {
      if (error instanceof NotEnoughStock) return false;
      throw error;
    }
  }

  private async give(tx: Transaction, units: ReadonlyMap<string, number>) {
    if (units.size === 0) return;
    await tx.update(products).set({ stock: sql`${products.stock} + ${unitsCase(units)}` }).where(inArray(products.id, [...units.keys()]));
  }
}
