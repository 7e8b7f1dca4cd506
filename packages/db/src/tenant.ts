import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';
import { assertSchemaName } from './tenant-id';

export type TenantRef = { id: string; tenantId: string; schemaName: string };

/**
 * The only way to reach tenant tables: one transaction whose first statement points search_path
 * at the tenant schema. `set_config(..., true)` is transaction-local, so nothing leaks into the
 * next request on a pooled connection (or the single PGlite session).
 */
export async function withTenant<T>(
  db: Db,
  tenant: Pick<TenantRef, 'schemaName'>,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const schemaName = assertSchemaName(tenant.schemaName);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('search_path', ${schemaName}, true)`);
    return fn(tx);
  });
}
