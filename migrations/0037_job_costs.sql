CREATE TABLE "hourly_costs" (
	"user_id" integer NOT NULL,
	"from_day" date NOT NULL,
	"cents" integer NOT NULL,
	"set_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hourly_costs_user_id_from_day_pk" PRIMARY KEY("user_id","from_day"),
	CONSTRAINT "hourly_costs_cents_check" CHECK ("hourly_costs"."cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "job_cost_watch" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"over" boolean DEFAULT false NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"category" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"supplier" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"stage" integer,
	"receipt_image_id" integer,
	"by_id" integer NOT NULL,
	"by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_costs_amount_check" CHECK ("job_costs"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "material_prices" (
	"item" text PRIMARY KEY NOT NULL,
	"unit" text NOT NULL,
	"unit_cost_cents" integer NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "takeoff_rule_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_versions" ADD COLUMN "runs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "hourly_costs" ADD CONSTRAINT "hourly_costs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_cost_watch" ADD CONSTRAINT "job_cost_watch_job_id_work_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "work_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_costs" ADD CONSTRAINT "job_costs_job_id_work_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "work_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_costs" ADD CONSTRAINT "job_costs_receipt_image_id_images_id_fk" FOREIGN KEY ("receipt_image_id") REFERENCES "images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_costs_job_idx" ON "job_costs" USING btree ("job_id");