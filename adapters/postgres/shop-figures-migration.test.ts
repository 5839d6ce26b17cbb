// The dashboard's running totals start from what the shop held before they were kept: migration
// 0035 counts the orders, accounts and documents there were, then its triggers keep counting.
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { acrossTheMigration } from '../../tests/support/migrations-up-to';
import type { ShopDatabase } from './database';
import { PostgresShopFiguresReader } from './postgres-shop-figures-reader';

const BEFORE_FIGURES = '0034_shared_rate_limits';
const [paid, unpaid] = ['88888888-8888-4888-8888-888888888888', '99999999-9999-4999-8999-999999999999'];
const body = (lines: { partNumber: string | null; name: string; quantity: number; net: number }[]) => JSON.stringify({ lines });

/** Two orders of 2026-01-05, an account opened that day, and an invoice and a credit note of the paid order. */
async function insertOldShop(db: ShopDatabase) {
  await db.execute(sql`INSERT INTO users (id, email, display_name, created_at) VALUES ('user-ann', 'ann@example.com', 'Ann', '2026-01-05T09:00:00Z')`);
  await db.execute(sql`INSERT INTO orders (id, product, customer_id, customer, customer_name, phone, quantity, total_price, paid, transaction_id, created_at) VALUES
    (${paid}, 'Bench Vice', 'user-ann', 'ann@example.com', 'Ann', '555 0100', 3, 108, true, 'pi_old', '2026-01-05T10:00:00Z'),
    (${unpaid}, 'Bench Vice', 'user-ann', 'ann@example.com', 'Ann', '555 0100', 1, 36, false, NULL, '2026-01-05T23:59:00Z')`);
  await db.execute(sql`INSERT INTO documents (id, kind, year, seq, number, order_id, issued_at, net, tax, gross, body) VALUES
    (gen_random_uuid(), 'invoice', 2026, 1, 'INV-2026-000001', ${paid}, '2026-01-05T10:01:00Z', 10800, 2160, 12960, ${body([{ partNumber: 'ht-vice-1', name: 'Bench Vice', quantity: 3, net: 10800 }])}::jsonb),
    (gen_random_uuid(), 'credit-note', 2026, 1, 'CN-2026-000001', ${paid}, '2026-01-06T08:00:00Z', 3600, 720, 4320, ${body([{ partNumber: 'HT-VICE-1', name: 'Bench Vice', quantity: 1, net: 3600 }])}::jsonb)`);
}

async function checkCounted(db: ShopDatabase) {
  const figures = new PostgresShopFiguresReader(db);
  expect(await figures.days('2026-01-01', '2026-01-31')).toEqual([
    { day: '2026-01-05', ordersPlaced: 2, invoices: 1, invoicedNet: 10800, invoicedGross: 12960, creditNotes: 0, creditedNet: 0, creditedGross: 0, newCustomers: 1 },
    { day: '2026-01-06', ordersPlaced: 0, invoices: 0, invoicedNet: 0, invoicedGross: 0, creditNotes: 1, creditedNet: 3600, creditedGross: 4320, newCustomers: 0 },
  ]);
  // The part counted under one key however its number was written; by day and by whole months alike.
  expect(await figures.topParts('2026-01-01', '2026-01-31', 10)).toEqual([{ partNumber: 'HT-VICE-1', name: 'Bench Vice', units: 2, net: 7200 }]);
  expect(await figures.topParts('2026-01-02', '2026-01-30', 10)).toEqual([{ partNumber: 'HT-VICE-1', name: 'Bench Vice', units: 2, net: 7200 }]);
  // Deleting the unpaid order counts it out of its day.
  await db.execute(sql`DELETE FROM orders WHERE id = ${unpaid}`);
  expect((await figures.days('2026-01-05', '2026-01-05'))[0].ordersPlaced).toBe(1);
}

describe('the dashboard figures of a shop from before them', () => {
  acrossTheMigration((engine) => `are counted from its orders, accounts and documents on ${engine}`, BEFORE_FIGURES, insertOldShop, checkCounted);
});
