// The bench's customers and carts, written straight into the database before a server opens it
// (PGlite has one owner): signed-in, confirmed customers as a first sign-in leaves them, each with
// the shop's own access token, and each with a full cart of five different products.
import { sql } from 'drizzle-orm';
import { HmacAccessTokens } from '../adapters/crypto/hmac-access-tokens';
import type { OpenDatabase } from '../adapters/postgres/database';

export const CART_LINES = 5;

/** The shop's id of bench customer `n` (users.id, what orders and carts belong to). */
export const customerId = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
export const customerEmail = (n: number) => `bench-${n}@example.com`;
export const customerName = (n: number) => `Bench Customer ${n}`;

/** Customers 0 to count - 1, confirmed (so the shop writes their order mail, as the ceilings do). */
export async function addCustomers(database: OpenDatabase, count: number) {
  await database.db.execute(sql`
    INSERT INTO users (id, uid, email, email_verified, display_name, role, session_basis)
    SELECT '00000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'), 'bench-uid-' || n, 'bench-' || n || '@example.com', true, 'Bench Customer ' || n, 'customer', 'bench-' || n || '@example.com verified 0'
    FROM generate_series(0, ${count - 1}::int) AS n`);
}

/** Access tokens for customers 0 to count - 1, signed as the server signs them. */
export const tokensFor = (secret: string, count: number) => {
  const tokens = new HmacAccessTokens(secret, 24 * 3600);
  return Array.from({ length: count }, (_, n) => tokens.issue({ userId: customerId(n), sessionVersion: 0 }).token);
};

/**
 * Empties every cart, then gives customers 0 to count - 1 a cart of five lines, one unit each, as
 * adding them one by one would leave it: customer n holds the products 5n to 5n + 4 of the
 * catalogue (wrapping round), so that checkouts at the same moment rarely want the same rows.
 */
export async function fillCarts(database: OpenDatabase, count: number) {
  await database.db.execute(sql`DELETE FROM cart_lines`);
  // The catalogue's size is a row of its own: read from each product's row, it put the product on
  // both sides of the join's key, which then could not be hashed, and every cart line was compared
  // with every product (200,000 lines by 100,000 products: over half an hour on PGlite; now a second).
  await database.db.execute(sql`
    WITH catalogue AS (SELECT id, name, price, row_number() OVER (ORDER BY seq) - 1 AS k FROM products),
      size AS (SELECT count(*) AS n FROM products)
    INSERT INTO cart_lines (customer_id, product_id, name, added_price, quantity)
    SELECT '00000000-0000-4000-8000-' || lpad(to_hex(c.n), 12, '0'), p.id, p.name, p.price, 1
    FROM generate_series(0, ${count - 1}::int) AS c(n)
    CROSS JOIN generate_series(0, ${CART_LINES - 1}::int) AS l(j)
    CROSS JOIN size
    JOIN catalogue p ON p.k = (c.n::bigint * ${CART_LINES}::int + l.j) % size.n
    ORDER BY c.n, l.j`);
  await vacuumed(database);
}

/**
 * Vacuums and counts every table, as autovacuum soon leaves a database after a bulk write: what the
 * bench wrote straight into the database is not then cleaned up on the time of whichever server
 * (the shop or the ceiling) runs next.
 */
export async function vacuumed(database: OpenDatabase) {
  await database.db.execute(sql`VACUUM ANALYZE`);
}

/** How many customers still have a full cart: what a checkout run has not taken. */
export async function fullCarts(database: OpenDatabase) {
  const result = (await database.db.execute(sql`
    SELECT count(*)::int AS carts FROM (SELECT customer_id FROM cart_lines GROUP BY customer_id HAVING count(*) = ${CART_LINES}::int) AS full_carts`)) as unknown as { rows: { carts: number }[] };
  return result.rows[0].carts;
}
