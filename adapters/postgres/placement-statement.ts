import { sql, type SQL } from 'drizzle-orm';
import type { NewMail } from '../../core/domain/mail';
import { centsOf } from '../../core/domain/money';
import { owedFor } from '../../core/domain/on-account';
import { ORDER_NUMBER, type Order } from '../../core/domain/order';
import type { NewOrderEvent } from '../../core/domain/order-event';
import { unitsByProduct } from '../../core/domain/order-line';
import type { NewOrder } from '../../core/ports/driven/order-repository';

/** Why the statement undid itself (`shop_refuse` in migration 0020): a product's units or the cart's lines were not all there. */
export const PLACEMENT_REFUSALS = { unitsGone: 'placement: units gone', cartChanged: 'placement: cart changed', productChanged: 'placement: product changed' } as const;

export interface PlacementRow {
  /** The units the customer's unpaid orders held before this one, counted under their lock. */
  held: number;
  /** What the company owed on account before this order, in cents with VAT, counted under its account's lock; 0 for an order paid by card. */
  owed: string | number;
  /** The order's place in the sequence its number is made from; null when it was not stored (the cap refused it, or the same request had stored it). */
  seq: string | number | null;
  /** When it was stored. */
  at: Date | string | null;
}

/**
 * What the order's mail says for its number until the statement draws it: the mail is written
 * before the order is stored, and the statement puts the number in its place.
 */
export const numberStandIn = () => `#order-number-${crypto.randomUUID()}#`;

/**
 * A whole placement in one statement, one round trip and its own transaction: the customer's lock
 * and held units (`shop_lock_held_units`, whose count sees placements committed while it waited),
 * on account the company's lock and what it owes (`shop_lock_owed`, likewise), the order unless
 * that passes the cap or the credit limit or the request was stored already, the products' rows locked
 * in id order and their stock taken (the stock CHECK refuses a line that would oversell), the cart's
 * lines removed, the order's lines, its first event and its mail. A line whose product is gone, a
 * product whose terms are no longer those the rules read, or a cart line checked out meanwhile,
 * makes `shop_refuse` undo all of it.
 *
 * A placement from the cart and one that is not have texts (and names) of their own: a branch the
 * values switch off would still weigh in the plan made once for all values, and the database,
 * finding that plan dearer than those made with the values, would plan the statement at every call.
 */
export function placementStatement(order: NewOrder, placed: Order, event: NewOrderEvent, mail: readonly NewMail[]): { name: string; statement: SQL } {
  const fromCart = order.fromCart === true;
  return { name: fromCart ? 'order_placement_from_cart' : 'order_placement', statement: placementSql(order, placed, event, mail, fromCart) };
}

function placementSql(order: NewOrder, placed: Order, event: NewOrderEvent, mail: readonly NewMail[], fromCart: boolean) {
  // The mail was written from `placed`, whose number is the stand-in.
  const standIn = placed.number;
  const number = sql`${ORDER_NUMBER.prefix}::text || (${ORDER_NUMBER.base}::bigint + placed.seq)`;
  // Each product's units and, when the rules read it, the terms they read (null when not given).
  const terms = new Map((order.readAs ?? []).map((product) => [product._id, product]));
  const units = [...unitsByProduct(order.lines)].map(([productId, count]) => {
    const read = terms.get(productId);
    return {
      productId,
      count,
      name: read?.name ?? null,
      partNumber: read?.partNumber ?? null,
      price: read?.price ?? null,
      breaks: read?.priceBreaks ?? null,
      min: read?.min ?? null,
      max: read?.max ?? null,
      pack: read?.packSize ?? null,
    };
  });
  const lines = order.lines.map((line, position) => ({ position, ...line }));
  const mails = mail.map((m) => ({
    id: crypto.randomUUID(),
    key: m.key ?? null,
    recipient: m.to,
    replyTo: m.replyTo ?? null,
    subject: m.subject,
    ...('email' in m ? { email: m.email, html: null, text: null } : { email: null, html: m.html, text: m.text }),
  }));
  const onAccount = order.onAccount != null;
  return sql`
    WITH held AS MATERIALIZED (
      -- The customer's lock, then the company's on account: always in this order, so that no two placements wait for each other.
      SELECT units, CASE WHEN ${onAccount} THEN shop_lock_owed(${placed.tradeAccountId}::uuid) ELSE 0 END AS owed
      FROM (SELECT shop_lock_held_units(${order.customerId}::text) AS units) AS customer
    ),
    placed AS (
      INSERT INTO orders (id, product_id, product, customer_id, trade_account_id, customer, customer_name, phone, quantity, total_price, request_id, delivery_address, tax, hold_expires_at, paid, payment_due_at)
      SELECT ${placed._id}::uuid, ${placed.productId}::uuid, ${placed.productName}::text,
        ${order.customerId}::text, ${placed.tradeAccountId}::uuid, ${order.customerEmail}::text, ${order.customerName}::text, ${order.phone}::text, ${placed.quantity}::int, ${placed.totalPrice}::bigint,
        ${order.requestId}::uuid, ${JSON.stringify(order.deliveryAddress)}::jsonb, ${order.tax ? JSON.stringify(order.tax) : null}::jsonb, ${placed.holdExpiresAt}::timestamptz, ${placed.paid}::boolean, ${placed.paymentDueAt}::timestamptz
      FROM held WHERE held.units + ${placed.quantity}::int <= ${order.unpaidUnitsCap}::bigint
        AND (NOT ${onAccount} OR held.owed + ${owedFor({ tax: order.tax ?? null, totalPrice: placed.totalPrice })}::bigint <= ${centsOf(order.onAccount?.limit ?? 0)}::bigint)
      ON CONFLICT DO NOTHING
      RETURNING id, seq, created_at
    ),
    wanted AS (
      SELECT w."productId" AS id, w.count AS units, w.name, w."partNumber", w.price, w.breaks, w.min, w.max, w.pack
      FROM jsonb_to_recordset(${JSON.stringify(units)}::jsonb) AS w("productId" uuid, count int, name text, "partNumber" text, price int, breaks jsonb, min int, max int, pack int)
    ),
    -- Two placements of the same products lock their rows in one order, so that neither waits for the other for ever.
    -- Each product found by its key (= ANY of an array): the statement's one plan, made for any lines, must not read the whole catalogue.
    locked AS (SELECT products.id FROM products WHERE products.id = ANY(ARRAY(SELECT id FROM wanted)) AND EXISTS (SELECT 1 FROM placed) ORDER BY products.id FOR UPDATE),
    taken AS (
      UPDATE products SET stock = products.stock - wanted.units FROM wanted
      WHERE products.id = wanted.id AND products.id = ANY(ARRAY(SELECT id FROM locked))
      -- Whether the product still has the terms the rules read, seen under its lock.
      RETURNING products.id, wanted.name IS NULL
        OR (products.name, products.part_number, products.price, products.price_breaks, products.min_quantity, products.max_quantity, products.pack_size)
          = (wanted.name, wanted."partNumber", wanted.price, wanted.breaks, wanted.min, wanted.max, wanted.pack) AS current
    ),
    ${fromCart ? sql`removed AS (
      DELETE FROM cart_lines
      WHERE customer_id = ${order.customerId}::text AND product_id IN (SELECT id FROM wanted) AND EXISTS (SELECT 1 FROM placed)
      RETURNING product_id
    ),` : sql``}
    lines AS (
      INSERT INTO order_lines (order_id, position, product_id, part_number, name, unit_price, quantity, line_total)
      SELECT placed.id, l.position, l."productId", l."partNumber", l.name, l."unitPrice", l.quantity, l."lineTotal"
      FROM placed, jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS l(position int, "productId" uuid, "partNumber" text, name text, "unitPrice" bigint, quantity int, "lineTotal" bigint)
    ),
    event AS (
      INSERT INTO order_events (order_id, type, actor_id, actor_name, actor_role, details)
      SELECT placed.id, ${event.type}::text, ${event.actor.id}::text, ${event.actor.name}::text, ${event.actor.role}::text, ${JSON.stringify(event.details ?? {})}::jsonb FROM placed
    ),
    mail AS (
      INSERT INTO mail_outbox (id, key, recipient, reply_to, subject, email, html, text)
      SELECT m.id, m.key, m.recipient, m."replyTo", replace(m.subject, ${standIn}::text, ${number}), replace(m.email::text, ${standIn}::text, ${number})::jsonb,
        replace(m.html, ${standIn}::text, ${number}), replace(m.text, ${standIn}::text, ${number})
      FROM placed, jsonb_to_recordset(${JSON.stringify(mails)}::jsonb) AS m(id uuid, key text, recipient text, "replyTo" text, subject text, email jsonb, html text, text text)
      ON CONFLICT (key) DO NOTHING
    )
    SELECT held.units::int AS held, held.owed AS owed, (SELECT seq FROM placed) AS seq, (SELECT created_at FROM placed) AS at,
      CASE
        WHEN NOT EXISTS (SELECT 1 FROM placed) THEN 0
        WHEN EXISTS (SELECT 1 FROM taken WHERE NOT current) OR EXISTS (SELECT 1 FROM wanted WHERE name IS NOT NULL AND id NOT IN (SELECT id FROM taken))
          THEN shop_refuse(${PLACEMENT_REFUSALS.productChanged}::text)
        WHEN (SELECT count(*) FROM taken) < ${units.length}::int THEN shop_refuse(${PLACEMENT_REFUSALS.unitsGone}::text)
        ${fromCart ? sql`WHEN (SELECT count(*) FROM removed) < ${units.length}::int THEN shop_refuse(${PLACEMENT_REFUSALS.cartChanged}::text)` : sql``}
        ELSE 0
      END AS refused
    FROM held`;
}
