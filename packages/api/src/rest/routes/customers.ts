import { z } from 'zod';
import { AppError } from '../../errors';
import {
  ZCustomerBulkInput,
  ZCustomerInput,
} from '../../routers/tenant/customers/customers.schema';
import type { RestRoute } from '../types';
import { withUnderscoreId, ZIdList } from './shared';

export const customerRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/customer',
    scope: 'tenant',
    tag: 'Customers',
    summary: 'List customers (page, pageSize, search), or one with ?customerId=',
    query: z.object({
      customerId: z.string().optional(),
      page: z.string().optional(),
      pageSize: z.string().optional(),
      search: z.string().optional(),
    }),
    handler: async ({ caller, query }) => {
      if (query.customerId) {
        const customer = await caller.tenant.customers.get({ id: query.customerId });
        return { body: { message: 'Customer fetched', data: withUnderscoreId(customer) } };
      }
      const list = await caller.tenant.customers.list({
        page: query.page ?? 1,
        pageSize: query.pageSize ?? 1000,
        search: query.search,
      });
      return {
        body: { message: 'Customers fetched', ...list, data: list.data.map(withUnderscoreId) },
      };
    },
  },
  {
    method: 'POST',
    url: '/api/customer',
    scope: 'tenant',
    tag: 'Customers',
    summary:
      'Create one customer ({customers:[c]}) or import many ({customers:[...]}), all or nothing',
    body: ZCustomerBulkInput,
    handler: async ({ caller, body }) => {
      const { customers } = (body ?? {}) as { customers?: z.input<typeof ZCustomerInput>[] };
      const [only, ...rest] = customers ?? [];
      if (only && rest.length === 0) {
        const created = await caller.tenant.customers.create(only);
        return {
          status: 201,
          body: { message: 'Customer created successfully!', data: [withUnderscoreId(created)] },
        };
      }
      const rows = await caller.tenant.customers.createMany({ customers: customers ?? [] });
      return {
        status: 201,
        body: { message: 'Customers uploaded successfully', data: rows.map(withUnderscoreId) },
      };
    },
  },
  {
    method: 'PATCH',
    url: '/api/customer',
    scope: 'tenant',
    tag: 'Customers',
    summary: 'Update a customer ({customers:[c with _id]})',
    body: ZIdList('customers', ZCustomerInput.extend({ _id: z.string() })),
    handler: async ({ caller, body }) => {
      const list = (
        body as { customers?: ({ _id?: string; id?: string } & z.input<typeof ZCustomerInput>)[] }
      ).customers;
      const first = list?.[0];
      if (!first || list.length !== 1)
        throw new AppError('BAD_REQUEST', 'Send exactly one customer to update');
      const { _id, id, ...fields } = first;
      const updated = await caller.tenant.customers.update({
        id: (_id ?? id) as string,
        ...fields,
      });
      return {
        body: { message: 'Customer updated successfully!', data: [withUnderscoreId(updated)] },
      };
    },
  },
  {
    method: 'DELETE',
    url: '/api/customer/hard-delete/:id',
    scope: 'tenant',
    tag: 'Customers',
    summary: 'Delete a customer',
    handler: async ({ caller, params }) => {
      await caller.tenant.customers.delete({ id: params.id ?? '' });
      return { body: { message: 'Customer deleted successfully' } };
    },
  },
];
