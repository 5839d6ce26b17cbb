// The ceilings `npm run bench` sets each shop endpoint beside: plain Fastify routes with none of the
// shop's work (no sign-in, no validation, no use case). /list and /product send the shop's own
// answers from memory (the framework's ceiling); /write runs one INSERT ... RETURNING into orders
// and /read the per-customer SELECT of GET /api/order, on the same database with the shop's pool.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { desc, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase } from '../adapters/postgres/database';
import { orders } from '../adapters/postgres/schema';

const env = (name: string) => process.env[name] ?? (() => { throw new Error(`${name} is not set`); })();
const listBody = readFileSync(env('LIST_FILE'), 'utf8');
const productBody = readFileSync(env('PRODUCT_FILE'), 'utf8');
const productId = env('PRODUCT_ID');
const writerId = env('WRITER_ID');
const readerId = env('READER_ID');

// openDatabase as the server calls it: PGlite in DATA_DIR, or a pool of the server's size on DATABASE_URL.
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: env('DATA_DIR') });
const byCustomer = database.db
  .select()
  .from(orders)
  .where(eq(orders.customerId, sql.placeholder('customerId')))
  .orderBy(desc(orders.createdAt), desc(orders.id))
  .prepare('ceiling_orders_by_customer');
const address = JSON.stringify({ recipient: 'Bench', line1: '1 Bench Road', city: 'Benchton', postcode: 'B1 1BB', country: 'United Kingdom' });

const app = Fastify({ logger: false });
const json = 'application/json; charset=utf-8';
app.get('/list', async (_request, reply) => reply.type(json).send(listBody));
app.get('/product', async (_request, reply) => reply.type(json).send(productBody));
app.post('/write', async (_request, reply) => {
  const inserted = (await database.db.execute(sql`
    INSERT INTO orders (id, product_id, product, customer_id, customer, customer_name, phone, quantity, total_price, request_id, delivery_address, hold_expires_at)
    VALUES (${randomUUID()}, ${productId}, 'Bench part', ${writerId}, 'writer@example.com', 'Writer', '555 0100', 1, 10, ${randomUUID()}, ${address}::jsonb, now() + interval '1 hour')
    RETURNING id`)) as unknown as { rows: { id: string }[] };
  return reply.status(201).send({ id: inserted.rows[0].id });
});
app.get('/read', async () => byCustomer.execute({ customerId: readerId }));
app.addHook('onClose', () => database.close());
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(env('PORT')), host: '127.0.0.1' });
