import { z } from 'zod';
import { ZId } from '@gst/domain';
import { permitted, router } from '../../../trpc';
import {
  ZCustomerBulkInput,
  ZCustomerInput,
  ZCustomerListInput,
  ZCustomerUpdate,
} from './customers.schema';
import * as service from './customers.service';

const PAGE = 'manage-customer';

export const customersRouter = router({
  list: permitted(PAGE, 'view')
    .input(ZCustomerListInput)
    .query(({ ctx, input }) =>
      service.listCustomers({ tx: ctx.tx, actor: { type: 'user', id: ctx.user.id } }, input),
    ),
  get: permitted(PAGE, 'view')
    .input(z.object({ id: ZId }))
    .query(({ ctx, input }) =>
      service.getCustomer({ tx: ctx.tx, actor: { type: 'user', id: ctx.user.id } }, input.id),
    ),
  create: permitted(PAGE, 'create')
    .input(ZCustomerInput)
    .mutation(({ ctx, input }) =>
      service.createCustomer({ tx: ctx.tx, actor: { type: 'user', id: ctx.user.id } }, input),
    ),
  createMany: permitted(PAGE, 'import')
    .input(ZCustomerBulkInput)
    .mutation(({ ctx, input }) =>
      service.createCustomers(
        { tx: ctx.tx, actor: { type: 'user', id: ctx.user.id } },
        input.customers,
      ),
    ),
  update: permitted(PAGE, 'edit')
    .input(ZCustomerUpdate)
    .mutation(({ ctx, input: { id, ...input } }) =>
      service.updateCustomer({ tx: ctx.tx, actor: { type: 'user', id: ctx.user.id } }, id, input),
    ),
  delete: permitted(PAGE, 'delete')
    .input(z.object({ id: ZId }))
    .mutation(({ ctx, input }) =>
      service.deleteCustomer({ tx: ctx.tx, actor: { type: 'user', id: ctx.user.id } }, input.id),
    ),
});
