CREATE TABLE "golf_channel_fee_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"channels" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
