-- Search in PostgreSQL alone: trigrams for typos, unaccent for accents (both trusted extensions since PostgreSQL 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is STABLE (it finds its dictionary through the search path), which generated columns and
-- indexes refuse; naming the dictionary makes the answer fixed, so this wrapper may say IMMUTABLE.
CREATE OR REPLACE FUNCTION shop_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE TABLE "search_dictionary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_part_key" text GENERATED ALWAYS AS (upper(regexp_replace(part_number, '[^[:alnum:]]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (shop_unaccent(lower(name))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, shop_unaccent(name)), 'A') || setweight(to_tsvector('english'::regconfig, shop_unaccent(description)), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_dictionary_trigrams" ON "search_dictionary" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_part_key" ON "products" USING btree ("search_part_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_search_words" ON "products" USING gin ("search_words") WITH (fastupdate=false);--> statement-breakpoint
-- A name's words as search reads them: without accents or case, letters and digits, three or more long.
CREATE OR REPLACE FUNCTION shop_name_words(text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT DISTINCT w FROM regexp_split_to_table(shop_unaccent(lower($1)), '[^[:alnum:]]+') AS w WHERE length(w) >= 3 $$;--> statement-breakpoint
-- Once per statement, over all the rows it wrote: a bulk load adds its words in one go.
CREATE OR REPLACE FUNCTION shop_add_name_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO search_dictionary (word)
    SELECT DISTINCT shop_name_words(name) FROM written
    ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_name_words_added AFTER INSERT ON products
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION shop_add_name_words();--> statement-breakpoint
-- Renamed products one by one, and only those: the stock each order takes is an update too.
CREATE OR REPLACE FUNCTION shop_add_renamed_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO search_dictionary (word) SELECT shop_name_words(NEW.name) ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_name_words_changed AFTER UPDATE OF name ON products
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION shop_add_renamed_words();--> statement-breakpoint
INSERT INTO search_dictionary (word) SELECT DISTINCT shop_name_words(name) FROM products ON CONFLICT (word) DO NOTHING;
