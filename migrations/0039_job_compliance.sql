CREATE TABLE "compliance_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"code" text NOT NULL,
	"stage" integer DEFAULT 0 NOT NULL,
	"role" text NOT NULL,
	"check" text,
	"file_key" text,
	"image_id" integer,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_compliance" (
	"job_id" integer NOT NULL,
	"code" text NOT NULL,
	"stage" integer DEFAULT 0 NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"recorded_by" text,
	"recorded_at" timestamp with time zone,
	"override_reason" text,
	"override_by" text,
	"override_at" timestamp with time zone,
	CONSTRAINT "job_compliance_job_id_code_stage_pk" PRIMARY KEY("job_id","code","stage")
);
--> statement-breakpoint
CREATE TABLE "job_compliance_settings" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"triggers" jsonb,
	"inspection_stages" jsonb,
	"dig_stage" integer DEFAULT 1 NOT NULL,
	"flag" text
);
--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "swms_acknowledged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "compliance_files" ADD CONSTRAINT "compliance_files_job_id_work_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "work_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_compliance" ADD CONSTRAINT "job_compliance_job_id_work_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "work_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_compliance_settings" ADD CONSTRAINT "job_compliance_settings_job_id_work_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "work_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_files_job_idx" ON "compliance_files" USING btree ("job_id","code","stage");