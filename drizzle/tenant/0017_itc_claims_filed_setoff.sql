-- Issue 32: the shop's ITC choice per purchase bill (schema/tenant/purchases.ts: 'auto' follows
-- reconciliation with GSTR-2B, 'now', 'defer' to a later period, 'never'), and a filed GSTR-3B's
-- Table 6.1 (set-off, cash, interest) and the figures the shop entered for it, kept with its
-- filed copy (schema/tenant/filed-returns.ts). Every statement can run again (IF NOT EXISTS), as
-- the migrator re-applies a tenant's missing migrations through Citus (see 0008); constraints are
-- written inline so they come and go with their column.
ALTER TABLE "filed_returns" ADD COLUMN IF NOT EXISTS "gstr3b_payment" text;--> statement-breakpoint
ALTER TABLE "filed_returns" ADD COLUMN IF NOT EXISTS "gstr3b_entered" text;--> statement-breakpoint
ALTER TABLE "purchase_bills" ADD COLUMN IF NOT EXISTS "itc_claim" text DEFAULT 'auto' NOT NULL CONSTRAINT "purchase_bills_itc_claim_check" CHECK ("itc_claim" in ('auto', 'now', 'defer', 'never'));--> statement-breakpoint
ALTER TABLE "purchase_bills" ADD COLUMN IF NOT EXISTS "itc_claim_period" text CONSTRAINT "purchase_bills_itc_claim_period_check" CHECK ("itc_claim_period" is null or ("itc_claim" = 'defer' and "itc_claim_period" ~ '^(0[1-9]|1[0-2])20[0-9]{2}$'));
