CREATE TABLE "email_unsubscribes" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"kind" text NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"job_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"version" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"lines" jsonb NOT NULL,
	"scope" text NOT NULL,
	"exclusions" text DEFAULT '' NOT NULL,
	"start_date" date,
	"completion_date" date,
	"valid_days" integer NOT NULL,
	"deposit_percent" numeric(5, 2) NOT NULL,
	"stages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"gst_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"contractor" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"content_hash" text,
	"accepted_name" text,
	"accepted_at" timestamp with time zone,
	"accepted_ip" text,
	"accepted_user_agent" text,
	"accepted_guide" boolean,
	"declined_at" timestamp with time zone,
	"declined_reason" text,
	CONSTRAINT "quote_versions_money_check" CHECK ("quote_versions"."subtotal_cents" >= 0 and "quote_versions"."gst_cents" >= 0 and "quote_versions"."total_cents" = "quote_versions"."subtotal_cents" + "quote_versions"."gst_cents" and "quote_versions"."deposit_cents" between 0 and "quote_versions"."total_cents")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_kind" text NOT NULL,
	"lead_id" integer NOT NULL,
	"follow_ups_stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_lead_kind_check" CHECK ("quotes"."lead_kind" in ('inquiries', 'ga-leads'))
);
--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "google_ad_leads" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "lead_kind" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "lead_id" integer;--> statement-breakpoint
CREATE INDEX "quote_emails_version_idx" ON "quote_emails" USING btree ("version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_versions_number" ON "quote_versions" USING btree ("quote_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_one_per_lead" ON "quotes" USING btree ("lead_kind","lead_id");