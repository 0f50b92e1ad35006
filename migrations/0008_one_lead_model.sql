CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"first_attempt_at" timestamp with time zone,
	"last_error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("state","run_at");--> statement-breakpoint
-- Leads from before references get one now, unique across both lead tables, in the references' alphabet.
DO $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTWXYZ';
  lead record;
  ref text;
BEGIN
  FOR lead IN
    SELECT 'contact_inquiries' AS tbl, id FROM contact_inquiries WHERE reference IS NULL
    UNION ALL
    SELECT 'google_ad_leads', id FROM google_ad_leads WHERE reference IS NULL
  LOOP
    LOOP
      SELECT 'RW-' || string_agg(substr(alphabet, 1 + floor(random() * length(alphabet))::int, 1), '') INTO ref
        FROM generate_series(1, 6);
      EXIT WHEN NOT EXISTS (SELECT 1 FROM contact_inquiries WHERE reference = ref)
        AND NOT EXISTS (SELECT 1 FROM google_ad_leads WHERE reference = ref);
    END LOOP;
    IF lead.tbl = 'contact_inquiries' THEN
      UPDATE contact_inquiries SET reference = ref WHERE id = lead.id;
    ELSE
      UPDATE google_ad_leads SET reference = ref WHERE id = lead.id;
    END IF;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "google_ad_leads" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_emails" ADD COLUMN "job_id" integer;--> statement-breakpoint
ALTER TABLE "lead_emails" ADD COLUMN "not_sent_reason" text;--> statement-breakpoint
ALTER TABLE "lead_emails" ADD COLUMN "recipient" text;--> statement-breakpoint
ALTER TABLE "lead_emails" ADD COLUMN "visitor_key" text;--> statement-breakpoint
ALTER TABLE "lead_emails" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
-- Each lead email's sending moves to the jobs queue under the same id; nothing queued or retrying is lost.
INSERT INTO "jobs" ("id", "type", "payload", "state", "attempts", "run_at", "locked_until", "first_attempt_at", "last_error", "finished_at", "created_at")
  SELECT "id", 'lead-email', jsonb_build_object('leadEmailId', "id"),
    CASE "state" WHEN 'sent' THEN 'done' ELSE "state" END,
    "attempts", "next_attempt_at", "locked_until", "first_attempt_at", "last_error", "sent_at", "created_at"
  FROM "lead_emails";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('jobs', 'id'), (SELECT coalesce(max("id"), 0) + 1 FROM "jobs"), false);--> statement-breakpoint
UPDATE "lead_emails" SET "job_id" = "id", "queued_at" = "created_at";--> statement-breakpoint
-- One spelling of the lead kinds: the email queue said quote/ad where the lead desk said inquiries/ga-leads.
UPDATE "lead_emails" SET "lead_kind" = CASE "lead_kind" WHEN 'quote' THEN 'inquiries' WHEN 'ad' THEN 'ga-leads' ELSE "lead_kind" END;--> statement-breakpoint
UPDATE "lead_emails" SET "recipient" = lower(ci."email") FROM "contact_inquiries" ci
  WHERE "lead_emails"."kind" = 'receipt' AND "lead_emails"."lead_kind" = 'inquiries' AND ci."id" = "lead_emails"."lead_id";--> statement-breakpoint
UPDATE "lead_emails" SET "recipient" = lower(ga."email") FROM "google_ad_leads" ga
  WHERE "lead_emails"."kind" = 'receipt' AND "lead_emails"."lead_kind" = 'ga-leads' AND ga."id" = "lead_emails"."lead_id";--> statement-breakpoint
DROP INDEX "lead_emails_due_idx";--> statement-breakpoint
ALTER TABLE "lead_emails" DROP COLUMN "state";--> statement-breakpoint
ALTER TABLE "lead_emails" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "lead_emails" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "lead_emails" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "lead_emails" DROP COLUMN "first_attempt_at";--> statement-breakpoint
ALTER TABLE "lead_emails" DROP COLUMN "last_error";--> statement-breakpoint
ALTER TABLE "lead_emails" DROP COLUMN "sent_at";--> statement-breakpoint
CREATE INDEX "lead_emails_recipient_idx" ON "lead_emails" USING btree ("recipient","queued_at");--> statement-breakpoint
CREATE INDEX "lead_emails_visitor_idx" ON "lead_emails" USING btree ("visitor_key","queued_at");--> statement-breakpoint
ALTER TABLE "lead_emails" ADD CONSTRAINT "lead_emails_lead_kind_check" CHECK ("lead_emails"."lead_kind" in ('inquiries', 'ga-leads'));--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_kind_check" CHECK ("lead_events"."lead_kind" in ('inquiries', 'ga-leads'));--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_kind_check" CHECK ("lead_notes"."lead_kind" in ('inquiries', 'ga-leads'));
