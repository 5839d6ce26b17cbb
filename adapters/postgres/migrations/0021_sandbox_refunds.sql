CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"key" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_key_unique" UNIQUE("key"),
	CONSTRAINT "sandbox_refunds_amount_positive" CHECK ("sandbox_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_intent_id_sandbox_payment_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."sandbox_payment_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_refunds_intent_idx" ON "sandbox_refunds" USING btree ("intent_id");--> statement-breakpoint
-- Each refund made before keys becomes a row, under the key the shop asks it again with: its order's cancellation (before any refund of its lines), or the deleted order's.
INSERT INTO "sandbox_refunds" ("id", "intent_id", "key", "amount")
SELECT i."refund_id", i."id",
  CASE WHEN EXISTS (SELECT 1 FROM "orders" o WHERE o."refund_id" = i."refund_id") THEN i."order_id" || ':cancel:0' ELSE 'deleted-' || i."id" END,
  i."refund_amount"
FROM "sandbox_payment_intents" i WHERE i."refund_id" IS NOT NULL;
