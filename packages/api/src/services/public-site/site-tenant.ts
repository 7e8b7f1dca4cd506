import { withTenant, type Tx } from '@gst/db/client';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import type { ResolvedTenant } from '../../infra/tenant-resolver';

export const NO_SITE_TENANT_MESSAGE =
  'Quotes are not taken on this site. Please contact the shop on its own address.';

/**
 * The shop a public-site request belongs to: the tenant the request names (x-tenant-id or the
 * host's first label), else the configured DEFAULT_TENANT for a bare or www host. The same checks
 * as `tenantProcedure`: unknown is 404, inactive is 403. Back-office procedures never fall back to
 * the default tenant; only the public site (and the shop details it shows) does.
 */
export async function resolveSiteTenant(ctx: Context): Promise<ResolvedTenant> {
  const key = ctx.meta.tenantKey ?? ctx.config.defaultTenant ?? undefined;
  if (!key) throw new AppError('TENANT_REQUIRED', NO_SITE_TENANT_MESSAGE);
  const tenant = await ctx.tenants.find(key);
  if (!tenant) {
    throw new AppError(
      'TENANT_NOT_FOUND',
      'Not Found: The requested tenant/project does not exist. Please check your URL or contact support.',
    );
  }
  if (tenant.status !== 'active') {
    throw new AppError(
      'TENANT_DISABLED',
      'This tenant or project has been disabled or suspended by the administrator.',
    );
  }
  return tenant;
}

/**
 * Runs `work` in one transaction of the site's tenant (search_path set by `withTenant`); a thrown
 * error rolls everything back, as with `tenantTxProcedure`.
 */
export async function withSiteTenant<T>(
  ctx: Context,
  work: (tx: Tx, tenant: ResolvedTenant) => Promise<T>,
): Promise<T> {
  const tenant = await resolveSiteTenant(ctx);
  return withTenant(ctx.db, tenant, (tx: Tx) => work(tx, tenant));
}
