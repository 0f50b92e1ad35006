CREATE TABLE "sms_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"number" text NOT NULL,
	"wording" text NOT NULL,
	"form" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer,
	"user_id" integer,
	"direction" text NOT NULL,
	"purpose" text NOT NULL,
	"number" text NOT NULL,
	"body" text NOT NULL,
	"segments" integer NOT NULL,
	"status" text NOT NULL,
	"sid" text,
	"send_at" timestamp with time zone DEFAULT now() NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_messages_sid_unique" UNIQUE("sid")
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"number" text PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone NOT NULL,
	"keyword" text NOT NULL,
	"opted_in_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lead_waiting_texts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_consents" ADD CONSTRAINT "sms_consents_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_consents_one_per_lead" ON "sms_consents" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "sms_messages_lead_idx" ON "sms_messages" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_number_idx" ON "sms_messages" USING btree ("number","created_at");