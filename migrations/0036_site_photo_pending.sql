ALTER TABLE "site_photos" ADD COLUMN "pending_image_id" integer;--> statement-breakpoint
ALTER TABLE "site_photos" ADD COLUMN "pending_alt" text;