CREATE TABLE "owner_notice_marks" (
	"key" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "possible_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "sms_messages_sent_idx" ON "sms_messages" USING btree ("sent_at");--> statement-breakpoint
-- texts the provider already took count toward the hourly cap from the first minute
UPDATE "sms_messages" SET "sent_at" = "updated_at" WHERE "sid" IS NOT NULL;