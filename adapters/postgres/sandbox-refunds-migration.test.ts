// Refunds the sandbox provider made before keys: each becomes a kept refund under the key the shop
// asks it again with, so that asking again after the upgrade answers it instead of refusing.
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { acrossTheMigration } from '../../tests/support/migrations-up-to';
import type { ShopDatabase } from './database';
import { PostgresIntentStore } from './postgres-intent-store';

const BEFORE_KEYS = '0020_placement_in_one_statement';
const [cancelled, deleted, unpaid] = ['55555555-5555-4555-8555-555555555555', '66666666-6666-4666-8666-666666666666', '77777777-7777-4777-8777-777777777777'];

/** A cancelled order refunded in full, a deleted order's payment refunded, and an intent never paid. */
async function insertOldRefunds(db: ShopDatabase) {
  await db.execute(sql`INSERT INTO orders (id, product, customer_id, customer, customer_name, phone, quantity, total_price, paid, transaction_id, cancelled_at, refund_id)
    VALUES (${cancelled}, 'Torque Wrench', 'uid-ann', 'ann@example.com', 'Ann', '555 0100', 3, 75, true, 'pi_sandbox_cancelled', now(), 're_sandbox_cancelled')`);
  await db.execute(sql`INSERT INTO sandbox_payment_intents (id, order_id, amount, customer, client_secret, status, refund_id, refund_amount) VALUES
    ('pi_sandbox_cancelled', ${cancelled}, 7500, 'ann@example.com', 's1', 'succeeded', 're_sandbox_cancelled', 7500),
    ('pi_sandbox_deleted', ${deleted}, 4000, 'bob@example.com', 's2', 'succeeded', 're_sandbox_deleted', 4000),
    ('pi_sandbox_unpaid', ${unpaid}, 900, 'bob@example.com', 's3', 'pending', NULL, NULL)`);
}

async function checkKeptRefunds(db: ShopDatabase) {
  const intents = new PostgresIntentStore(db);
  expect(await intents.refundsOf('pi_sandbox_cancelled')).toEqual([{ id: 're_sandbox_cancelled', intentId: 'pi_sandbox_cancelled', key: `${cancelled}:cancel:0`, amount: 7500 }]);
  expect(await intents.refundsOf('pi_sandbox_deleted')).toEqual([{ id: 're_sandbox_deleted', intentId: 'pi_sandbox_deleted', key: 'deleted-pi_sandbox_deleted', amount: 4000 }]);
  expect(await intents.refundsOf('pi_sandbox_unpaid')).toEqual([]);
  // The shop's retry of the cancellation answers the refund made before.
  expect(await intents.refund('pi_sandbox_cancelled', { id: 're_sandbox_new', key: `${cancelled}:cancel:0`, amount: 7500 })).toMatchObject({ refund: { id: 're_sandbox_cancelled' } });
  expect(await intents.findById('pi_sandbox_cancelled')).toMatchObject({ refundId: 're_sandbox_cancelled', refundAmount: 7500 });
}

describe('sandbox refunds from before keys', () => {
  acrossTheMigration((engine) => (engine === 'PGlite' ? 'are kept under their keys on PGlite' : 'are kept under their keys on PostgreSQL'), BEFORE_KEYS, insertOldRefunds, checkKeptRefunds);
});
