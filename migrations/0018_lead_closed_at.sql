ALTER TABLE "leads" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
-- a lead already Won or Lost was closed when its status last became so (its history says when), else when it came in
UPDATE "leads" SET "closed_at" = COALESCE(
  (SELECT max("created_at") FROM "lead_events" WHERE "lead_events"."lead_id" = "leads"."id" AND "field" = 'status' AND "new_value" = "leads"."status"),
  "leads"."created_at"
) WHERE "status" IN ('won', 'lost');--> statement-breakpoint
-- homeowner links and account links are never kept in the queue any more: they are made as each email is written
UPDATE "jobs" SET "payload" = "payload" - 'bookingToken' WHERE "payload" ? 'bookingToken';--> statement-breakpoint
UPDATE "jobs" SET "payload" = "payload" - 'token' WHERE "type" = 'account-email' AND "payload" ? 'token';
