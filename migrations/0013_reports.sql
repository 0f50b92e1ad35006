CREATE TABLE "ad_spend" (
	"month" text NOT NULL,
	"campaign" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_spend_month_campaign_pk" PRIMARY KEY("month","campaign"),
	CONSTRAINT "ad_spend_month_check" CHECK ("ad_spend"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "ad_spend_amount_check" CHECK ("ad_spend"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "conversion_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"file" text NOT NULL,
	"since" date NOT NULL,
	"include_earlier" boolean NOT NULL,
	"rows" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversions_exported" (
	"lead_kind" text NOT NULL,
	"lead_id" integer NOT NULL,
	"event" text NOT NULL,
	"export_id" integer NOT NULL,
	CONSTRAINT "conversions_exported_lead_kind_lead_id_event_pk" PRIMARY KEY("lead_kind","lead_id","event")
);
--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "council" text;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "campaign" text;--> statement-breakpoint
ALTER TABLE "google_ad_leads" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "google_ad_leads" ADD COLUMN "campaign" text;