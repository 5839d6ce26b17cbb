CREATE TABLE "document_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_kind_year_pk" PRIMARY KEY("kind","year"),
	CONSTRAINT "document_counters_kind_known" CHECK ("document_counters"."kind" IN ('invoice', 'credit-note'))
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"net" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"gross" bigint NOT NULL,
	"body" jsonb NOT NULL,
	"pdf" "bytea",
	CONSTRAINT "documents_number_unique" UNIQUE("number"),
	CONSTRAINT "documents_kind_known" CHECK ("documents"."kind" IN ('invoice', 'credit-note'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax" jsonb;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_sequence_idx" ON "documents" USING btree ("kind","year","seq");--> statement-breakpoint
CREATE INDEX "documents_issued_idx" ON "documents" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "documents_order_idx" ON "documents" USING btree ("order_id");--> statement-breakpoint
-- Invoices and credit notes are kept as issued: no statement deletes or empties them, whoever runs it,
-- and the one change allowed is storing the PDF of a document that has none; every other column,
-- those added later included, must stay as it was.
CREATE FUNCTION shop_documents_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- OLD and NEW are both set on an UPDATE only: looked at inside its branch alone.
  IF TG_OP = 'UPDATE' THEN
    IF OLD.pdf IS NULL AND NEW.pdf IS NOT NULL AND to_jsonb(NEW) - 'pdf' = to_jsonb(OLD) - 'pdf' THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'documents are kept as issued: % is refused (only a missing PDF may be stored)', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER documents_kept_as_issued BEFORE UPDATE OR DELETE ON documents FOR EACH ROW EXECUTE FUNCTION shop_documents_kept();--> statement-breakpoint
CREATE TRIGGER documents_no_truncate BEFORE TRUNCATE ON documents FOR EACH STATEMENT EXECUTE FUNCTION shop_documents_kept();
--> statement-breakpoint
-- Refunds are counted in cents from here on (VAT makes amounts of cents): those recorded in whole dollars are written in cents.
UPDATE "orders" SET "refunds" = (
  SELECT jsonb_agg(refund || jsonb_build_object('amount', (refund->>'amount')::bigint * 100) ORDER BY position)
  FROM jsonb_array_elements("refunds") WITH ORDINALITY AS r(refund, position)
) WHERE jsonb_array_length("refunds") > 0;
--> statement-breakpoint
UPDATE "order_events" SET "details" = "details" || jsonb_build_object('amount', ("details"->>'amount')::bigint * 100)
WHERE "type" = 'refunded' AND "details" ? 'amount';
