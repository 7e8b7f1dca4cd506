import { hasPermission } from '@gst/domain';
import { AppError } from '../../../errors';
import { createCallerFactory, router, tenantProcedure, tenantUserProcedure } from '../../../trpc';
import { ZGstinLookupInput } from '../../../services/gstin/gstin.schema';
import { lookupGstin } from '../../../services/gstin/gstin.service';

const PAGE = 'manage-customer';

/** Who may look up a GSTIN: whoever may create or edit customers (it costs provider quota). */
const gate = router({
  check: tenantUserProcedure.query(({ ctx }) => {
    if (!hasPermission(ctx.user, PAGE, 'create') && !hasPermission(ctx.user, PAGE, 'edit')) {
      throw new AppError(
        'FORBIDDEN',
        `You do not have the 'create' or 'edit' permission on ${PAGE}`,
      );
    }
    return true;
  }),
});
const callGate = createCallerFactory(gate);

/**
 * The permission check runs through the usual ladder in its own short transaction, and the
 * provider call runs after it, outside any transaction: an outbound HTTP call must not hold a
 * database connection (on PGlite, the only one) for up to the provider's timeout.
 */
const lookupProcedure = tenantProcedure.use(async ({ ctx, next }) => {
  await callGate(ctx).check();
  return next();
});

export const gstinRouter = router({
  lookup: lookupProcedure
    .input(ZGstinLookupInput)
    .query(({ ctx, input }) => lookupGstin(ctx.config.gstin, input.gstin)),
});
