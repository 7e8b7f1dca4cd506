-- Issue 32: GSTR-2B imports (schema/tenant/gstr2b.ts): every import of a period with who, when,
-- the file's itcsumm and, for a later import of the same period, its diff against the one it
-- replaced; and the portal's documents of each import. Every statement can run again (IF NOT
-- EXISTS), as the migrator re-applies a tenant's missing migrations through Citus (see 0008);
-- constraints are inline, the foreign key stays inside the tenant schema.
CREATE TABLE IF NOT EXISTS "gstr2b_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period" text NOT NULL,
	"gstin" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"generated_on" date,
	"status" text DEFAULT 'active' NOT NULL,
	"document_count" integer DEFAULT 0 NOT NULL,
	"itc_summary" jsonb NOT NULL,
	"diff" jsonb,
	CONSTRAINT "gstr2b_imports_status_check" CHECK ("gstr2b_imports"."status" in ('active', 'replaced'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "gstr2b_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"section" text NOT NULL,
	"supplier_gstin" text DEFAULT '' NOT NULL,
	"supplier_name" text DEFAULT '' NOT NULL,
	"document_type" text NOT NULL,
	"number" text NOT NULL,
	"document_date" date NOT NULL,
	"place_of_supply" text,
	"reverse_charge" boolean DEFAULT false NOT NULL,
	"taxable_value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"igst" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cgst" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sgst" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cess" numeric(14, 2) DEFAULT '0' NOT NULL,
	"itc_available" text NOT NULL,
	"reason" text,
	"raw" jsonb NOT NULL,
	CONSTRAINT "gstr2b_documents_section_check" CHECK ("gstr2b_documents"."section" in ('b2b', 'b2ba', 'cdnr', 'cdnra', 'isd', 'isda', 'impg', 'impgsez')),
	CONSTRAINT "gstr2b_documents_import_id_gstr2b_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "gstr2b_imports"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "gstr2b_documents_import_id_idx" ON "gstr2b_documents" USING btree ("import_id","section","supplier_gstin");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "gstr2b_imports_period_active_idx" ON "gstr2b_imports" USING btree ("period") WHERE "gstr2b_imports"."status" = 'active';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "gstr2b_imports_period_idx" ON "gstr2b_imports" USING btree ("period","imported_at");