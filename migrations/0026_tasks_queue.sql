ALTER TABLE "jobs" RENAME TO "tasks";--> statement-breakpoint
-- its key and numbering take the new name too, as a table made as "tasks" would have them
ALTER INDEX "jobs_pkey" RENAME TO "tasks_pkey";--> statement-breakpoint
ALTER SEQUENCE "jobs_id_seq" RENAME TO "tasks_id_seq";--> statement-breakpoint
ALTER TABLE "lead_emails" RENAME COLUMN "job_id" TO "task_id";--> statement-breakpoint
ALTER TABLE "quote_emails" RENAME COLUMN "job_id" TO "task_id";--> statement-breakpoint
DROP INDEX "jobs_due_idx";--> statement-breakpoint
CREATE INDEX "tasks_due_idx" ON "tasks" USING btree ("state","run_at");--> statement-breakpoint
-- the texts feature says "text" on every tier: its queued and finished tasks keep their rows under the new type
UPDATE "tasks" SET "type" = 'text-send' WHERE "type" = 'sms-send';
