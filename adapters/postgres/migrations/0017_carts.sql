CREATE TABLE "cart_lines" (
	"customer_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"added_price" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "cart_lines_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	CONSTRAINT "cart_lines_customer_id_product_id_pk" PRIMARY KEY("customer_id","product_id"),
	CONSTRAINT "cart_lines_quantity_positive" CHECK ("cart_lines"."quantity" >= 1)
);
