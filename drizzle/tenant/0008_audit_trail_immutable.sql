CREATE INDEX IF NOT EXISTS "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_action_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
-- Issue 19: the audit trail is append-only (Companies (Accounts) Rules 2014, rule 3(1): an audit
-- trail of each change that cannot be disabled). Any UPDATE or DELETE of a row and any TRUNCATE
-- raises, whoever runs it; dropping the tenant's schema (deleting the shop) still removes it.
-- The function reads nothing (no joins), so it runs as is on a Citus worker's shards. Every
-- statement can run again (IF NOT EXISTS, OR REPLACE), as the migrator re-applies a tenant's
-- missing migrations through Citus.
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege', HINT = 'Audit rows can only be added.';
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER audit_log_no_update_delete BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
