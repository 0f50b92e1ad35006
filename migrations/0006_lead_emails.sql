CREATE TABLE "lead_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_kind" text NOT NULL,
	"lead_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"first_attempt_at" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_emails_lead_kind_uq" UNIQUE("lead_kind","lead_id","kind")
);
--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "google_ad_leads" ADD COLUMN "reference" text;--> statement-breakpoint
CREATE INDEX "lead_emails_due_idx" ON "lead_emails" USING btree ("state","next_attempt_at");--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD CONSTRAINT "contact_inquiries_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "google_ad_leads" ADD CONSTRAINT "google_ad_leads_reference_unique" UNIQUE("reference");