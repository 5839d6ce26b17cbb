CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid,
	"product" text NOT NULL,
	"customer" text NOT NULL,
	"customer_name" text NOT NULL,
	"phone" text NOT NULL,
	"quantity" integer NOT NULL,
	"total_price" integer NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"shipped" boolean DEFAULT false NOT NULL,
	"transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "orders_quantity_positive" CHECK ("orders"."quantity" >= 1),
	CONSTRAINT "orders_shipped_only_when_paid" CHECK ("orders"."paid" OR NOT "orders"."shipped")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "products_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" integer NOT NULL,
	"min_quantity" integer NOT NULL,
	"max_quantity" integer NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_seq_unique" UNIQUE("seq"),
	CONSTRAINT "products_price_not_negative" CHECK ("products"."price" >= 0),
	CONSTRAINT "products_min_at_least_one" CHECK ("products"."min_quantity" >= 1),
	CONSTRAINT "products_min_within_max" CHECK ("products"."min_quantity" <= "products"."max_quantity")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer");--> statement-breakpoint
CREATE INDEX "orders_product_idx" ON "orders" USING btree ("product_id");