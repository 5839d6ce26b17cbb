CREATE TABLE "sandbox_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"customer" text NOT NULL,
	"client_secret" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"last_error" text,
	"card_last4" text,
	"billing_name" text,
	"billing_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payment_intents_client_secret_unique" UNIQUE("client_secret"),
	CONSTRAINT "sandbox_intents_amount_positive" CHECK ("sandbox_payment_intents"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_intents_order_amount_idx" ON "sandbox_payment_intents" USING btree ("order_id","amount");