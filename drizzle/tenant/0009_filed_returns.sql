-- Issue 28 item 7: the returns of a filed period as they were filed (schema/tenant/filed-returns.ts).
-- Every statement can run again (IF NOT EXISTS, OR REPLACE), as the migrator re-applies a tenant's
-- missing migrations through Citus (see 0008).
CREATE TABLE IF NOT EXISTS "filed_returns" (
	"period" text PRIMARY KEY NOT NULL,
	"frequency" text NOT NULL,
	"gstin" text NOT NULL,
	"state_code" integer NOT NULL,
	"gstr1" text NOT NULL,
	"gstr1_sha256" text NOT NULL,
	"gstr3b" text NOT NULL,
	"gstr3b_sha256" text NOT NULL,
	"figures" text NOT NULL,
	CONSTRAINT "filed_returns_period_filed_periods_period_fk" FOREIGN KEY ("period") REFERENCES "filed_periods"("period") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "filed_returns_frequency_check" CHECK ("filed_returns"."frequency" in ('monthly', 'quarterly')),
	CONSTRAINT "filed_returns_gstr1_sha256_check" CHECK ("filed_returns"."gstr1_sha256" = encode(sha256(convert_to("filed_returns"."gstr1", 'UTF8')), 'hex')),
	CONSTRAINT "filed_returns_gstr3b_sha256_check" CHECK ("filed_returns"."gstr3b_sha256" = encode(sha256(convert_to("filed_returns"."gstr3b", 'UTF8')), 'hex'))
);
--> statement-breakpoint
-- A filed copy is never changed: unlocking the period deletes it (the foreign key cascades from
-- filed_periods) and filing again takes a new one. The function reads nothing, so it runs as is
-- on a Citus worker's shard.
CREATE OR REPLACE FUNCTION filed_returns_refuse_update() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  RAISE EXCEPTION 'filed_returns is a filed copy: UPDATE is not allowed'
    USING ERRCODE = 'insufficient_privilege', HINT = 'Unlock the period and file it again.';
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER filed_returns_no_update BEFORE UPDATE ON filed_returns FOR EACH ROW EXECUTE FUNCTION filed_returns_refuse_update();
--> statement-breakpoint
-- The filed period's history (returns.history.ts): the IRN and e-way bill events recorded on
-- documents of a filed period carry `filedPeriod` in their details. Partial, so the audit rows
-- without it (nearly all) cost nothing; `details->>'filedPeriod' = $1` implies the predicate.
CREATE INDEX IF NOT EXISTS "audit_log_filed_period_idx" ON "audit_log" USING btree (("details"->>'filedPeriod'), "at") WHERE ("details"->>'filedPeriod') IS NOT NULL;
