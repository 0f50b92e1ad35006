CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitors" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"website" text,
	"country" text NOT NULL,
	"market_segment" text,
	"specialization" text,
	"estimated_revenue" numeric(16, 2),
	"market_share" numeric(7, 2),
	"strengths" text,
	"weaknesses" text,
	"pricing_strategy" text,
	"distribution_channels" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"service" text NOT NULL,
	"length" text NOT NULL,
	"location" text NOT NULL,
	"timeline" text NOT NULL,
	"budget" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_insights" (
	"id" serial PRIMARY KEY NOT NULL,
	"demographic" text NOT NULL,
	"country" text NOT NULL,
	"spending_habits" text,
	"preferred_brands" text,
	"purchase_frequency" text,
	"key_factors" text,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "golf_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_name" text NOT NULL,
	"country" text NOT NULL,
	"market_share" numeric(7, 2),
	"price_range" text,
	"specialization" text,
	"australian_presence" boolean DEFAULT false NOT NULL,
	"website" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "golf_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text,
	"price_usd" numeric(12, 2) NOT NULL,
	"price_aud" numeric(12, 2) NOT NULL,
	"description" text,
	"image_url" text,
	"in_stock" boolean DEFAULT true NOT NULL,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_ad_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"service" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"market_segment" text NOT NULL,
	"market_size_usd" numeric(16, 2) NOT NULL,
	"growth_rate" numeric(7, 2) NOT NULL,
	"year" integer NOT NULL,
	"source" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_comparisons" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_name" text NOT NULL,
	"brand" text NOT NULL,
	"category" text NOT NULL,
	"us_price" numeric(12, 2) NOT NULL,
	"australian_price" numeric(12, 2) NOT NULL,
	"price_gap" numeric(7, 2) NOT NULL,
	"retailer" text,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profit_analysis" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_category" text NOT NULL,
	"average_us_price" numeric(12, 2) NOT NULL,
	"average_au_price" numeric(12, 2) NOT NULL,
	"suggested_retail_price" numeric(12, 2) NOT NULL,
	"cost_of_goods" numeric(12, 2) NOT NULL,
	"shipping_cost" numeric(12, 2) NOT NULL,
	"marketing_cost" numeric(12, 2) NOT NULL,
	"gross_margin" numeric(7, 2) NOT NULL,
	"net_margin" numeric(7, 2) NOT NULL,
	"break_even_units" integer,
	"notes" text,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"rating" integer NOT NULL,
	"review_text" text NOT NULL,
	"service" text,
	"is_approved" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"sid" varchar PRIMARY KEY NOT NULL,
	"sess" json NOT NULL,
	"expire" timestamp (6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"country" text NOT NULL,
	"contact_email" text,
	"website" text,
	"specialization" text,
	"minimum_order" integer,
	"payment_terms" text,
	"shipping_regions" text,
	"certifications" text,
	"notes" text,
	"rating" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password" text NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE INDEX "contact_inquiries_created_at_idx" ON "contact_inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "google_ad_leads_created_at_idx" ON "google_ad_leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reviews_status_created_at_idx" ON "reviews" USING btree ("is_approved","created_at");--> statement-breakpoint
CREATE INDEX "IDX_session_expire" ON "session" USING btree ("expire");