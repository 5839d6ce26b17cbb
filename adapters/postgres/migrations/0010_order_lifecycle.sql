CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "order_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"type" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "order_events_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "short_of_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
-- Products from before stock was counted start with 1,000 units each; admins set the real count in Manage Products.
ALTER TABLE "products" ADD COLUMN "stock" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "stock" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","seq");--> statement-breakpoint
CREATE INDEX "orders_hold_expires_idx" ON "orders" USING btree ("hold_expires_at");--> statement-breakpoint
CREATE INDEX "orders_attention_idx" ON "orders" USING btree ("short_of_stock","seq");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_id_unique" UNIQUE("refund_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipped_or_cancelled" CHECK (NOT ("orders"."shipped" AND "orders"."cancelled_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock" >= 0);