CREATE TABLE "price_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"table" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
