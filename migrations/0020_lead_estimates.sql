CREATE TABLE "lead_estimates" (
	"lead_id" integer PRIMARY KEY NOT NULL,
	"job" jsonb NOT NULL,
	"estimate" jsonb NOT NULL,
	"table_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_estimates" ADD CONSTRAINT "lead_estimates_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE cascade ON UPDATE no action;