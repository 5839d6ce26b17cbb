-- Users get an id of the shop's own and the sign-in identity's uid: a new account that reuses a
-- removed customer's email starts empty. Users from before keep their records under the id
-- 'legacy:' || email; their uid is null until their next sign-in with that email claims the row.
ALTER TABLE "users" ADD COLUMN "id" text;--> statement-breakpoint
UPDATE "users" SET "id" = 'legacy:' || "email";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_pkey";--> statement-breakpoint
ALTER TABLE "users" ADD PRIMARY KEY ("id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_unique" UNIQUE("email");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "uid" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_uid_unique" UNIQUE("uid");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_id" text;--> statement-breakpoint
UPDATE "orders" SET "customer_id" = 'legacy:' || "customer";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "customer_id" SET NOT NULL;--> statement-breakpoint
DROP INDEX "orders_customer_idx";--> statement-breakpoint
DROP INDEX "orders_customer_request_idx";--> statement-breakpoint
CREATE INDEX "orders_customer_id_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_customer_id_request_idx" ON "orders" USING btree ("customer_id","request_id");--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "user_id" text;--> statement-breakpoint
UPDATE "profiles" SET "user_id" = 'legacy:' || "email";--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" DROP CONSTRAINT "profiles_pkey";--> statement-breakpoint
ALTER TABLE "profiles" ADD PRIMARY KEY ("user_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "customer_id" text;--> statement-breakpoint
UPDATE "reviews" SET "customer_id" = 'legacy:' || "customer";--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "customer_id" SET NOT NULL;--> statement-breakpoint
DROP INDEX "reviews_product_customer_idx";--> statement-breakpoint
DROP INDEX "reviews_customer_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_product_customer_id_idx" ON "reviews" USING btree ("product_id","customer_id");--> statement-breakpoint
CREATE INDEX "reviews_customer_id_idx" ON "reviews" USING btree ("customer_id");
