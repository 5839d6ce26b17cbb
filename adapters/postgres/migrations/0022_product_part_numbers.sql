CREATE SEQUENCE "public"."product_part_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "part_number" text DEFAULT 'HT-' || nextval('product_part_numbers') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "products_part_number_unique" ON "products" USING btree (upper("part_number"));