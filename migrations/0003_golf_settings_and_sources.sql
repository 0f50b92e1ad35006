CREATE TABLE "golf_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" numeric(14, 6) NOT NULL,
	"source" text NOT NULL,
	"taken_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "golf_brands" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "price_comparisons" ADD COLUMN "source" text;