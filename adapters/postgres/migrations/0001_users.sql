CREATE TABLE "users" (
	"email" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"role" text DEFAULT 'customer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_known" CHECK ("users"."role" IN ('admin', 'customer')),
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email"))
);
