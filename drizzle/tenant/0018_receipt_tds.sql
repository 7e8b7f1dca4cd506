-- Issue 33: income-tax TDS a buyer deducted on a receipt (schema/tenant/ledger.ts): the section
-- (194Q, 194C, ...), the rate, the amount (the receipt settles amount + tds_amount; amount stays
-- the money received) and the Form 16A certificate once it arrives. Every statement can run again
-- (IF NOT EXISTS), as the migrator re-applies a tenant's missing migrations through Citus (see
-- 0008); the constraint is written inline so it comes and goes with its column.
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "tds_section" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "tds_rate" numeric(5, 3);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "tds_amount" numeric(14, 2) DEFAULT '0' NOT NULL CONSTRAINT "payments_tds_amount_check" CHECK ("tds_amount" >= 0);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "form16a_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "form16a_date" date;
