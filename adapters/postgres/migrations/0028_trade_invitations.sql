CREATE TABLE "trade_invitations" (
	"account_id" uuid NOT NULL,
	"email" text NOT NULL,
	"invited_by" text NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_invitations_account_id_email_pk" PRIMARY KEY("account_id","email"),
	CONSTRAINT "trade_invitations_email_lower" CHECK ("trade_invitations"."email" = lower("trade_invitations"."email"))
);
--> statement-breakpoint
ALTER TABLE "trade_invitations" ADD CONSTRAINT "trade_invitations_account_id_trade_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trade_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_invitations_email_idx" ON "trade_invitations" USING btree ("email");