CREATE TABLE "golf_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"watch_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"message" text NOT NULL,
	"figures" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "golf_fx_rates" (
	"date" date PRIMARY KEY NOT NULL,
	"usd_per_aud" numeric(10, 6) NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "golf_fx_rates_rate_check" CHECK ("golf_fx_rates"."usd_per_aud" > 0 and "golf_fx_rates"."usd_per_aud" <= 5)
);
--> statement-breakpoint
CREATE TABLE "golf_price_observations" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"observed_on" date NOT NULL,
	"market" text NOT NULL,
	"retailer" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"in_stock" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "golf_price_observations_market_check" CHECK (("golf_price_observations"."market" = 'US' and "golf_price_observations"."currency" = 'USD') or ("golf_price_observations"."market" = 'AU' and "golf_price_observations"."currency" = 'AUD')),
	CONSTRAINT "golf_price_observations_price_check" CHECK ("golf_price_observations"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "golf_watches" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"rule" text NOT NULL,
	"threshold" numeric(12, 2) NOT NULL,
	"units" integer DEFAULT 1 NOT NULL,
	"origin" text DEFAULT 'United States' NOT NULL,
	"freight_aud" numeric(12, 2) DEFAULT 0 NOT NULL,
	"broker_fee_aud" numeric(12, 2) DEFAULT 0 NOT NULL,
	"holds" boolean DEFAULT false NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "golf_alerts" ADD CONSTRAINT "golf_alerts_watch_id_golf_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "golf_watches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_price_observations" ADD CONSTRAINT "golf_price_observations_product_id_golf_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "golf_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_watches" ADD CONSTRAINT "golf_watches_product_id_golf_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "golf_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "golf_alerts_open_idx" ON "golf_alerts" USING btree ("dismissed_at","created_at");--> statement-breakpoint
CREATE INDEX "golf_price_observations_product_idx" ON "golf_price_observations" USING btree ("product_id","observed_on");