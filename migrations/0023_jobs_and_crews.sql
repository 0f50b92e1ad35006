CREATE TABLE "crew_days" (
	"crew_id" integer NOT NULL,
	"day" date NOT NULL,
	"booking_id" integer NOT NULL,
	CONSTRAINT "crew_days_crew_id_day_pk" PRIMARY KEY("crew_id","day")
);
--> statement-breakpoint
CREATE TABLE "crew_members" (
	"crew_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "crew_members_crew_id_user_id_pk" PRIMARY KEY("crew_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "crews" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crews_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "job_stages" (
	"job_id" integer NOT NULL,
	"stage" integer NOT NULL,
	"description" text NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" text,
	"done_note" text,
	CONSTRAINT "job_stages_job_id_stage_pk" PRIMARY KEY("job_id","stage"),
	CONSTRAINT "job_stages_stage_check" CHECK ("job_stages"."stage" >= 1)
);
--> statement-breakpoint
CREATE TABLE "stage_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"stage" integer NOT NULL,
	"crew_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stage_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"stage" integer NOT NULL,
	"image_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"quote_version_id" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "crew_days" ADD CONSTRAINT "crew_days_booking_id_stage_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "stage_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_stages" ADD CONSTRAINT "job_stages_job_id_work_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "work_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_bookings" ADD CONSTRAINT "stage_bookings_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "crews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_bookings" ADD CONSTRAINT "stage_bookings_job_id_stage_job_stages_job_id_stage_fk" FOREIGN KEY ("job_id","stage") REFERENCES "job_stages"("job_id","stage") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_photos" ADD CONSTRAINT "stage_photos_job_id_work_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "work_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_jobs" ADD CONSTRAINT "work_jobs_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crew_days_booking_idx" ON "crew_days" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "crew_days_day_idx" ON "crew_days" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "stage_bookings_one_per_stage" ON "stage_bookings" USING btree ("job_id","stage");--> statement-breakpoint
CREATE INDEX "stage_bookings_crew_idx" ON "stage_bookings" USING btree ("crew_id");--> statement-breakpoint
CREATE INDEX "stage_photos_job_idx" ON "stage_photos" USING btree ("job_id","stage");--> statement-breakpoint
CREATE UNIQUE INDEX "work_jobs_one_per_lead" ON "work_jobs" USING btree ("lead_id");--> statement-breakpoint
INSERT INTO "work_jobs" ("lead_id", "quote_version_id", "created_by")
SELECT q."lead_id", v."id", 'Jobs added'
FROM "quote_versions" v JOIN "quotes" q ON q."id" = v."quote_id" JOIN "leads" l ON l."id" = q."lead_id"
WHERE v."state" = 'accepted' AND l."status" = 'won';--> statement-breakpoint
INSERT INTO "job_stages" ("job_id", "stage", "description")
SELECT j."id", s.ord, coalesce(nullif(s.value ->> 'description', ''), 'Stage ' || s.ord)
FROM "work_jobs" j JOIN "quote_versions" v ON v."id" = j."quote_version_id",
  jsonb_array_elements(v."stages") WITH ORDINALITY AS s(value, ord);--> statement-breakpoint
INSERT INTO "job_stages" ("job_id", "stage", "description")
SELECT j."id", 1, 'The work as quoted' FROM "work_jobs" j
WHERE NOT EXISTS (SELECT 1 FROM "job_stages" s WHERE s."job_id" = j."id");
