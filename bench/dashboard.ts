// The admins' dashboard at a shop's scale: an admin with the shop's own access token, and a history
// of orders (a million by default) over the last two years with their invoices and credit notes,
// written straight into PostgreSQL by a few large INSERT ... SELECT statements over generate_series.
// Everything about order n (when, whose, what, paid, shipped, cancelled, refunded) is a hash of n, so
// that the statements that write the orders and those that write their documents agree without
// carrying rows from one to the next. Migration 0035's triggers fire once per statement, so every
// batch is added to the running totals in one go, as the shop's own statements add theirs.
import pgDriver from 'pg';
import { HmacAccessTokens } from '../adapters/crypto/hmac-access-tokens';
import { DEMO_SELLER } from '../core/domain/tax-document';
import { ORDER_NUMBER } from '../core/domain/order';
import type { Address } from '../core/domain/address';

/** The bench's admin: users.id, signed in once with a verified email, as ADMIN_EMAILS leaves an admin. */
const ADMIN_ID = '00000000-0000-4000-b000-000000000000';
const ADMIN_EMAIL = 'bench-admin@example.com';

// A statement writes this many orders: large enough that the triggers' work per statement is small
// beside the rows', small enough that each transaction's transition tables stay a few hundred MB.
const BATCH = 100_000;
// The history spans two years up to the moment of seeding.
const SPAN_DAYS = 730;
// What waits to be packed: orders paid in the last six hours (a few hundred at a million orders).
const PACKING_HOURS = 6;
// Customers: one for every ten orders, opened over the same two years.
const ORDERS_PER_CUSTOMER = 10;
const VAT_RATE = 20;
// Order n's fate, from a uniform draw (`fate`): below NEVER_PAID it was never paid (below
// CANCELLED_UNPAID it was also cancelled); from NEVER_PAID to CANCELLED_PAID it was paid, then
// cancelled and refunded in full; above, paid and shipped (once six hours old), and then one in
// PARTLY_REFUNDED of those partly refunded (a draw of its own).
const CANCELLED_UNPAID = 0.01;
const NEVER_PAID = 0.03;
const CANCELLED_PAID = 0.045;
const PARTLY_REFUNDED = 0.01;
// Where every order goes: the bench's placements' address, as the shop stores it.
const ADDRESS: Address = { recipient: 'Bench Customer', company: '', line1: '1 Bench Road', line2: '', city: 'Benchton', region: '', postcode: 'B1 1BB', country: 'United Kingdom' };

/** Adds the bench's admin; answers an access token of theirs, signed as the server signs them. */
export async function addAdmin(connectionString: string, secret: string) {
  const client = new pgDriver.Client({ connectionString });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO users (id, uid, email, email_verified, display_name, role, session_basis) VALUES ($1, 'bench-admin-uid', $2, true, 'Bench Admin', 'admin', $3)`,
      [ADMIN_ID, ADMIN_EMAIL, `${ADMIN_EMAIL} verified 0`],
    );
  } finally {
    await client.end();
  }
  return new HmacAccessTokens(secret, 24 * 3600).issue({ userId: ADMIN_ID, sessionVersion: 0 }).token;
}

export interface SeededOrders {
  orders: number;
  customers: number;
  invoices: number;
  creditNotes: number;
  /** Paid, not shipped, not cancelled: what the dashboard's "to pack" must say. */
  toPack: number;
  seconds: number;
}

/**
 * Order n's facts, as columns of a row per n from `lo` to `hi` - 1, for the statements below: `at`
 * (orders evenly spread up to `$t0`), `fate` (a uniform draw deciding paid, cancelled and refunded),
 * `customer` (one of those opened before it, the older ones ordering more), and its lines (one to
 * three, each a part drawn with Zipf-like popularity, log-uniform over the catalogue's ranks and the
 * ranks scattered over it, so that the top sellers are a handful of parts from all its families).
 * Parameters: $1 the moment of seeding, $2 orders, $3 seconds between two orders, $4 customers,
 * $5 lo, $6 hi, $7 parts in the catalogue, $8 orders still to pack (`recent`: paid, not yet shipped).
 */
const ORDER_FACTS = `
  SELECT s.n, s.at, s.fate, s.customer, s.partial, s.n >= $2::bigint - $8::bigint AS recent, l.*
  FROM (
    SELECT n, $1::timestamptz - make_interval(secs => ($2::bigint - n) * $3::float8) AS at, pg_temp.bench_u(n, 0) AS fate,
      floor(pg_temp.bench_u(n, 1) * greatest(1, floor((n + 1) * $4::float8 / $2::bigint)))::int AS customer,
      pg_temp.bench_u(n, 2) < ${PARTLY_REFUNDED} AS partial,
      1 + (pg_temp.bench_u(n, 3) > 0.55)::int + (pg_temp.bench_u(n, 3) > 0.85)::int AS line_count
    FROM generate_series($5::bigint, $6::bigint - 1) AS n
  ) s
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS line_total, sum(x.q)::int AS units, sum(p.price * x.q)::bigint AS dollars,
      sum(x.net)::bigint AS net, sum(x.tax)::bigint AS tax, sum(x.net + x.tax)::bigint AS gross,
      (array_agg(p.id ORDER BY x.j))[1] AS product_id, (array_agg(p.name ORDER BY x.j))[1] AS first_name,
      (array_agg(p.price * 100 ORDER BY x.j))[1] AS first_unit,
      jsonb_agg(jsonb_build_object('partNumber', p.part_number, 'name', p.name, 'quantity', x.q, 'unitPrice', p.price * 100, 'rate', ${VAT_RATE}, 'net', x.net, 'tax', x.tax, 'gross', x.net + x.tax) ORDER BY x.j) AS lines,
      jsonb_agg(jsonb_build_object('rate', ${VAT_RATE}, 'net', x.net, 'tax', x.tax, 'gross', x.net + x.tax) ORDER BY x.j) AS taxed
    FROM generate_series(0, s.line_count - 1) AS g(j)
    CROSS JOIN LATERAL (
      SELECT g.j, 1 + floor(power(pg_temp.bench_u(s.n * 4 + g.j, 4), 3) * 6)::int AS q,
        ((floor(power($7::float8 + 1, pg_temp.bench_u(s.n * 4 + g.j, 5)))::bigint - 1) * 7919 + 104729) % $7::bigint AS k
    ) d
    JOIN bench_parts p ON p.k = d.k
    CROSS JOIN LATERAL (SELECT d.j, d.q, p.price * 100 * d.q AS net, round(p.price * 100 * d.q * ${VAT_RATE} / 100.0)::bigint AS tax) x
  ) l`;

/** Whether order n was paid and whether cancelled, from its `fate`. */
const FATES = `fate < ${NEVER_PAID} AS unpaid, fate < ${CANCELLED_UNPAID} OR (fate >= ${NEVER_PAID} AND fate < ${CANCELLED_PAID}) AS cancelled`;

/**
 * The uuid numbered n in a block of the bench's own: orders (9000), invoices (c000), credit notes
 * (d000); consecutive, so that each batch adds to the end of the primary keys' indexes.
 */
const idOf = (block: string, n: string) => `('00000000-0000-4000-${block}-' || lpad(to_hex(${n}), 12, '0'))::uuid`;

/** A timestamp as the shop writes one in JSON (ISO 8601, UTC, milliseconds). */
const iso = (column: string) => `to_char((${column}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A document's body as the shop keeps it (core/domain/tax-document.ts), from the columns `kind`,
 * `number`, `issued_at`, `order_id`, `order_seq`, the buyer's, `lines` and the totals; `seller` and
 * `address` name the parameters holding the seller and the delivery address.
 */
const documentBody = (id: string, corrects: string, seller: string, address: string) => `jsonb_build_object(
    '_id', ${id}, 'kind', kind, 'number', number, 'issuedAt', ${iso('issued_at')}, 'orderId', order_id, 'orderNumber', '${ORDER_NUMBER.prefix}' || (${ORDER_NUMBER.base} + order_seq),
    'seller', ${seller}::jsonb, 'buyer', jsonb_build_object('name', buyer_name, 'email', buyer_email, 'company', null, 'vatNumber', null),
    'invoiceAddress', ${address}::jsonb, 'deliveryAddress', ${address}::jsonb, 'lines', lines, 'net', net, 'tax', tax, 'gross', gross,
    'reverseCharge', false, 'paymentReference', payment_reference, 'dueAt', null, 'corrects', ${corrects})`;

/**
 * A batch of orders and, for those paid, their invoices, in one statement: the orders' seq (which
 * their numbers are made from) comes back from their INSERT, and each invoice takes the next number
 * of its year's sequence after document_counters' (invoices are issued in the orders' order, within
 * half the time between two orders of being placed), which the statement then moves on.
 * No order_lines nor order_events: the dashboard reads neither, and they would be millions more rows
 * to write (the lines are in each order's tax and in its invoice).
 */
const ORDERS_AND_INVOICES = `
  WITH f AS MATERIALIZED (SELECT *, ${FATES} FROM (${ORDER_FACTS}) facts),
  placed AS (
    INSERT INTO orders (id, product_id, product, customer_id, customer, customer_name, phone, quantity, total_price, paid, shipped, transaction_id,
      created_at, delivery_address, tax, cancelled_at, refund_id, refunds, carrier, tracking_number)
    SELECT ${idOf('9000', 'n')},
      CASE WHEN line_total = 1 THEN product_id END,
      CASE WHEN line_total = 1 THEN first_name ELSE first_name || ' and ' || (line_total - 1) || CASE WHEN line_total = 2 THEN ' more product' ELSE ' more products' END END,
      '00000000-0000-4000-a000-' || lpad(to_hex(customer), 12, '0'), 'dash-' || customer || '@example.com', 'Dashboard Customer ' || customer, '555 0100',
      units, dollars, NOT unpaid, NOT unpaid AND NOT cancelled AND NOT recent, CASE WHEN NOT unpaid THEN 'pi_bench_' || lpad(n::text, 9, '0') END,
      at, $10::jsonb, jsonb_build_object('country', 'United Kingdom', 'reverseCharge', false, 'lines', taxed, 'net', net, 'tax', tax, 'gross', gross),
      CASE WHEN cancelled THEN at + interval '1 hour' END,
      CASE WHEN cancelled AND NOT unpaid THEN 're_bench_' || lpad(n::text, 9, '0') END,
      CASE WHEN partial AND NOT unpaid AND NOT cancelled AND NOT recent
        THEN jsonb_build_array(jsonb_build_object('key', 'bench-refund-' || n, 'lines', jsonb_build_array(jsonb_build_object('line', 1, 'quantity', 1)),
          'amount', first_unit + round(first_unit * ${VAT_RATE} / 100.0), 'restock', false, 'refundId', 're_bench_' || lpad(n::text, 9, '0'), 'askedAt', ${iso('at + interval \'5 days\'')}))
        ELSE '[]'::jsonb END,
      CASE WHEN NOT unpaid AND NOT cancelled AND NOT recent THEN 'Royal Mail' END,
      CASE WHEN NOT unpaid AND NOT cancelled AND NOT recent THEN 'RM' || lpad(n::text, 9, '0') || 'GB' END
    FROM f
    RETURNING id, seq
  ),
  due AS (
    SELECT *, 'INV-' || year || '-' || lpad(seq::text, 6, '0') AS number
    FROM (
      SELECT f.*, placed.id AS order_id, placed.seq AS order_seq, 'invoice'::text AS kind, issued_at, extract(year FROM issued_at AT TIME ZONE 'UTC')::int AS year,
        coalesce((SELECT c.last FROM document_counters c WHERE c.kind = 'invoice' AND c.year = extract(year FROM issued_at AT TIME ZONE 'UTC')::int), 0)
          + row_number() OVER (PARTITION BY extract(year FROM issued_at AT TIME ZONE 'UTC') ORDER BY issued_at, n) AS seq,
        'dash-' || customer || '@example.com' AS buyer_email, 'Dashboard Customer ' || customer AS buyer_name, 'pi_bench_' || lpad(n::text, 9, '0') AS payment_reference
      FROM f JOIN placed ON placed.id = ${idOf('9000', 'f.n')}
      CROSS JOIN LATERAL (SELECT at + make_interval(secs => least($3::float8 / 2, 60) * pg_temp.bench_u(n, 6)) AS issued_at) i
      WHERE NOT unpaid
    ) d
  ),
  issued AS (
    INSERT INTO documents (id, kind, year, seq, number, order_id, issued_at, net, tax, gross, body)
    SELECT ${idOf('c000', 'n')}, kind, year, seq, number, order_id, issued_at, net, tax, gross, ${documentBody(idOf('c000', 'n'), 'null', '$9', '$10')}
    FROM due
    RETURNING kind, year, seq
  )
  INSERT INTO document_counters (kind, year, last) SELECT kind, year, max(seq) FROM issued GROUP BY 1, 2
  ON CONFLICT (kind, year) DO UPDATE SET last = greatest(document_counters.last, EXCLUDED.last)`;

/**
 * The credit notes, in one statement once every invoice is in: an order paid and then cancelled is
 * credited in full a day or so after it was placed, one partly refunded (its `refunds`) for a unit of
 * its first line some days after; each from its invoice's lines, correcting its number, numbered in
 * the order they were issued after the year's last. The orders are found from their fates and their
 * invoices by id, not by reading every order. Parameters: $1 the moment of seeding, $2 the seller,
 * $3 the delivery address, $4 orders.
 */
const CREDIT_NOTES = `
  WITH credited AS (
    SELECT n, o.id AS order_id, o.seq AS order_seq, o.customer AS buyer_email, o.customer_name AS buyer_name, o.transaction_id AS payment_reference, o.created_at,
      i.number AS invoice_number, o.cancelled_at IS NOT NULL AS whole,
      CASE WHEN o.cancelled_at IS NOT NULL THEN i.body->'lines'
        ELSE jsonb_build_array((i.body->'lines'->0) || jsonb_build_object('quantity', 1, 'net', (i.body->'lines'->0->>'unitPrice')::bigint,
          'tax', round((i.body->'lines'->0->>'unitPrice')::bigint * ${VAT_RATE} / 100.0), 'gross', (i.body->'lines'->0->>'unitPrice')::bigint + round((i.body->'lines'->0->>'unitPrice')::bigint * ${VAT_RATE} / 100.0)))
      END AS lines
    FROM generate_series(0, $4::bigint - 1) AS n
    -- Each candidate's invoice and order by their primary keys, not a scan of every order (OFFSET 0 keeps the planner from joining them otherwise).
    CROSS JOIN LATERAL (SELECT * FROM documents WHERE id = ${idOf('c000', 'n')} OFFSET 0) i
    CROSS JOIN LATERAL (SELECT * FROM orders WHERE id = i.order_id OFFSET 0) o
    WHERE (pg_temp.bench_u(n, 0) BETWEEN ${NEVER_PAID} AND ${CANCELLED_PAID} OR pg_temp.bench_u(n, 2) < ${PARTLY_REFUNDED}) AND (o.cancelled_at IS NOT NULL OR o.refunds <> '[]'::jsonb)
  ),
  due AS (
    SELECT *, 'CN-' || year || '-' || lpad(seq::text, 6, '0') AS number
    FROM (
      SELECT c.*, 'credit-note'::text AS kind, t.issued_at, extract(year FROM t.issued_at AT TIME ZONE 'UTC')::int AS year,
        (SELECT sum((l->>'net')::bigint) FROM jsonb_array_elements(c.lines) l)::bigint AS net,
        (SELECT sum((l->>'tax')::bigint) FROM jsonb_array_elements(c.lines) l)::bigint AS tax,
        (SELECT sum((l->>'gross')::bigint) FROM jsonb_array_elements(c.lines) l)::bigint AS gross,
        coalesce((SELECT k.last FROM document_counters k WHERE k.kind = 'credit-note' AND k.year = extract(year FROM t.issued_at AT TIME ZONE 'UTC')::int), 0)
          + row_number() OVER (PARTITION BY extract(year FROM t.issued_at AT TIME ZONE 'UTC') ORDER BY t.issued_at, c.order_seq) AS seq
      FROM credited c
      CROSS JOIN LATERAL (
        SELECT least($1::timestamptz - interval '1 minute', c.created_at + CASE WHEN c.whole THEN interval '1 hour' ELSE interval '5 days' END + make_interval(secs => 86400 * pg_temp.bench_u(c.n, 7))) AS issued_at
      ) t
    ) d
  ),
  issued AS (
    INSERT INTO documents (id, kind, year, seq, number, order_id, issued_at, net, tax, gross, body)
    SELECT ${idOf('d000', 'n')}, kind, year, seq, number, order_id, issued_at, net, tax, gross, ${documentBody(idOf('d000', 'n'), 'invoice_number', '$2', '$3')}
    FROM due
    RETURNING kind, year, seq
  )
  INSERT INTO document_counters (kind, year, last) SELECT kind, year, max(seq) FROM issued GROUP BY 1, 2
  ON CONFLICT (kind, year) DO UPDATE SET last = greatest(document_counters.last, EXCLUDED.last)`;

/**
 * Drops the secondary indexes of `tables` (all but their primary keys, which the documents' foreign
 * key and the statements above look rows up by) and answers the statements that make them again.
 * Each batch then writes its rows and their primary keys alone, and each index is built afterwards
 * in one sort: at a million orders this took a third off writing them, where a dozen indexes took
 * every row one at a time, the customers' and products' at random places. Unique constraints are
 * made again as constraints, so that a row the seeding wrote twice fails the run.
 */
async function dropIndexes(client: pgDriver.Client, tables: string[]) {
  const { rows } = await client.query<{ table: string; index: string; definition: string; constraint: string | null; constraint_definition: string | null }>(
    `SELECT i.indrelid::regclass::text AS table, i.indexrelid::regclass::text AS index, pg_get_indexdef(i.indexrelid) AS definition,
       c.conname AS constraint, pg_get_constraintdef(c.oid) AS constraint_definition
     FROM pg_index i LEFT JOIN pg_constraint c ON c.conindid = i.indexrelid AND c.conrelid = i.indrelid AND c.contype IN ('u', 'x')
     WHERE i.indrelid = ANY ($1::regclass[]) AND NOT i.indisprimary`,
    [tables],
  );
  for (const row of rows) await client.query(row.constraint ? `ALTER TABLE ${row.table} DROP CONSTRAINT "${row.constraint}"` : `DROP INDEX ${row.index}`);
  return rows.map((row) => (row.constraint ? `ALTER TABLE ${row.table} ADD CONSTRAINT "${row.constraint}" ${row.constraint_definition}` : row.definition));
}

/**
 * Writes `count` orders over the last two years into the shop's PostgreSQL database (migrated, its
 * catalogue seeded), with their customers, invoices and credit notes: most paid and shipped, those
 * of the last six hours paid and waiting to be packed, three in a hundred never paid, one and a half
 * paid and then cancelled (credited in full), one in a hundred of the rest partly refunded. Then
 * VACUUM ANALYZE, as autovacuum would have left a shop that has run two years (the PostgreSQL of
 * these machines runs without it): the count of orders to pack reads its index alone only once the
 * visibility map is set. `log` hears progress.
 */
export async function seedOrders(connectionString: string, count: number, log: (line: string) => void = () => undefined): Promise<SeededOrders> {
  const started = performance.now();
  // One session throughout: the helper function and the parts' table are its temporary objects.
  const client = new pgDriver.Client({ connectionString });
  await client.connect();
  try {
    // Room for the triggers' GROUP BYs over a batch's transition tables to run in memory; and no JIT,
    // which spent seconds compiling each statement to save less (this session only).
    await client.query(`SET work_mem = '256MB'`);
    await client.query('SET jit = off');
    // A uniform draw in [0, 1) from (n, salt): the same for the same n in every statement.
    await client.query(`CREATE FUNCTION pg_temp.bench_u(n bigint, salt bigint) RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT (hashint8extended(n, salt) & 2147483647)::float8 / 2147483648 $$`);
    await client.query(`CREATE TEMP TABLE bench_parts AS SELECT (row_number() OVER (ORDER BY seq) - 1)::bigint AS k, id, part_number, name, price::bigint AS price FROM products`);
    await client.query(`ALTER TABLE bench_parts ADD PRIMARY KEY (k)`);
    await client.query(`ANALYZE bench_parts`);
    const parts = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM bench_parts`)).rows[0].n);
    if (parts === 0) throw new Error('seedOrders: the catalogue is empty');

    const t0 = new Date();
    const step = (SPAN_DAYS * 86_400) / count;
    const customers = Math.max(1, Math.round(count / ORDERS_PER_CUSTOMER));
    const packing = Math.round((PACKING_HOURS * 3600) / step);
    // Customer c opens their account a day before the orders of its share of the two years begin.
    await client.query(
      `INSERT INTO users (id, uid, email, email_verified, display_name, role, session_basis, created_at)
       SELECT '00000000-0000-4000-a000-' || lpad(to_hex(c), 12, '0'), 'dash-uid-' || c, 'dash-' || c || '@example.com', true, 'Dashboard Customer ' || c, 'customer',
         'dash-' || c || '@example.com verified 0', $1::timestamptz - make_interval(secs => ${SPAN_DAYS} * 86400.0 * (1 - c::float8 / $2::int) + 86400)
       FROM generate_series(0, $2::int - 1) AS c`,
      [t0, customers],
    );
    log(`dashboard: ${customers.toLocaleString('en-US')} customers in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const documentParameters = [JSON.stringify(DEMO_SELLER), JSON.stringify(ADDRESS)];
    const indexes = await dropIndexes(client, ['orders', 'documents']);
    for (let lo = 0; lo < count; lo += BATCH) {
      const hi = Math.min(count, lo + BATCH);
      await client.query(ORDERS_AND_INVOICES, [t0, count, step, customers, lo, hi, parts, packing, ...documentParameters]);
      log(`dashboard: ${hi.toLocaleString('en-US')} orders and their invoices in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    await client.query(CREDIT_NOTES, [t0, ...documentParameters, count]);
    log(`dashboard: credit notes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await client.query(`SET maintenance_work_mem = '256MB'`);
    for (const statement of indexes) await client.query(statement);
    log(`dashboard: ${indexes.length} indexes built again in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await client.query('VACUUM ANALYZE orders, documents, users, figures_by_day, part_sales_by_day, part_sales_by_month, document_counters');
    log(`dashboard: vacuumed and analysed in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const [seeded] = (
      await client.query<{ orders: string; invoices: string; credit_notes: string; to_pack: string }>(`
        SELECT (SELECT count(*) FROM orders) AS orders,
          (SELECT count(*) FROM documents WHERE kind = 'invoice') AS invoices, (SELECT count(*) FROM documents WHERE kind = 'credit-note') AS credit_notes,
          (SELECT count(*) FROM orders WHERE paid AND NOT shipped AND cancelled_at IS NULL) AS to_pack`)
    ).rows;
    return {
      orders: Number(seeded.orders),
      customers,
      invoices: Number(seeded.invoices),
      creditNotes: Number(seeded.credit_notes),
      toPack: Number(seeded.to_pack),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await client.end();
  }
}
