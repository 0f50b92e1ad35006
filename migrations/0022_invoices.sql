CREATE TABLE "bank_statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_key" text NOT NULL,
	"booked_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"balance_cents" integer,
	"state" text NOT NULL,
	"invoice_id" integer,
	"imported_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_lines_line_key_unique" UNIQUE("line_key")
);
--> statement-breakpoint
CREATE TABLE "card_checkouts" (
	"session_id" text PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"surcharge_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"surcharge_cents" integer DEFAULT 0 NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"stripe_payment_intent" text,
	"bank_line_id" integer,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount_check" CHECK ("invoice_payments"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"series" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"stage" integer,
	"quote_version_id" integer,
	"credit_of_id" integer,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"lines" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"gst_cents" integer NOT NULL,
	"buyer_name" text,
	"site_address" text,
	"issuer" jsonb NOT NULL,
	"note" text,
	"token_hash" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "invoices_money_check" CHECK (("invoices"."kind" = 'credit' and "invoices"."total_cents" < 0 and "invoices"."credit_of_id" is not null) or ("invoices"."kind" <> 'credit' and "invoices"."total_cents" > 0 and "invoices"."credit_of_id" is null))
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_of_id_invoices_id_fk" FOREIGN KEY ("credit_of_id") REFERENCES "invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_lines_state_idx" ON "bank_statement_lines" USING btree ("state");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_paid_on_idx" ON "invoice_payments" USING btree ("paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_one_per_card_payment" ON "invoice_payments" USING btree ("stripe_payment_intent") WHERE "invoice_payments"."amount_cents" > 0;--> statement-breakpoint
CREATE INDEX "invoices_lead_idx" ON "invoices" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_on");--> statement-breakpoint
-- An issued invoice never changes and is never deleted (a credit note corrects it); only its link's hash is set once.
CREATE FUNCTION "invoices_issued_never_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'an issued invoice is never deleted';
  END IF;
  IF (OLD.token_hash IS NOT NULL AND NEW.token_hash IS DISTINCT FROM OLD.token_hash)
    OR ROW(NEW.id, NEW.lead_id, NEW.number, NEW.kind, NEW.stage, NEW.quote_version_id, NEW.credit_of_id, NEW.issued_on, NEW.due_on, NEW.lines, NEW.total_cents, NEW.gst_cents, NEW.buyer_name, NEW.site_address, NEW.issuer, NEW.note, NEW.created_by, NEW.created_at)
      IS DISTINCT FROM ROW(OLD.id, OLD.lead_id, OLD.number, OLD.kind, OLD.stage, OLD.quote_version_id, OLD.credit_of_id, OLD.issued_on, OLD.due_on, OLD.lines, OLD.total_cents, OLD.gst_cents, OLD.buyer_name, OLD.site_address, OLD.issuer, OLD.note, OLD.created_by, OLD.created_at) THEN
    RAISE EXCEPTION 'an issued invoice never changes: issue a credit note';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_issued_never_change" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_issued_never_change"();
