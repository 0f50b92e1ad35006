CREATE TABLE "golf_border_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"from_aud" numeric(12, 2),
	"amount_aud" numeric(12, 2) NOT NULL,
	"source" text NOT NULL,
	"effective_from" date NOT NULL,
	CONSTRAINT "golf_border_charges_amount_check" CHECK ("golf_border_charges"."amount_aud" >= 0)
);
--> statement-breakpoint
CREATE TABLE "golf_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"plan" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "golf_products" ADD COLUMN "weight_kg" numeric(10, 3);--> statement-breakpoint
-- The exchange rate lives only in the rate history now. A rate the seller saved in the settings joins the history on
-- its day (when that day has none); the setup's example rate ("not a quote") never becomes a rate.
INSERT INTO "golf_fx_rates" ("date", "usd_per_aud", "source")
SELECT "taken_on", "value", "source" FROM "golf_settings"
WHERE "key" = 'exchangeRate' AND "source" NOT LIKE 'Example rate entered at setup%' AND "value" > 0 AND "value" <= 5
  AND "taken_on" <= (now() AT TIME ZONE 'Australia/Brisbane')::date
ON CONFLICT ("date") DO NOTHING;
--> statement-breakpoint
DELETE FROM "golf_settings" WHERE "key" = 'exchangeRate';
