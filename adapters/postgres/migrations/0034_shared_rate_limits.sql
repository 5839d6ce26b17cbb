CREATE TABLE "rate_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Spends one call from each bucket (key, calls a minute) only when every one has a call left, and
-- answers each bucket's calls before: the servers sharing the database count as one. Rows are
-- locked in key order, so that two calls naming the same buckets wait for each other, never in a
-- circle; a bucket refills at its rate from when it was last spent, up to its size.
CREATE FUNCTION shop_take_rate(keys text[], limits float8[]) RETURNS float8[]
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  now_at timestamptz;
  before float8[];
BEGIN
  INSERT INTO rate_buckets (key, tokens, at)
    SELECT u.k, u.l, clock_timestamp() FROM unnest(keys, limits) AS u(k, l) ORDER BY u.k
    ON CONFLICT (key) DO NOTHING;
  PERFORM 1 FROM rate_buckets WHERE key = ANY(keys) ORDER BY key FOR UPDATE;
  now_at := clock_timestamp();
  SELECT array_agg(least(u.l, b.tokens + greatest(0, extract(epoch FROM now_at - b.at)) * u.l / 60) ORDER BY u.n)
    INTO before
    FROM unnest(keys, limits) WITH ORDINALITY AS u(k, l, n) JOIN rate_buckets b ON b.key = u.k;
  IF (SELECT bool_and(t >= 1) FROM unnest(before) AS t) THEN
    UPDATE rate_buckets b SET tokens = u.t - 1, at = now_at FROM unnest(keys, before) AS u(k, t) WHERE b.key = u.k;
  END IF;
  RETURN before;
END
$$;
