-- Issue 32: reconciliation of the purchase register with GSTR-2B (schema/tenant/reconciliation.ts):
-- the shop's decisions (accepted suggestion, link by hand, pending, ignored) on a purchase bill or
-- return, a GSTR-2B document, or a pair; the outcomes themselves are recomputed on every read. The
-- 2B side is kept by its key (supplier GSTIN, type, normal number) beside the document's id, so a
-- decision survives a re-import of the period, whose documents get new ids. Every statement can
-- run again (IF NOT EXISTS), as the migrator re-applies a tenant's missing migrations through Citus
-- (see 0008); constraints are inline, the foreign keys stay inside the tenant schema.
CREATE TABLE IF NOT EXISTS "reconciliation_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period" text NOT NULL,
	"purchase_bill_id" uuid,
	"purchase_return_id" uuid,
	"gstr2b_document_id" uuid,
	"supplier_gstin" text,
	"document_type" text,
	"document_key" text,
	"document_number" text,
	"document_date" date,
	"status" text NOT NULL,
	"outcome" text,
	"note" text DEFAULT '' NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_links_status_check" CHECK ("reconciliation_links"."status" in ('matched-auto', 'matched-manual', 'pending', 'ignored')),
	CONSTRAINT "reconciliation_links_sides_check" CHECK (not ("reconciliation_links"."purchase_bill_id" is not null and "reconciliation_links"."purchase_return_id" is not null) and ("reconciliation_links"."purchase_bill_id" is not null or "reconciliation_links"."purchase_return_id" is not null or "reconciliation_links"."document_key" is not null)),
	CONSTRAINT "reconciliation_links_matched_check" CHECK ("reconciliation_links"."status" not in ('matched-auto', 'matched-manual') or ("reconciliation_links"."document_key" is not null and ("reconciliation_links"."purchase_bill_id" is not null or "reconciliation_links"."purchase_return_id" is not null))),
	CONSTRAINT "reconciliation_links_purchase_bill_id_purchase_bills_id_fk" FOREIGN KEY ("purchase_bill_id") REFERENCES "purchase_bills"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "reconciliation_links_purchase_return_id_purchase_returns_id_fk" FOREIGN KEY ("purchase_return_id") REFERENCES "purchase_returns"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "reconciliation_links_gstr2b_document_id_gstr2b_documents_id_fk" FOREIGN KEY ("gstr2b_document_id") REFERENCES "gstr2b_documents"("id") ON DELETE set null ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "reconciliation_links_period_bill_idx" ON "reconciliation_links" USING btree ("period","purchase_bill_id") WHERE "reconciliation_links"."purchase_bill_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "reconciliation_links_period_return_idx" ON "reconciliation_links" USING btree ("period","purchase_return_id") WHERE "reconciliation_links"."purchase_return_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "reconciliation_links_period_document_idx" ON "reconciliation_links" USING btree ("period","supplier_gstin","document_type","document_key") WHERE "reconciliation_links"."document_key" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reconciliation_links_purchase_bill_id_idx" ON "reconciliation_links" USING btree ("purchase_bill_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reconciliation_links_purchase_return_id_idx" ON "reconciliation_links" USING btree ("purchase_return_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reconciliation_links_gstr2b_document_id_idx" ON "reconciliation_links" USING btree ("gstr2b_document_id");