CREATE TABLE "replaced_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "link_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_links" ADD COLUMN "generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- An issued invoice still never changes, its payment details included; its link's hash is set once, and changes
-- again only with the next link generation (staff sent a new link).
CREATE OR REPLACE FUNCTION "invoices_issued_never_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'an issued invoice is never deleted';
  END IF;
  IF (OLD.token_hash IS NOT NULL AND NEW.token_hash IS DISTINCT FROM OLD.token_hash AND NEW.link_generation <> OLD.link_generation + 1)
    OR NEW.link_generation NOT IN (OLD.link_generation, OLD.link_generation + 1)
    OR ROW(NEW.id, NEW.lead_id, NEW.number, NEW.kind, NEW.stage, NEW.quote_version_id, NEW.credit_of_id, NEW.issued_on, NEW.due_on, NEW.lines, NEW.total_cents, NEW.gst_cents, NEW.buyer_name, NEW.site_address, NEW.issuer, NEW.payment, NEW.note, NEW.created_by, NEW.created_at)
      IS DISTINCT FROM ROW(OLD.id, OLD.lead_id, OLD.number, OLD.kind, OLD.stage, OLD.quote_version_id, OLD.credit_of_id, OLD.issued_on, OLD.due_on, OLD.lines, OLD.total_cents, OLD.gst_cents, OLD.buyer_name, OLD.site_address, OLD.issuer, OLD.payment, OLD.note, OLD.created_by, OLD.created_at) THEN
    RAISE EXCEPTION 'an issued invoice never changes: issue a credit note';
  END IF;
  RETURN NEW;
END;
$$;
