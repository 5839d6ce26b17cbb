// Orders from before lines: each becomes a one-line order of what it bought, on PGlite and on
// PostgreSQL, and its units move with that line from then on.
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { shopActor } from '../../core/domain/order-event';
import { OrderChanges } from '../../core/shop/order-rules';
import { acrossTheMigration } from '../../tests/support/migrations-up-to';
import type { ShopDatabase } from './database';
import { PostgresOrderRepository } from './postgres-order-repository';
import { PostgresProductRepository } from './postgres-product-repository';

const BEFORE_LINES = '0015_sandbox_refunds_keep_their_amount';
const wrench = '11111111-1111-4111-8111-111111111111';
const [held, paid, orphan] = ['22222222-2222-4222-8222-222222222222', '33333333-3333-4333-8333-333333333333', '44444444-4444-4444-8444-444444444444'];

/** Three orders as the shop kept them before lines: one holding its units, one paid, one whose product was deleted. */
async function insertOldOrders(db: ShopDatabase) {
  await db.execute(sql`INSERT INTO products (id, name, description, price, min_quantity, max_quantity, image, stock)
    VALUES (${wrench}, 'Torque Wrench', 'A wrench', 25, 1, 10, '/w.svg', 7)`);
  await db.execute(sql`INSERT INTO orders (id, product_id, product, customer_id, customer, customer_name, phone, quantity, total_price, hold_expires_at, paid, transaction_id) VALUES
    (${held}, ${wrench}, 'Torque Wrench', 'uid-ann', 'ann@example.com', 'Ann', '555 0100', 2, 50, now() + interval '1 hour', false, NULL),
    (${paid}, ${wrench}, 'Torque Wrench', 'uid-ann', 'ann@example.com', 'Ann', '555 0100', 3, 75, NULL, true, 'pi_old'),
    (${orphan}, NULL, 'Retired Vice', 'uid-bob', 'bob@example.com', 'Bob', '555 0101', 4, 130, NULL, false, NULL)`);
}

async function checkOneLineOrders(db: ShopDatabase) {
  const orders = new PostgresOrderRepository(db);
  const products = new PostgresProductRepository(db);
  expect((await orders.findById(held))!.lines).toEqual([{ productId: wrench, partNumber: null, name: 'Torque Wrench', unitPrice: 25, quantity: 2, lineTotal: 50 }]);
  expect(await orders.findById(paid)).toMatchObject({ productId: wrench, productName: 'Torque Wrench', quantity: 3, totalPrice: 75, lines: [{ productId: wrench, quantity: 3, lineTotal: 75 }] });
  // A total that is not a whole number of units at one price keeps its total as it was charged.
  expect((await orders.findById(orphan))!.lines).toEqual([{ productId: null, partNumber: null, name: 'Retired Vice', unitPrice: 33, quantity: 4, lineTotal: 130 }]);
  expect(await orders.paidProducts('uid-ann')).toEqual([{ productId: wrench, productName: 'Torque Wrench' }]);
  // The units move with the line: deleting the held order returns its 2, cancelling the paid one its 3.
  const changes = new OrderChanges(orders);
  await changes.make('deleteUnpaid', (await orders.findById(held))!, {});
  const cancelling = await changes.make('cancel', (await orders.findById(paid))!, { now: new Date() });
  await changes.make('completeCancellation', cancelling, { actor: shopActor, refund: null, now: new Date() });
  expect(await orders.findById(held)).toBeNull();
  expect((await products.findById(wrench))!.stock).toBe(12);
}

describe('orders from before lines', () => {
  acrossTheMigration((engine) => (engine === 'PGlite' ? 'become one-line orders on PGlite' : 'become one-line orders on PostgreSQL'), BEFORE_LINES, insertOldOrders, checkOneLineOrders);
});
