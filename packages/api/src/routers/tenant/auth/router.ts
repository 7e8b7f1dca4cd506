import {
  router,
  siteTxProcedure,
  tenantAnyStatusProcedure,
  tenantAnyStatusTxProcedure,
  tenantUserProcedure,
} from '../../../trpc';
import { ZLoginInput } from '../../../services/auth/auth.schema';
import { login, logout, shopDetails, verifyUser } from '../../../services/auth/auth.service';

export const tenantAuthRouter = router({
  verifyUser: tenantUserProcedure.query(({ ctx }) => verifyUser(ctx)),
  /** Public too: a bare or www host shows the DEFAULT_TENANT shop when one is configured. */
  shopDetails: siteTxProcedure.query(({ ctx }) => shopDetails(ctx)),
  /** Outside the tenant transaction: failed attempts are recorded even though the call fails. */
  login: tenantAnyStatusProcedure.input(ZLoginInput).mutation(({ ctx, input }) => login(ctx, input)),
  logout: tenantAnyStatusTxProcedure.mutation(({ ctx }) => logout(ctx)),
});
