-- Issue 29: a quote's invoice, refunds (refund vouchers, CGST Rule 51), and the customer's PIN,
-- shipping addresses and credit period (schema/tenant/{quotes,ledger,customers}.ts).
-- Every statement can run again (IF NOT EXISTS), as the migrator re-applies a tenant's missing
-- migrations through Citus (see 0008); constraints are written inline so they come and go with
-- their table or column.
CREATE TABLE IF NOT EXISTS "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refund_number" text NOT NULL,
	"financial_year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"customer_id" uuid NOT NULL,
	"refund_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"mode" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"note_id" uuid,
	"payment_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"reversed_at" timestamp with time zone,
	"file_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE restrict ON UPDATE no action,
	CONSTRAINT "refunds_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "notes"("id") ON DELETE restrict ON UPDATE no action,
	CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE restrict ON UPDATE no action,
	CONSTRAINT "refunds_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "files"("id") ON DELETE set null ON UPDATE no action,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('active', 'reversed')),
	CONSTRAINT "refunds_mode_check" CHECK ("refunds"."mode" in ('cash', 'upi', 'bank-transfer', 'cheque', 'card'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "refunds_financial_year_sequence_idx" ON "refunds" USING btree ("financial_year","sequence");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refunds_customer_id_refund_date_idx" ON "refunds" USING btree ("customer_id","refund_date");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refunds_note_id_idx" ON "refunds" USING btree ("note_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refunds_payment_id_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN IF NOT EXISTS "pin_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN IF NOT EXISTS "shipping_addresses" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN IF NOT EXISTS "credit_period_days" integer CONSTRAINT "customers_credit_period_days_check" CHECK ("credit_period_days" is null or ("credit_period_days" >= 0 and "credit_period_days" <= 365));--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN IF NOT EXISTS "invoice_id" uuid CONSTRAINT "quotes_invoice_id_invoices_id_fk" REFERENCES "invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "quotes_invoice_id_idx" ON "quotes" USING btree ("invoice_id");
