ALTER TABLE "profit_analysis" ALTER COLUMN "gross_margin" SET DATA TYPE numeric(16, 2);--> statement-breakpoint
ALTER TABLE "profit_analysis" ALTER COLUMN "net_margin" SET DATA TYPE numeric(16, 2);