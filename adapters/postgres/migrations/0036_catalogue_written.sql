CREATE TABLE "catalogue_written" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"lsn" text DEFAULT '0/0' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_written" ADD CONSTRAINT "catalogue_written_one_row" CHECK ("id");
--> statement-breakpoint
INSERT INTO "catalogue_written" ("id") VALUES (true);
