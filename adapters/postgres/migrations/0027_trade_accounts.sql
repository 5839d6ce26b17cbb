CREATE TABLE "trade_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "trade_accounts_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_name" text NOT NULL,
	"company_number" text NOT NULL,
	"vat_number" text,
	"invoice_address" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"applicant_id" text NOT NULL,
	"applicant_name" text NOT NULL,
	"applicant_email" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "trade_accounts_seq_unique" UNIQUE("seq"),
	CONSTRAINT "trade_accounts_status_known" CHECK ("trade_accounts"."status" IN ('pending', 'approved', 'declined')),
	CONSTRAINT "trade_accounts_discount_bounds" CHECK ("trade_accounts"."discount_percent" BETWEEN 0 AND 90)
);
--> statement-breakpoint
CREATE TABLE "trade_buyers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_buyers_role_known" CHECK ("trade_buyers"."role" IN ('owner', 'buyer'))
);
--> statement-breakpoint
CREATE TABLE "trade_prices" (
	"account_id" uuid NOT NULL,
	"part_key" text NOT NULL,
	"part_number" text NOT NULL,
	"price" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "trade_prices_account_id_part_key_pk" PRIMARY KEY("account_id","part_key"),
	CONSTRAINT "trade_prices_price_positive" CHECK ("trade_prices"."price" > 0),
	CONSTRAINT "trade_prices_key_upper" CHECK ("trade_prices"."part_key" = upper("trade_prices"."part_number"))
);
--> statement-breakpoint
ALTER TABLE "trade_buyers" ADD CONSTRAINT "trade_buyers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_buyers" ADD CONSTRAINT "trade_buyers_account_id_trade_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trade_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_prices" ADD CONSTRAINT "trade_prices_account_id_trade_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trade_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_accounts_status_idx" ON "trade_accounts" USING btree ("status","seq");--> statement-breakpoint
CREATE INDEX "trade_accounts_applicant_idx" ON "trade_accounts" USING btree ("applicant_id","seq");--> statement-breakpoint
CREATE INDEX "trade_buyers_account_idx" ON "trade_buyers" USING btree ("account_id");