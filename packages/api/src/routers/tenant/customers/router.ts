import { z } from 'zod';
import { ZId } from '@gst/domain';
import { permitted, router } from '../../../trpc';
import {
  ZCustomerBulkInput,
  ZCustomerExportInput,
  ZCustomerInput,
  ZCustomerListInput,
  ZCustomerUpdate,
} from './customers.schema';
import * as service from './customers.service';

const PAGE = 'manage-customer';

export const customersRouter = router({
  list: permitted(PAGE, 'view')
    .input(ZCustomerListInput)
    .query(({ ctx, input }) => service.listCustomers({ tx: ctx.tx, actor: ctx.actor }, input)),
  get: permitted(PAGE, 'view')
    .input(z.object({ id: ZId }))
    .query(({ ctx, input }) => service.getCustomer({ tx: ctx.tx, actor: ctx.actor }, input.id)),
  create: permitted(PAGE, 'create')
    .input(ZCustomerInput)
    .mutation(({ ctx, input }) => service.createCustomer({ tx: ctx.tx, actor: ctx.actor }, input)),
  /** Excel upload or REST bulk create: all rows or none, with a per-row report (needs import). */
  createMany: permitted(PAGE, 'import')
    .input(ZCustomerBulkInput)
    .mutation(({ ctx, input }) =>
      service.importCustomers({ tx: ctx.tx, actor: ctx.actor }, input.customers, input.returnRows),
    ),
  /** Every customer matching the search, for the Excel download (needs export). */
  export: permitted(PAGE, 'export')
    .input(ZCustomerExportInput)
    .query(({ ctx, input }) => service.exportCustomers({ tx: ctx.tx, actor: ctx.actor }, input)),
  update: permitted(PAGE, 'edit')
    .input(ZCustomerUpdate)
    .mutation(({ ctx, input: { id, ...input } }) =>
      service.updateCustomer({ tx: ctx.tx, actor: ctx.actor }, id, input),
    ),
  delete: permitted(PAGE, 'delete')
    .input(z.object({ id: ZId }))
    .mutation(({ ctx, input }) =>
      service.deleteCustomer({ tx: ctx.tx, actor: ctx.actor }, input.id),
    ),
});
