-- Issue 30: a product's taxability (nil-rated, exempt, non-GST) copied to invoice and note lines,
-- the customer's city, an invoice's reverse charge and export particulars, and amendments of
-- documents in filed periods (schema/tenant/{catalogue,customers,invoices,ledger,amendments}.ts).
-- Every statement can run again (IF NOT EXISTS), as the migrator re-applies a tenant's missing
-- migrations through Citus (see 0008); constraints are written inline so they come and go with
-- their table or column.
CREATE TABLE IF NOT EXISTS "amendments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_kind" text NOT NULL,
	"invoice_id" uuid,
	"note_id" uuid,
	"original_number" text NOT NULL,
	"original_date" date NOT NULL,
	"original_period" text NOT NULL,
	"amendment_date" date NOT NULL,
	"revision_before" integer NOT NULL,
	"revision_after" integer NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "amendments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE restrict ON UPDATE no action,
	CONSTRAINT "amendments_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "notes"("id") ON DELETE restrict ON UPDATE no action,
	CONSTRAINT "amendments_document_check" CHECK (("amendments"."invoice_id" is not null) <> ("amendments"."note_id" is not null)),
	CONSTRAINT "amendments_kind_check" CHECK ("amendments"."document_kind" in ('invoice', 'credit-note', 'debit-note')),
	CONSTRAINT "amendments_revision_check" CHECK ("amendments"."revision_after" > "amendments"."revision_before")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "amendments_amendment_date_idx" ON "amendments" USING btree ("amendment_date");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "amendments_invoice_id_idx" ON "amendments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "amendments_note_id_idx" ON "amendments" USING btree ("note_id");--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN IF NOT EXISTS "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "taxability" text DEFAULT 'taxable' NOT NULL CONSTRAINT "products_taxability_check" CHECK ("taxability" in ('taxable', 'nil-rated', 'exempt', 'non-gst'));--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN IF NOT EXISTS "taxability" text DEFAULT 'taxable' NOT NULL CONSTRAINT "invoice_lines_taxability_check" CHECK ("taxability" in ('taxable', 'nil-rated', 'exempt', 'non-gst'));--> statement-breakpoint
ALTER TABLE "note_lines" ADD COLUMN IF NOT EXISTS "taxability" text DEFAULT 'taxable' NOT NULL CONSTRAINT "note_lines_taxability_check" CHECK ("taxability" in ('taxable', 'nil-rated', 'exempt', 'non-gst'));--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN IF NOT EXISTS "reverse_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN IF NOT EXISTS "export_details" jsonb;
