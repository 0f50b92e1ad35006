CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"service" text NOT NULL,
	"length" text,
	"location" text,
	"timeline" text,
	"budget" text,
	"council" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attribution" jsonb DEFAULT '{"gclid":null,"gbraid":null,"wbraid":null,"utmSource":null,"utmMedium":null,"utmCampaign":null,"utmTerm":null,"utmContent":null,"landingPage":null,"referrer":null}'::jsonb NOT NULL,
	"source" text,
	"campaign" text,
	"is_spam" boolean DEFAULT false NOT NULL,
	"spam_reason" text,
	"below_minimum" boolean DEFAULT false NOT NULL,
	"outside_service_area" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"lost_reason" text,
	"lost_note" text,
	"quote_value" numeric(12, 2),
	"first_response_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "leads_reference_unique" UNIQUE("reference"),
	CONSTRAINT "leads_kind_check" CHECK ("leads"."kind" in ('inquiries', 'ga-leads')),
	CONSTRAINT "leads_kind_fields_check" CHECK (("leads"."kind" = 'inquiries' and "leads"."length" is not null and "leads"."location" is not null and "leads"."timeline" is not null and "leads"."budget" is not null and "leads"."message" is null)
        or ("leads"."kind" = 'ga-leads' and "leads"."message" is not null and "leads"."length" is null and "leads"."location" is null and "leads"."timeline" is null and "leads"."budget" is null and "leads"."council" is null))
);--> statement-breakpoint
-- Quote requests keep their ids; ad leads are numbered after them, and lead_id_moves says where each went so that
-- every row pointing at an ad lead (and every queued job naming one) follows it.
INSERT INTO "leads" ("id", "kind", "reference", "name", "phone", "email", "service", "created_at", "attribution", "source", "campaign", "is_spam", "spam_reason", "status", "lost_reason", "lost_note", "quote_value", "first_response_at", "completed_at", "length", "location", "timeline", "budget", "council", "below_minimum", "outside_service_area")
  SELECT "id", 'inquiries', "reference", "name", "phone", "email", "service", "created_at", "attribution", "source", "campaign", "is_spam", "spam_reason", "status", "lost_reason", "lost_note", "quote_value", "first_response_at", "completed_at", "length", "location", "timeline", "budget", "council", "below_minimum", "outside_service_area"
  FROM "contact_inquiries";--> statement-breakpoint
CREATE TABLE "lead_id_moves" ("old_id" integer PRIMARY KEY, "new_id" integer NOT NULL);--> statement-breakpoint
INSERT INTO "lead_id_moves" ("old_id", "new_id")
  SELECT "id", (SELECT coalesce(max("id"), 0) FROM "leads") + row_number() OVER (ORDER BY "id") FROM "google_ad_leads";--> statement-breakpoint
INSERT INTO "leads" ("id", "kind", "reference", "name", "phone", "email", "service", "created_at", "attribution", "source", "campaign", "is_spam", "spam_reason", "status", "lost_reason", "lost_note", "quote_value", "first_response_at", "completed_at", "message")
  SELECT m."new_id", 'ga-leads', g."reference", g."name", g."phone", g."email", g."service", g."created_at", g."attribution", g."source", g."campaign", g."is_spam", g."spam_reason", g."status", g."lost_reason", g."lost_note", g."quote_value", g."first_response_at", g."completed_at", g."message"
  FROM "google_ad_leads" g JOIN "lead_id_moves" m ON m."old_id" = g."id";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('leads', 'id'), (SELECT coalesce(max("id"), 0) + 1 FROM "leads"), false);--> statement-breakpoint
ALTER TABLE "lead_emails" DROP CONSTRAINT "lead_emails_lead_kind_uq";--> statement-breakpoint
ALTER TABLE "lead_emails" DROP CONSTRAINT "lead_emails_lead_kind_check";--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_lead_kind_check";--> statement-breakpoint
ALTER TABLE "lead_links" DROP CONSTRAINT "lead_links_lead_kind_check";--> statement-breakpoint
ALTER TABLE "lead_notes" DROP CONSTRAINT "lead_notes_lead_kind_check";--> statement-breakpoint
ALTER TABLE "lead_photos" DROP CONSTRAINT "lead_photos_lead_kind_check";--> statement-breakpoint
ALTER TABLE "quotes" DROP CONSTRAINT "quotes_lead_kind_check";--> statement-breakpoint
ALTER TABLE "site_visits" DROP CONSTRAINT "site_visits_lead_kind_check";--> statement-breakpoint
DROP INDEX "lead_events_lead_idx";--> statement-breakpoint
DROP INDEX "lead_links_lead_idx";--> statement-breakpoint
DROP INDEX "lead_notes_lead_idx";--> statement-breakpoint
DROP INDEX "lead_photos_lead_idx";--> statement-breakpoint
DROP INDEX "push_deliveries_lead_idx";--> statement-breakpoint
DROP INDEX "quotes_one_per_lead";--> statement-breakpoint
DROP INDEX "site_visits_one_booked_per_lead";--> statement-breakpoint
ALTER TABLE "conversions_exported" DROP CONSTRAINT "conversions_exported_lead_kind_lead_id_event_pk";--> statement-breakpoint
-- Rows that point at a lead no longer there (push deliveries, conversions and reviews outlived deleted leads): a
-- nullable pointer is emptied, any other row goes, so the foreign keys below hold and no row points at the wrong lead.
DO $$
DECLARE
  pointer text;
  gone constant text := '"lead_id" IS NOT NULL AND NOT (("lead_kind" = ''inquiries'' AND "lead_id" IN (SELECT "id" FROM "contact_inquiries"))'
    || ' OR ("lead_kind" = ''ga-leads'' AND "lead_id" IN (SELECT "old_id" FROM "lead_id_moves")))';
BEGIN
  FOREACH pointer IN ARRAY ARRAY['lead_photos', 'push_deliveries', 'reviews'] LOOP
    EXECUTE format('UPDATE %I SET "lead_id" = NULL WHERE ', pointer) || gone;
  END LOOP;
  FOREACH pointer IN ARRAY ARRAY['lead_emails', 'lead_events', 'lead_notes', 'lead_links', 'site_visits', 'quotes', 'conversions_exported'] LOOP
    EXECUTE format('DELETE FROM %I WHERE ', pointer) || gone;
  END LOOP;
END $$;--> statement-breakpoint
-- Every pointer at an ad lead follows it to its new id.
DO $$
DECLARE
  pointer text;
BEGIN
  FOREACH pointer IN ARRAY ARRAY['lead_photos', 'push_deliveries', 'reviews', 'lead_emails', 'lead_events', 'lead_notes', 'lead_links',
      'site_visits', 'quotes', 'conversions_exported'] LOOP
    EXECUTE format('UPDATE %I p SET "lead_id" = m."new_id" FROM "lead_id_moves" m WHERE p."lead_kind" = ''ga-leads'' AND p."lead_id" = m."old_id"', pointer);
  END LOOP;
END $$;--> statement-breakpoint
-- Queued and finished jobs name leads too: site-visit emails (today's count reads them) and review requests carry
-- leadKind and leadId, phone alerts a subject of kind and id. The kind goes; an ad lead's id follows it.
UPDATE "jobs" SET "payload" = ("payload" - 'leadKind') || jsonb_build_object('leadId',
    CASE WHEN "payload" ->> 'leadKind' = 'ga-leads'
      THEN (SELECT m."new_id" FROM "lead_id_moves" m WHERE m."old_id" = ("payload" ->> 'leadId')::int)
      ELSE ("payload" ->> 'leadId')::int END)
  WHERE "payload" ? 'leadKind' AND "payload" ? 'leadId';--> statement-breakpoint
UPDATE "jobs" SET "payload" = jsonb_set("payload", '{subject}', jsonb_build_object('type', 'lead', 'id',
    CASE WHEN "payload" #>> '{subject,kind}' = 'ga-leads'
      THEN (SELECT m."new_id" FROM "lead_id_moves" m WHERE m."old_id" = ("payload" #>> '{subject,id}')::int)
      ELSE ("payload" #>> '{subject,id}')::int END))
  WHERE "payload" #>> '{subject,type}' = 'lead';--> statement-breakpoint
DROP TABLE "lead_id_moves";--> statement-breakpoint
DROP TABLE "contact_inquiries";--> statement-breakpoint
DROP TABLE "google_ad_leads";--> statement-breakpoint
ALTER TABLE "conversions_exported" DROP COLUMN "lead_kind";--> statement-breakpoint
ALTER TABLE "lead_emails" DROP COLUMN "lead_kind";--> statement-breakpoint
ALTER TABLE "lead_events" DROP COLUMN "lead_kind";--> statement-breakpoint
ALTER TABLE "lead_links" DROP COLUMN "lead_kind";--> statement-breakpoint
ALTER TABLE "lead_notes" DROP COLUMN "lead_kind";--> statement-breakpoint
ALTER TABLE "lead_photos" DROP COLUMN "lead_kind";--> statement-breakpoint
ALTER TABLE "push_deliveries" DROP COLUMN "lead_kind";--> statement-breakpoint
ALTER TABLE "quotes" DROP COLUMN "lead_kind";--> statement-breakpoint
ALTER TABLE "reviews" DROP COLUMN "lead_kind";--> statement-breakpoint
ALTER TABLE "site_visits" DROP COLUMN "lead_kind";--> statement-breakpoint
ALTER TABLE "conversions_exported" ADD CONSTRAINT "conversions_exported_lead_id_event_pk" PRIMARY KEY("lead_id","event");--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_kind_created_at_idx" ON "leads" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "leads_kind_status_created_at_idx" ON "leads" USING btree ("kind","status","created_at");--> statement-breakpoint
ALTER TABLE "conversions_exported" ADD CONSTRAINT "conversions_exported_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_emails" ADD CONSTRAINT "lead_emails_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_links" ADD CONSTRAINT "lead_links_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_photos" ADD CONSTRAINT "lead_photos_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_links_lead_idx" ON "lead_links" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_photos_lead_idx" ON "lead_photos" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "push_deliveries_lead_idx" ON "push_deliveries" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_one_per_lead" ON "quotes" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_visits_one_booked_per_lead" ON "site_visits" USING btree ("lead_id") WHERE "site_visits"."state" = 'booked';--> statement-breakpoint
ALTER TABLE "lead_emails" ADD CONSTRAINT "lead_emails_one_per_kind" UNIQUE("lead_id","kind");
