CREATE TABLE "figures_by_day" (
	"day" date NOT NULL,
	"shard" integer NOT NULL,
	"orders_placed" integer DEFAULT 0 NOT NULL,
	"invoices" integer DEFAULT 0 NOT NULL,
	"invoiced_net" bigint DEFAULT 0 NOT NULL,
	"invoiced_gross" bigint DEFAULT 0 NOT NULL,
	"credit_notes" integer DEFAULT 0 NOT NULL,
	"credited_net" bigint DEFAULT 0 NOT NULL,
	"credited_gross" bigint DEFAULT 0 NOT NULL,
	"new_customers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "figures_by_day_day_shard_pk" PRIMARY KEY("day","shard")
);
--> statement-breakpoint
CREATE TABLE "part_sales_by_day" (
	"day" date NOT NULL,
	"part_key" text NOT NULL,
	"part_number" text,
	"name" text NOT NULL,
	"units" integer NOT NULL,
	"net" bigint NOT NULL,
	CONSTRAINT "part_sales_by_day_day_part_key_pk" PRIMARY KEY("day","part_key")
);
--> statement-breakpoint
CREATE TABLE "part_sales_by_month" (
	"month" date NOT NULL,
	"part_key" text NOT NULL,
	"part_number" text,
	"name" text NOT NULL,
	"units" integer NOT NULL,
	"net" bigint NOT NULL,
	CONSTRAINT "part_sales_by_month_month_part_key_pk" PRIMARY KEY("month","part_key")
);
--> statement-breakpoint
CREATE INDEX "orders_to_pack_idx" ON "orders" USING btree ("seq") WHERE "orders"."paid" AND NOT "orders"."shipped" AND "orders"."cancelled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_stock_idx" ON "products" USING btree ("stock","name");--> statement-breakpoint
-- Adds to a day's figures, in the shard of the writing connection (figures_by_day's comment says why).
CREATE FUNCTION shop_add_figures(p_day date, p_orders integer, p_invoices integer, p_invoiced_net bigint, p_invoiced_gross bigint, p_credit_notes integer, p_credited_net bigint, p_credited_gross bigint, p_new_customers integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO figures_by_day AS f (day, shard, orders_placed, invoices, invoiced_net, invoiced_gross, credit_notes, credited_net, credited_gross, new_customers)
  VALUES (p_day, pg_backend_pid() % 8, p_orders, p_invoices, p_invoiced_net, p_invoiced_gross, p_credit_notes, p_credited_net, p_credited_gross, p_new_customers)
  ON CONFLICT (day, shard) DO UPDATE SET
    orders_placed = f.orders_placed + EXCLUDED.orders_placed,
    invoices = f.invoices + EXCLUDED.invoices,
    invoiced_net = f.invoiced_net + EXCLUDED.invoiced_net,
    invoiced_gross = f.invoiced_gross + EXCLUDED.invoiced_gross,
    credit_notes = f.credit_notes + EXCLUDED.credit_notes,
    credited_net = f.credited_net + EXCLUDED.credited_net,
    credited_gross = f.credited_gross + EXCLUDED.credited_gross,
    new_customers = f.new_customers + EXCLUDED.new_customers
$$;
--> statement-breakpoint
-- Orders placed (and deleted), per statement: one row added per day however many orders a statement stores.
CREATE FUNCTION shop_count_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM shop_add_figures(d.day, d.n, 0, 0, 0, 0, 0, 0, 0) FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::integer AS n FROM placed GROUP BY 1) d;
  ELSE
    PERFORM shop_add_figures(d.day, -d.n, 0, 0, 0, 0, 0, 0, 0) FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::integer AS n FROM gone GROUP BY 1) d;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_counted_placed AFTER INSERT ON orders REFERENCING NEW TABLE AS placed FOR EACH STATEMENT EXECUTE FUNCTION shop_count_orders();
--> statement-breakpoint
CREATE TRIGGER orders_counted_gone AFTER DELETE ON orders REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION shop_count_orders();
--> statement-breakpoint
-- Accounts opened (and removed).
CREATE FUNCTION shop_count_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM shop_add_figures(d.day, 0, 0, 0, 0, 0, 0, 0, d.n) FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::integer AS n FROM opened GROUP BY 1) d;
  ELSE
    PERFORM shop_add_figures(d.day, 0, 0, 0, 0, 0, 0, 0, -d.n) FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::integer AS n FROM gone GROUP BY 1) d;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_counted_opened AFTER INSERT ON users REFERENCING NEW TABLE AS opened FOR EACH STATEMENT EXECUTE FUNCTION shop_count_users();
--> statement-breakpoint
CREATE TRIGGER users_counted_gone AFTER DELETE ON users REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION shop_count_users();
--> statement-breakpoint
-- A line of a document as the part sales count it: credit notes take away what invoices added.
CREATE FUNCTION shop_document_parts(p_kind text, p_body jsonb) RETURNS TABLE (part_key text, part_number text, name text, units integer, net bigint) LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(upper(l->>'partNumber'), '#' || lower(l->>'name')), l->>'partNumber', l->>'name',
         (CASE p_kind WHEN 'invoice' THEN 1 ELSE -1 END) * (l->>'quantity')::integer,
         (CASE p_kind WHEN 'invoice' THEN 1 ELSE -1 END) * (l->>'net')::bigint
  FROM jsonb_array_elements(p_body->'lines') AS l
$$;
--> statement-breakpoint
-- Documents issued: the day's invoices and credit notes, and what each part sold that day and month.
-- Documents are never changed or deleted (migration 0032), so adding on insert keeps the totals exact.
CREATE FUNCTION shop_count_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_add_figures(d.day, 0, d.invoices, d.invoiced_net, d.invoiced_gross, d.credit_notes, d.credited_net, d.credited_gross, 0)
  FROM (
    SELECT (issued_at AT TIME ZONE 'UTC')::date AS day,
           count(*) FILTER (WHERE kind = 'invoice')::integer AS invoices,
           coalesce(sum(net) FILTER (WHERE kind = 'invoice'), 0)::bigint AS invoiced_net,
           coalesce(sum(gross) FILTER (WHERE kind = 'invoice'), 0)::bigint AS invoiced_gross,
           count(*) FILTER (WHERE kind = 'credit-note')::integer AS credit_notes,
           coalesce(sum(net) FILTER (WHERE kind = 'credit-note'), 0)::bigint AS credited_net,
           coalesce(sum(gross) FILTER (WHERE kind = 'credit-note'), 0)::bigint AS credited_gross
    FROM issued GROUP BY 1
  ) d;
  -- Parts in key order, so that two transactions adding the same parts lock their rows in one order.
  INSERT INTO part_sales_by_day AS s (day, part_key, part_number, name, units, net)
  SELECT (i.issued_at AT TIME ZONE 'UTC')::date, p.part_key, (array_agg(p.part_number ORDER BY i.issued_at DESC, i.seq DESC))[1], (array_agg(p.name ORDER BY i.issued_at DESC, i.seq DESC))[1], sum(p.units), sum(p.net)
  FROM issued i CROSS JOIN LATERAL shop_document_parts(i.kind, i.body) p GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, part_key) DO UPDATE SET units = s.units + EXCLUDED.units, net = s.net + EXCLUDED.net, name = EXCLUDED.name, part_number = coalesce(EXCLUDED.part_number, s.part_number);
  INSERT INTO part_sales_by_month AS s (month, part_key, part_number, name, units, net)
  SELECT date_trunc('month', i.issued_at AT TIME ZONE 'UTC')::date, p.part_key, (array_agg(p.part_number ORDER BY i.issued_at DESC, i.seq DESC))[1], (array_agg(p.name ORDER BY i.issued_at DESC, i.seq DESC))[1], sum(p.units), sum(p.net)
  FROM issued i CROSS JOIN LATERAL shop_document_parts(i.kind, i.body) p GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (month, part_key) DO UPDATE SET units = s.units + EXCLUDED.units, net = s.net + EXCLUDED.net, name = EXCLUDED.name, part_number = coalesce(EXCLUDED.part_number, s.part_number);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER documents_counted AFTER INSERT ON documents REFERENCING NEW TABLE AS issued FOR EACH STATEMENT EXECUTE FUNCTION shop_count_documents();
--> statement-breakpoint
-- What the shop held before the totals were kept.
INSERT INTO figures_by_day (day, shard, orders_placed) SELECT (created_at AT TIME ZONE 'UTC')::date, 0, count(*) FROM orders GROUP BY 1
ON CONFLICT (day, shard) DO UPDATE SET orders_placed = figures_by_day.orders_placed + EXCLUDED.orders_placed;
--> statement-breakpoint
INSERT INTO figures_by_day (day, shard, new_customers) SELECT (created_at AT TIME ZONE 'UTC')::date, 0, count(*) FROM users GROUP BY 1
ON CONFLICT (day, shard) DO UPDATE SET new_customers = figures_by_day.new_customers + EXCLUDED.new_customers;
--> statement-breakpoint
INSERT INTO figures_by_day (day, shard, invoices, invoiced_net, invoiced_gross, credit_notes, credited_net, credited_gross)
SELECT (issued_at AT TIME ZONE 'UTC')::date, 0,
       count(*) FILTER (WHERE kind = 'invoice'), coalesce(sum(net) FILTER (WHERE kind = 'invoice'), 0), coalesce(sum(gross) FILTER (WHERE kind = 'invoice'), 0),
       count(*) FILTER (WHERE kind = 'credit-note'), coalesce(sum(net) FILTER (WHERE kind = 'credit-note'), 0), coalesce(sum(gross) FILTER (WHERE kind = 'credit-note'), 0)
FROM documents GROUP BY 1
ON CONFLICT (day, shard) DO UPDATE SET invoices = EXCLUDED.invoices, invoiced_net = EXCLUDED.invoiced_net, invoiced_gross = EXCLUDED.invoiced_gross,
  credit_notes = EXCLUDED.credit_notes, credited_net = EXCLUDED.credited_net, credited_gross = EXCLUDED.credited_gross;
--> statement-breakpoint
INSERT INTO part_sales_by_day (day, part_key, part_number, name, units, net)
SELECT (d.issued_at AT TIME ZONE 'UTC')::date, p.part_key, (array_agg(p.part_number ORDER BY d.issued_at DESC, d.seq DESC))[1], (array_agg(p.name ORDER BY d.issued_at DESC, d.seq DESC))[1], sum(p.units), sum(p.net)
FROM documents d CROSS JOIN LATERAL shop_document_parts(d.kind, d.body) p GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO part_sales_by_month (month, part_key, part_number, name, units, net)
SELECT date_trunc('month', d.issued_at AT TIME ZONE 'UTC')::date, p.part_key, (array_agg(p.part_number ORDER BY d.issued_at DESC, d.seq DESC))[1], (array_agg(p.name ORDER BY d.issued_at DESC, d.seq DESC))[1], sum(p.units), sum(p.net)
FROM documents d CROSS JOIN LATERAL shop_document_parts(d.kind, d.body) p GROUP BY 1, 2;
