import { permittedAny, router } from '../../../trpc';
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
import { permittedOn, ZById } from '../../crud';

const PAGE = 'manage-customer';
const can = permittedOn(PAGE);

export const customersRouter = router({
  /**
   * The quote and invoice drawers' picker: a few fields, 20 at most. Open to whoever may view
   * customers or write quotes or invoices, so billing staff need not see the whole catalogue;
   * and to whoever records receipts (issue 16).
   */
  pick: permittedAny([[PAGE, 'view'], ...BILLING_FORM_GRANTS, ['manage-payment', 'create']])
    .input(ZCustomerPickInput)
    .query(({ ctx, input }) => pickCustomers(ctx, input)),
  list: can.view(ZCustomerListInput, service.listCustomers),
  get: can.view(ZById, service.getCustomer),
  create: can.create(ZCustomerInput, service.createCustomer),
  /** Excel upload or REST bulk create: all rows or none, with a per-row report (needs import). */
  createMany: can.import(ZCustomerBulkInput, service.importCustomers),
  /** Every customer matching the search, for the Excel download (needs export). */
  export: can.export(ZCustomerExportInput, service.exportCustomers),
  update: can.edit(ZCustomerUpdate, service.updateCustomer),
  delete: can.delete(ZById, service.deleteCustomer),
});
