CREATE TABLE "days_off" (
	"day" date PRIMARY KEY NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_kind" text NOT NULL,
	"lead_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "lead_links_lead_kind_check" CHECK ("lead_links"."lead_kind" in ('inquiries', 'ga-leads'))
);
--> statement-breakpoint
CREATE TABLE "site_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_kind" text NOT NULL,
	"lead_id" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'booked' NOT NULL,
	"address" text NOT NULL,
	"excavator_access" text,
	"parking" text,
	"booked_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_visits_lead_kind_check" CHECK ("site_visits"."lead_kind" in ('inquiries', 'ga-leads'))
);
--> statement-breakpoint
CREATE TABLE "visit_slots" (
	"window_start" timestamp with time zone PRIMARY KEY NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_slots_capacity_check" CHECK ("visit_slots"."booked" >= 0 and "visit_slots"."booked" <= "visit_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "visit_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "visit_windows_weekday_check" CHECK ("visit_windows"."weekday" between 1 and 7),
	CONSTRAINT "visit_windows_times_check" CHECK ("visit_windows"."start_minute" >= 0 and "visit_windows"."end_minute" <= 1440 and "visit_windows"."end_minute" > "visit_windows"."start_minute"),
	CONSTRAINT "visit_windows_capacity_check" CHECK ("visit_windows"."capacity" >= 1)
);
--> statement-breakpoint
CREATE INDEX "lead_links_lead_idx" ON "lead_links" USING btree ("lead_kind","lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_visits_one_booked_per_lead" ON "site_visits" USING btree ("lead_kind","lead_id") WHERE "site_visits"."state" = 'booked';--> statement-breakpoint
CREATE INDEX "site_visits_window_idx" ON "site_visits" USING btree ("window_start");--> statement-breakpoint
-- A fresh start: Monday to Friday, 8:00-10:00 and 13:00-15:00 Brisbane time, one visit each (staff change it in /admin).
INSERT INTO "visit_windows" ("weekday", "start_minute", "end_minute", "capacity")
SELECT d, w.s, w.e, 1 FROM generate_series(1, 5) AS d, (VALUES (480, 600), (780, 900)) AS w(s, e) ORDER BY d, w.s;
