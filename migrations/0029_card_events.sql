CREATE TABLE "stripe_early_refunds" (
	"payment_intent" text PRIMARY KEY NOT NULL,
	"amount_refunded_cents" integer NOT NULL,
	"event_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "disputed_at" timestamp with time zone;