ALTER TABLE "rate_buckets" ADD COLUMN "level_before" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A bucket's calls at `now_at`: what it held at `at`, refilled at `per_minute` a minute, up to `per_minute`.
CREATE FUNCTION shop_rate_level(tokens float8, at timestamptz, now_at timestamptz, per_minute float8) RETURNS float8
LANGUAGE sql IMMUTABLE AS $$
  SELECT least(per_minute, tokens + greatest(0, extract(epoch FROM now_at - at)) * per_minute / 60)
$$;
--> statement-breakpoint
-- As before (migration 0034), one call from each bucket or none, the rows locked in key order; the
-- common case is now one statement: each bucket is refilled to now, spent when it holds a call, and
-- keeps its level before. A call refused by one bucket gives back what the others spent, under the
-- same locks. The four statements it replaces (insert, lock, read, update) took twice the time.
CREATE OR REPLACE FUNCTION shop_take_rate(keys text[], limits float8[]) RETURNS float8[]
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  levels float8[];
BEGIN
  WITH taken AS (
    INSERT INTO rate_buckets AS b (key, tokens, at, level_before)
      SELECT u.k, CASE WHEN u.l >= 1 THEN u.l - 1 ELSE u.l END, clock_timestamp(), u.l FROM unnest(keys, limits) AS u(k, l) ORDER BY u.k
    ON CONFLICT (key) DO UPDATE SET
      level_before = shop_rate_level(b.tokens, b.at, excluded.at, excluded.level_before),
      tokens = shop_rate_level(b.tokens, b.at, excluded.at, excluded.level_before)
        - CASE WHEN shop_rate_level(b.tokens, b.at, excluded.at, excluded.level_before) >= 1 THEN 1 ELSE 0 END,
      at = excluded.at
    RETURNING b.key, b.level_before
  )
  SELECT array_agg(taken.level_before ORDER BY u.n) INTO levels
    FROM unnest(keys) WITH ORDINALITY AS u(k, n) JOIN taken ON taken.key = u.k;
  IF NOT (SELECT bool_and(t >= 1) FROM unnest(levels) AS t) THEN
    UPDATE rate_buckets SET tokens = tokens + 1 WHERE key = ANY(keys) AND level_before >= 1;
  END IF;
  RETURN levels;
END
$$;
