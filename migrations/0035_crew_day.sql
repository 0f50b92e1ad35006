CREATE TABLE "checklist_templates" (
	"kind" text PRIMARY KEY NOT NULL,
	"items" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crew_ops" (
	"op_id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"user_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_checklist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"photo_required" boolean DEFAULT false NOT NULL,
	"checked_at" timestamp with time zone,
	"checked_received_at" timestamp with time zone,
	"checked_by_id" integer,
	"checked_by" text
);
--> statement-breakpoint
CREATE TABLE "job_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"item" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_id" integer NOT NULL,
	"by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"stage" integer NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_id" integer NOT NULL,
	"by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_sign_offs" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"op_id" uuid NOT NULL,
	"signer_name" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sha256" text NOT NULL,
	"file_key" text NOT NULL,
	"signed_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"stage" integer NOT NULL,
	"user_id" integer NOT NULL,
	"on_at" timestamp with time zone NOT NULL,
	"on_received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"off_at" timestamp with time zone,
	"off_received_at" timestamp with time zone,
	"uncharged_reason" text,
	"recorded_by_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uncharged_reasons" (
	"key" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uncharged_reasons_key_pk" PRIMARY KEY("key")
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "job_stages" ADD COLUMN "prepare" text;--> statement-breakpoint
ALTER TABLE "stage_photos" ADD COLUMN "op_id" uuid;--> statement-breakpoint
ALTER TABLE "stage_photos" ADD COLUMN "taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stage_photos" ADD COLUMN "taken_by_id" integer;--> statement-breakpoint
ALTER TABLE "stage_photos" ADD COLUMN "item_id" integer;--> statement-breakpoint
ALTER TABLE "work_jobs" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "work_jobs" ADD COLUMN "checklist_taken" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "state" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "original_key" text;--> statement-breakpoint
ALTER TABLE "job_checklist_items" ADD CONSTRAINT "job_checklist_items_job_id_work_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "work_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_materials" ADD CONSTRAINT "job_materials_job_id_work_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "work_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_notes" ADD CONSTRAINT "job_notes_job_id_work_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "work_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_sign_offs" ADD CONSTRAINT "job_sign_offs_job_id_work_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "work_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_job_id_work_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "work_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crew_ops_job_idx" ON "crew_ops" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_checklist_items_job_idx" ON "job_checklist_items" USING btree ("job_id","position");--> statement-breakpoint
CREATE INDEX "job_materials_job_idx" ON "job_materials" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_notes_job_idx" ON "job_notes" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_sign_offs_op_idx" ON "job_sign_offs" USING btree ("op_id");--> statement-breakpoint
CREATE INDEX "time_entries_job_idx" ON "time_entries" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "time_entries_on_idx" ON "time_entries" USING btree ("on_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stage_photos_op_idx" ON "stage_photos" USING btree ("op_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('owner', 'staff', 'crew'));--> statement-breakpoint
UPDATE "work_jobs" SET "kind" = CASE
  WHEN split_part(l."service", ', ', 1) IN ('Concrete Sleeper Retaining Wall', 'Composite Sleeper Retaining Wall', 'Timber Sleeper Retaining Wall', 'retaining-walls', 'both') THEN 'retaining-wall'
  WHEN split_part(l."service", ', ', 1) = 'Aluminium Fencing' THEN 'pool-fence'
  WHEN split_part(l."service", ', ', 1) IN ('Timber Fencing', 'Colorbond Fencing', 'fencing') THEN 'fence'
END
FROM "leads" l WHERE l."id" = "work_jobs"."lead_id";
