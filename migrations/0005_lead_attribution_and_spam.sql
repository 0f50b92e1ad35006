ALTER TABLE "contact_inquiries" ADD COLUMN "attribution" jsonb DEFAULT '{"gclid":null,"gbraid":null,"wbraid":null,"utmSource":null,"utmMedium":null,"utmCampaign":null,"utmTerm":null,"utmContent":null,"landingPage":null,"referrer":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "is_spam" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "below_minimum" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "outside_service_area" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "google_ad_leads" ADD COLUMN "attribution" jsonb DEFAULT '{"gclid":null,"gbraid":null,"wbraid":null,"utmSource":null,"utmMedium":null,"utmCampaign":null,"utmTerm":null,"utmContent":null,"landingPage":null,"referrer":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "google_ad_leads" ADD COLUMN "is_spam" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "google_ad_leads" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "is_spam" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "spam_reason" text;