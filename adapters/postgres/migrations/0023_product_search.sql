-- Search in PostgreSQL alone: trigrams for typos, unaccent for accents (both trusted extensions since PostgreSQL 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is STABLE (it finds its dictionary through the search path), which generated columns and
-- indexes refuse; naming the dictionary makes the answer fixed, so this wrapper may say IMMUTABLE.
CREATE OR REPLACE FUNCTION shop_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_part_key" text GENERATED ALWAYS AS (upper(regexp_replace(part_number, '[^[:alnum:]]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (shop_unaccent(lower(name))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, shop_unaccent(name)), 'A') || setweight(to_tsvector('english'::regconfig, shop_unaccent(description)), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_part_key" ON "products" USING btree ("search_part_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_search_part_key_trigrams" ON "products" USING gin ("search_part_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_name_trigrams" ON "products" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_words" ON "products" USING gin ("search_words") WITH (fastupdate=false);