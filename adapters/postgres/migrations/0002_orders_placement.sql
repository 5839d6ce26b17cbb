DROP INDEX "orders_customer_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_customer_request_idx" ON "orders" USING btree ("customer","request_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer","created_at");