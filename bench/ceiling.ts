// The ceilings `npm run bench` sets each shop endpoint beside: plain Fastify routes with none of the
// shop's layers (no sign-in, no validation, no use case, no answer schema). /list and /product send
// the shop's own answers from memory (the framework's ceiling); /read runs the per-customer SELECT
// of GET /api/order; /search the shop's search statement; /place and /checkout do a placement's
// essential work in one statement, one round trip, prepared by name as the shop's placement is
// (parsed and planned once per connection), on the same database with the shop's pool: the stock
// taken (the stock CHECK refuses all of it when one product is short), the order, its lines, its
// first event and its email written, and for a checkout the cart read and emptied.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { desc, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { customerEmail, customerId, customerName } from './customers';
import { openDatabase } from '../adapters/postgres/database';
import { categories, orders } from '../adapters/postgres/schema';
import { runSearch, searchStatement } from '../adapters/postgres/postgres-product-search';
import { runPrepared } from '../adapters/postgres/prepared-statement';
import { priceBandIds, productQuery, SEARCH_PAGE_SIZE, type PriceBandId } from '../core/domain/search';

const env = (name: string) => process.env[name] ?? (() => { throw new Error(`${name} is not set`); })();
const listBody = readFileSync(env('LIST_FILE'), 'utf8');
const productBody = readFileSync(env('PRODUCT_FILE'), 'utf8');
const readerId = env('READER_ID');
// The email the shop queued for a one-line order and for a checkout, as it stored them: the same bytes go in here.
const mail = JSON.parse(readFileSync(env('MAIL_FILE'), 'utf8')) as Record<'place' | 'checkout', { subject: string; email: unknown } | null>;

// openDatabase as the server calls it: PGlite in DATA_DIR, or a pool of the server's size on DATABASE_URL.
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: env('DATA_DIR') });
const byCustomer = database.db
  .select()
  .from(orders)
  .where(eq(orders.customerId, sql.placeholder('customerId')))
  .orderBy(desc(orders.createdAt), desc(orders.id))
  .prepare('ceiling_orders_by_customer');

interface Placing {
  productId?: string;
  quantity?: number;
  phone: string;
  address: unknown;
}

/** Who calls: the bench names its customer by number, where the shop reads the access token. */
const caller = (headers: Record<string, unknown>) => {
  const n = Number(headers['x-customer']);
  return { id: customerId(n), email: customerEmail(n), name: customerName(n) };
};

const app = Fastify({ logger: false });
const json = 'application/json; charset=utf-8';
app.get('/list', async (_request, reply) => reply.type(json).send(listBody));
app.get('/product', async (_request, reply) => reply.type(json).send(productBody));
app.get('/read', async () => byCustomer.execute({ customerId: readerId }));
// The shop's search statement, as GET /api/search runs it (prepared, planned once for all values), without the contract's checks or the answer's shaping.
// The categories are read for each search, as the shop reads them to take a category with those under it.
app.get<{ Querystring: { q?: string; price?: string; category?: string } }>('/search', async (request) => {
  const price = priceBandIds.includes(request.query.price as PriceBandId) ? (request.query.price as PriceBandId) : undefined;
  const all = await database.db.select({ _id: categories.id, name: categories.name, parentId: categories.parentId }).from(categories);
  const query = productQuery({ q: request.query.q ?? '', sort: 'relevance', inStock: false, page: 1, price, category: request.query.category }, SEARCH_PAGE_SIZE, all);
  return (await runSearch(database.db, searchStatement(query)))[0];
});

app.post<{ Body: Placing }>('/place', async (request, reply) => {
  const who = caller(request.headers);
  const { productId, quantity, phone, address } = request.body;
  const placed = await runPrepared<Record<string, unknown>>(database.db, 'ceiling_place', sql`
    WITH taken AS (
      UPDATE products SET stock = stock - ${quantity}::int WHERE id = ${productId}::uuid RETURNING id, name, price
    ), placed AS (
      INSERT INTO orders (id, product_id, product, customer_id, customer, customer_name, phone, quantity, total_price, delivery_address, hold_expires_at)
      SELECT ${randomUUID()}::uuid, id, name, ${who.id}::text, ${who.email}::text, ${who.name}::text, ${phone}::text, ${quantity}::int, price * ${quantity}::int, ${JSON.stringify(address)}::jsonb, now() + interval '1 hour'
      FROM taken
      RETURNING *
    ), line AS (
      INSERT INTO order_lines (order_id, position, product_id, name, unit_price, quantity, line_total)
      SELECT placed.id, 0, taken.id, taken.name, taken.price, ${quantity}::int, taken.price * ${quantity}::int FROM placed, taken
    ), event AS (
      INSERT INTO order_events (order_id, type, actor_id, actor_name, actor_role, details)
      SELECT id, 'placed', ${who.id}::text, ${who.name}::text, 'customer', jsonb_build_object('units', quantity) FROM placed
    ), mail AS (
      INSERT INTO mail_outbox (id, key, recipient, subject, email)
      SELECT ${randomUUID()}::uuid, 'order-placed:' || id, ${who.email}::text, ${mail.place?.subject ?? null}::text, jsonb_set(${JSON.stringify(mail.place?.email ?? null)}::jsonb, '{data,orderNumber}', to_jsonb('HT-' || (10000 + seq)))
      FROM placed
      ON CONFLICT (key) DO NOTHING
    )
    SELECT placed.*, json_build_array(json_build_object('productId', taken.id, 'name', taken.name, 'unitPrice', taken.price, 'quantity', ${quantity}::int)) AS lines
    FROM placed, taken`);
  if (placed.length === 0) return reply.status(404).send({ type: 'not_found', message: 'no such product' });
  return reply.status(201).send({ success: true, order: placed[0] });
});

app.post<{ Body: Placing }>('/checkout', async (request, reply) => {
  const who = caller(request.headers);
  const { phone, address } = request.body;
  const id = randomUUID();
  const placed = await runPrepared<Record<string, unknown>>(database.db, 'ceiling_checkout', sql`
    WITH cart AS (
      DELETE FROM cart_lines WHERE customer_id = ${who.id}::text RETURNING product_id, quantity, seq
    ), locked AS (
      -- The products' rows locked in one order, so that two checkouts of the same products never wait for each other for ever;
      -- each found by its key, as the shop's statement does, rather than by reading the whole catalogue.
      SELECT id FROM products WHERE id = ANY(ARRAY(SELECT product_id FROM cart)) ORDER BY id FOR UPDATE
    ), taken AS (
      UPDATE products SET stock = products.stock - cart.quantity FROM cart
      WHERE products.id = cart.product_id AND products.id = ANY(ARRAY(SELECT id FROM locked))
      RETURNING products.id, products.name, products.price, cart.quantity, cart.seq
    ), placed AS (
      INSERT INTO orders (id, product_id, product, customer_id, customer, customer_name, phone, quantity, total_price, delivery_address, hold_expires_at)
      SELECT ${id}::uuid, CASE WHEN count(*) = 1 THEN min(id::text)::uuid END,
        CASE WHEN count(*) = 1 THEN min(name) ELSE (array_agg(name ORDER BY seq))[1] || ' and ' || (count(*) - 1) || CASE WHEN count(*) = 2 THEN ' more product' ELSE ' more products' END END,
        ${who.id}::text, ${who.email}::text, ${who.name}::text, ${phone}::text, sum(quantity), sum(price * quantity), ${JSON.stringify(address)}::jsonb, now() + interval '1 hour'
      FROM taken
      HAVING count(*) > 0
      RETURNING *
    ), lines AS (
      INSERT INTO order_lines (order_id, position, product_id, name, unit_price, quantity, line_total)
      SELECT ${id}::uuid, row_number() OVER (ORDER BY seq) - 1, id, name, price, quantity, price * quantity FROM taken
    ), event AS (
      INSERT INTO order_events (order_id, type, actor_id, actor_name, actor_role, details)
      SELECT id, 'placed', ${who.id}::text, ${who.name}::text, 'customer', jsonb_build_object('units', quantity) FROM placed
    ), mail AS (
      INSERT INTO mail_outbox (id, key, recipient, subject, email)
      SELECT ${randomUUID()}::uuid, 'order-placed:' || id, ${who.email}::text, ${mail.checkout?.subject ?? null}::text, jsonb_set(${JSON.stringify(mail.checkout?.email ?? null)}::jsonb, '{data,orderNumber}', to_jsonb('HT-' || (10000 + seq)))
      FROM placed
      ON CONFLICT (key) DO NOTHING
    )
    SELECT placed.*, (SELECT json_agg(json_build_object('productId', id, 'name', name, 'unitPrice', price, 'quantity', quantity) ORDER BY seq) FROM taken) AS lines
    FROM placed`);
  if (placed.length === 0) return reply.status(409).send({ type: 'conflict', message: 'Your cart is empty' });
  return reply.status(201).send({ success: true, order: placed[0] });
});

app.addHook('onClose', () => database.close());
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(env('PORT')), host: '127.0.0.1' });
