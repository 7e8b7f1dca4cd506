import { eq } from 'drizzle-orm';
import type { Db } from '@gst/db/client';
import { tenants } from '@gst/db/schema';

export type ResolvedTenant = {
  id: string;
  tenantId: string;
  schemaName: string;
  name: string;
  status: 'active' | 'inactive';
};

export type TenantResolver = {
  find: (tenantId: string) => Promise<ResolvedTenant | undefined>;
  /** Drop a cached row at once (status change, delete) in this process. */
  forget: (tenantId: string) => void;
};

/**
 * Tenant rows are read on every tenant call, so they are cached for a couple of seconds.
 * Changes made through this process take effect at once; other instances see them within the TTL.
 */
export function createTenantResolver(db: Db, ttlSeconds: number): TenantResolver {
  const cache = new Map<string, { at: number; tenant: ResolvedTenant | undefined }>();
  return {
    async find(tenantId) {
      const key = tenantId.toLowerCase();
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < ttlSeconds * 1000) return hit.tenant;
      const [row] = await db
        .select({
          id: tenants.id,
          tenantId: tenants.tenantId,
          schemaName: tenants.schemaName,
          name: tenants.name,
          status: tenants.status,
        })
        .from(tenants)
        .where(eq(tenants.tenantId, key));
      if (cache.size > 10_000) cache.clear();
      cache.set(key, { at: Date.now(), tenant: row });
      return row;
    },
    forget(tenantId) {
      cache.delete(tenantId.toLowerCase());
    },
  };
}
