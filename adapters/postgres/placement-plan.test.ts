import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_YET_FULFILLED, type Order } from '../../core/domain/order';
import { shopActor } from '../../core/domain/order-event';
import { summaryOf, type OrderLine } from '../../core/domain/order-line';
import type { NewOrder } from '../../core/ports/driven/order-repository';
import { genericPlanOf, overPgliteAndPostgres, type TemporaryDatabase } from '../../tests/support/plan-probe';
import { testAddress } from '../../tests/support/stored-orders';
import type { OpenDatabase } from './database';
import { numberStandIn, placementStatement } from './placement-statement';
import { PostgresOrderRepository } from './postgres-order-repository';

// A catalogue of the bench's size: there, reading every product cost more than the rest of the placement.
const PRODUCTS = 1_000;

/** An order of one unit of each of `productIds`, and the order as the repository would store it. */
function orderOf(productIds: string[], fromCart = false): [NewOrder, Order] {
  const lines: OrderLine[] = productIds.map((productId) => ({ productId, partNumber: null, name: 'Fitting', unitPrice: 5, quantity: 1, lineTotal: 5 }));
  const order: NewOrder = {
    lines,
    customerId: 'plan-probe',
    customerEmail: 'probe@example.com',
    customerName: 'Probe',
    phone: '0114 496 0000',
    deliveryAddress: testAddress,
    requestId: null,
    actor: shopActor,
    holdExpiresAt: new Date(Date.now() + 3_600_000),
    unpaidUnitsCap: 1_000,
    tradeAccountId: null,
    onAccount: null,
    fromCart,
  };
  const placed: Order = {
    _id: crypto.randomUUID(),
    number: numberStandIn(),
    lines,
    ...summaryOf(lines),
    customerId: order.customerId,
    tradeAccountId: null,
    customerEmail: order.customerEmail,
    customerName: order.customerName,
    phone: order.phone,
    placedAt: new Date().toISOString(),
    deliveryAddress: testAddress,
    tax: null,
    ...NOT_YET_FULFILLED,
    refunds: [],
    holdExpiresAt: order.holdExpiresAt.toISOString(),
  };
  return [order, placed];
}

/** The plan a connection keeps for the placement statement: the one made once for every value. */
function genericPlan(database: OpenDatabase, productIds: string[], fromCart = false) {
  const [order, placed] = orderOf(productIds, fromCart);
  return genericPlanOf(database, placementStatement(order, placed, { type: 'placed', actor: shopActor, details: {} }, []).statement);
}

function findsProductsByKey(engine: string, open: () => Promise<TemporaryDatabase>) {
  describe(`The placement statement on ${engine}`, () => {
    let opened: TemporaryDatabase;
    let ids: string[];
    beforeAll(async () => {
      opened = await open();
      await opened.database.db.execute(sql`INSERT INTO products (id, name, part_number, description, price, min_quantity, max_quantity, image, stock)
        SELECT gen_random_uuid(), 'Fitting ' || n, 'HT-FIT-' || n, 'Part ' || n, 5, 1, 100, '/catalogue/part.svg', 50 FROM generate_series(1, ${PRODUCTS}) AS n`);
      await opened.database.db.execute(sql`ANALYZE products`);
      const rows = (await opened.database.db.execute(sql`SELECT id FROM products ORDER BY id LIMIT 5`)) as unknown as { rows: { id: string }[] };
      ids = rows.rows.map((row) => row.id);
    }, 120_000);
    afterAll(() => opened.close());

    it('locks and takes the stock of each product found by its key, on the plan made once for every order, never reading the whole catalogue', async () => {
      for (const lines of [ids.slice(0, 1), ids]) {
        const shown = await genericPlan(opened.database, lines);
        expect(shown).toMatch(/\$\d/);
        expect(shown).toContain('products_pkey');
        expect(shown).not.toMatch(/Seq Scan on products/);
      }
    });

    it('has no cart in the statement of an order placed without one; a checkout removes its lines found by the cart key', async () => {
      expect(await genericPlan(opened.database, ids.slice(0, 1))).not.toContain('cart_lines');
      expect(await genericPlan(opened.database, ids, true)).toContain('Index Cond: (customer_id = $');
    });

    // Tables grow between their counts (PGlite counts none of its own): a branch the values switch off, costed on a cart
    // table never counted, made the plan for all values look dearer than those made with them, and every order was planned again.
    it('keeps the plan made once for all values while a cart table grows uncounted', async () => {
      await opened.database.db.execute(sql`INSERT INTO cart_lines (customer_id, product_id, name, added_price, quantity)
        SELECT 'shopper-' || n, p.id, 'Fitting', 5, 1 FROM generate_series(1, 8000) AS n, (SELECT id FROM products ORDER BY id LIMIT 5) AS p`);
      const orders = new PostgresOrderRepository(opened.database.db);
      for (let n = 0; n < 12; n++) {
        const [order] = orderOf([ids[n % ids.length]]);
        const placement = await orders.place({ ...order, customerId: `planner-${n}`, requestId: crypto.randomUUID() });
        expect(placement).toHaveProperty('placed');
      }
      const plans = (await opened.database.db.execute(sql`SELECT generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE name = 'order_placement'`)) as unknown as {
        rows: { generic_plans: number; custom_plans: number }[];
      };
      // The database plans a statement with its values five times before it weighs the plan for all.
      expect(plans.rows).toEqual([{ generic_plans: 7, custom_plans: 5 }]);
    });
  });
}

// One connection: the plans a connection keeps are seen from that connection only.
await overPgliteAndPostgres(findsProductsByKey, { connections: 1 });
