ALTER TABLE "invoices" ADD COLUMN "payment" jsonb DEFAULT '{"accountName":"","bsb":"","accountNumber":"","payId":"","cardSurchargePercent":0}'::jsonb NOT NULL;--> statement-breakpoint
-- invoices issued before this kept no details of their own: they take the ones in force today, once, and keep them
UPDATE "invoices" SET "payment" = jsonb_build_object(
	'accountName', coalesce(latest.details->>'bankAccountName', ''),
	'bsb', coalesce(latest.details->>'bankBsb', ''),
	'accountNumber', coalesce(latest.details->>'bankAccountNumber', ''),
	'payId', coalesce(latest.details->>'payId', ''),
	'cardSurchargePercent', coalesce((latest.details->>'cardSurchargePercent')::numeric, 0)
) FROM (SELECT "details" FROM "business_details" ORDER BY "id" DESC LIMIT 1) AS latest;
