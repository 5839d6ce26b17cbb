CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "contact_messages_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
CREATE INDEX "contact_messages_unread_idx" ON "contact_messages" USING btree ("read_at");--> statement-breakpoint
-- NOT VALID: a product priced 0 from before stays readable, and must get a price when next saved.
ALTER TABLE "products" ADD CONSTRAINT "products_price_positive" CHECK ("products"."price" > 0) NOT VALID;