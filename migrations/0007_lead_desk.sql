CREATE TABLE "lead_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_kind" text NOT NULL,
	"lead_id" integer NOT NULL,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"user_id" integer,
	"username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_kind" text NOT NULL,
	"lead_id" integer NOT NULL,
	"body" text NOT NULL,
	"user_id" integer,
	"username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "lost_note" text;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "quote_value" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "google_ad_leads" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "google_ad_leads" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "google_ad_leads" ADD COLUMN "lost_note" text;--> statement-breakpoint
ALTER TABLE "google_ad_leads" ADD COLUMN "quote_value" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "google_ad_leads" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_kind","lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_kind","lead_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_inquiries_status_created_at_idx" ON "contact_inquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "google_ad_leads_status_created_at_idx" ON "google_ad_leads" USING btree ("status","created_at");