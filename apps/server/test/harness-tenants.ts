import { rowsOf, type Database } from '@gst/db/client';
import { provisionTenant, READY_TO_INVOICE } from '@gst/db/provision';
import { ensureMasterOperator } from '@gst/db/seed';
import type { TestDatabaseSetup } from '@gst/db/testing';

// The harness's shops, master operator and the database they start in (split from helpers.ts,
// which re-exports them).

/** The bare host every request uses unless a test names another; tenants come from x-tenant-id. */
export const HOST = 'localhost';
export const ORIGIN = `http://${HOST}`;

export type TenantSpec = {
  tenantId: string;
  name: string;
  owner: { name: string; email: string; password: string };
};

export const TENANT_A: TenantSpec = {
  tenantId: 'alpha',
  name: 'Alpha Solar',
  owner: { name: 'Alpha Owner', email: 'owner@alpha.test', password: 'alpha-pass-123' },
};
export const TENANT_B: TenantSpec = {
  tenantId: 'beta',
  name: 'Beta Power',
  owner: { name: 'Beta Owner', email: 'owner@beta.test', password: 'beta-pass-123' },
};
export const MASTER = { email: 'master@gst.test', password: 'master-pass-123' };

export type TestTenant = TenantSpec & { id: string; schemaName: string };

/**
 * What every harness database starts with: shops alpha and beta, each with its owner, and the
 * master operator. Built once per run and engine (a PGlite snapshot, a PostgreSQL template; on
 * Citus per file) by openTestDatabase, so a test file does not pay for migrating and provisioning.
 */
export const HARNESS_SETUP: TestDatabaseSetup = {
  key: `harness:${JSON.stringify([TENANT_A, TENANT_B, MASTER, READY_TO_INVOICE])}`,
  build: async (database) => {
    for (const spec of [TENANT_A, TENANT_B]) {
      await provisionTenant(database.db, {
        tenantId: spec.tenantId,
        name: spec.name,
        ownerEmail: spec.owner.email,
        owner: spec.owner,
        // Issue 29: address, PIN and registration set, so the shops issue invoices at once.
        settings: READY_TO_INVOICE,
      });
    }
    await ensureMasterOperator(database.db, MASTER);
  },
};

/** A shop HARNESS_SETUP provisioned, with its row id and schema. */
export async function provisioned(database: Database, spec: TenantSpec): Promise<TestTenant> {
  const [row] = rowsOf<{ id: string; schemaName: string }>(
    await database.db.execute(
      `select id, schema_name as "schemaName" from master.tenants where tenant_id = ${quote(spec.tenantId)}`,
    ),
  );
  if (!row) throw new Error(`tenant ${spec.tenantId} is missing from the harness database`);
  return { ...spec, id: row.id, schemaName: row.schemaName };
}

/** A SQL string literal; test values only. */
export function quote(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
