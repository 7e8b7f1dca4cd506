import { permittedOutsideTx, router } from '../../../trpc';
import { ZGstinLookupInput } from '../../../services/gstin/gstin.schema';
import { lookupGstin } from '../../../services/gstin/gstin.service';

const PAGE = 'manage-customer';

export const gstinRouter = router({
  /**
   * Whoever may create or edit customers (a lookup costs provider quota). The check is one short
   * read; the provider call runs after it, outside any transaction: an outbound HTTP call must
   * not hold a database connection (on PGlite, the only one) for up to the provider's timeout.
   */
  lookup: permittedOutsideTx([
    [PAGE, 'create'],
    [PAGE, 'edit'],
  ])
    .input(ZGstinLookupInput)
    .query(({ ctx, input }) => lookupGstin(ctx, input)),
});
