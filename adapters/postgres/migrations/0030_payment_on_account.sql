ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "trade_accounts" ADD COLUMN "credit_limit" bigint;--> statement-breakpoint
ALTER TABLE "trade_accounts" ADD COLUMN "terms_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_owed_idx" ON "orders" USING btree ("trade_account_id") WHERE "orders"."payment_due_at" IS NOT NULL AND "orders"."settled_at" IS NULL AND "orders"."cancelled_at" IS NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_settled_on_account" CHECK ("orders"."settled_at" IS NULL OR "orders"."payment_due_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "trade_accounts" ADD CONSTRAINT "trade_accounts_credit_bounds" CHECK (("trade_accounts"."credit_limit" IS NULL OR "trade_accounts"."credit_limit" > 0) AND "trade_accounts"."terms_days" BETWEEN 1 AND 120);--> statement-breakpoint
-- What a company owes on account, counted under the lock of its account's row: a placement on
-- account waits here for another of the same company's, then sees it (each statement of a
-- VOLATILE function reads the data committed by then), so that two cannot pass the limit together.
CREATE FUNCTION shop_lock_owed(account uuid) RETURNS bigint
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM 1 FROM trade_accounts WHERE id = account FOR UPDATE;
  RETURN (SELECT coalesce(sum(total_price), 0) FROM orders
    WHERE trade_account_id = account AND payment_due_at IS NOT NULL AND settled_at IS NULL AND cancelled_at IS NULL);
END
$$;
