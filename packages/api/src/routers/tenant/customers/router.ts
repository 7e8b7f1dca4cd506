import { z } from 'zod';
import { ZId } from '@gst/domain';
import { permitted, permittedAny, router } from '../../../trpc';
import { BILLING_FORM_GRANTS } from '../../../services/products/billing-grants';
import {
  ZCustomerBulkInput,
  ZCustomerExportInput,
  ZCustomerInput,
  ZCustomerListInput,
  ZCustomerUpdate,
} from '../../../services/customers/customers.schema';
import { pickCustomers, ZCustomerPickInput } from '../../../services/customers/customers.pick';
import * as service from '../../../services/customers/customers.service';

const PAGE = 'manage-customer';

export const customersRouter = router({
  /**
   * The quote and invoice drawers' picker: a few fields, 20 at most. Open to whoever may view
   * customers or write quotes or invoices, so billing staff need not see the whole catalogue.
   */
  pick: permittedAny([[PAGE, 'view'], ...BILLING_FORM_GRANTS])
    .input(ZCustomerPickInput)
    .query(({ ctx, input }) => pickCustomers(ctx, input)),
  list: permitted(PAGE, 'view')
    .input(ZCustomerListInput)
    .query(({ ctx, input }) => service.listCustomers(ctx, input)),
  get: permitted(PAGE, 'view')
    .input(z.object({ id: ZId }))
    .query(({ ctx, input }) => service.getCustomer(ctx, input)),
  create: permitted(PAGE, 'create')
    .input(ZCustomerInput)
    .mutation(({ ctx, input }) => service.createCustomer(ctx, input)),
  /** Excel upload or REST bulk create: all rows or none, with a per-row report (needs import). */
  createMany: permitted(PAGE, 'import')
    .input(ZCustomerBulkInput)
    .mutation(({ ctx, input }) => service.importCustomers(ctx, input)),
  /** Every customer matching the search, for the Excel download (needs export). */
  export: permitted(PAGE, 'export')
    .input(ZCustomerExportInput)
    .query(({ ctx, input }) => service.exportCustomers(ctx, input)),
  update: permitted(PAGE, 'edit')
    .input(ZCustomerUpdate)
    .mutation(({ ctx, input }) => service.updateCustomer(ctx, input)),
  delete: permitted(PAGE, 'delete')
    .input(z.object({ id: ZId }))
    .mutation(({ ctx, input }) => service.deleteCustomer(ctx, input)),
});
