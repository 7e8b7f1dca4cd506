import { PERMISSION_FLAGS } from '@gst/domain';
import { withTenant } from '@gst/db/client';
import { deleteCurrentSession } from '../../../services/auth/session';
import { publicProcedure, router, tenantProcedure, tenantUserProcedure } from '../../../trpc';
import { resolveSiteTenant } from '../../../services/public-site/site-tenant';
import { ZLoginInput } from '../../../services/auth/auth.schema';
import { login, shopDetails } from '../../../services/auth/auth.service';

export const tenantAuthRouter = router({
  verifyUser: tenantUserProcedure.query(({ ctx }) => ({
    user: ctx.user,
    permissionsKeys: [...PERMISSION_FLAGS],
  })),
  /** Public too: a bare or www host shows the DEFAULT_TENANT shop when one is configured. */
  shopDetails: publicProcedure.query(async ({ ctx }) =>
    shopDetails({ ...ctx, tenant: await resolveSiteTenant(ctx) }),
  ),
  login: tenantProcedure.input(ZLoginInput).mutation(({ ctx, input }) => login(ctx, input)),
  logout: tenantProcedure.mutation(async ({ ctx }) => {
    await withTenant(ctx.db, ctx.tenant, (tx) => deleteCurrentSession(ctx, tx, 'user'));
    return { ok: true as const };
  }),
});
