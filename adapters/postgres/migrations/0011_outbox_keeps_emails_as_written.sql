ALTER TABLE "mail_outbox" ALTER COLUMN "html" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "email" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_has_a_body" CHECK ("mail_outbox"."email" IS NOT NULL OR ("mail_outbox"."html" IS NOT NULL AND "mail_outbox"."text" IS NOT NULL));