import { z } from 'zod';
import { MESSAGES } from '@gst/domain';
import { AppError } from '../../errors';
import {
  CUSTOMER_EXCEL_COLUMNS,
  customerExcelRow,
  ZCustomerBulkInput,
  ZCustomerRestRecord,
} from '../../services/customers/customers.schema';
import type { RestRoute } from '../types';
import { withUnderscoreId, ZIdList } from './shared';
import { sortFromQuery, xlsxFile, ZExportQuery } from './xlsx-file';

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
    method: 'GET',
    url: '/api/customer/export',
    scope: 'tenant',
    tag: 'Customers',
    summary: 'Every customer matching ?search= as CustomerData_Existing.xlsx (needs export)',
    query: ZExportQuery,
    handler: async ({ caller, query }) => {
      const rows = await caller.tenant.customers.export({
        search: query.search,
        sort: sortFromQuery(query),
      });
      if (rows.length === 0)
        throw new AppError('NOT_FOUND', MESSAGES.uploads.noCustomersToDownload);
      return { file: xlsxFile(rows.map(customerExcelRow), CUSTOMER_EXCEL_COLUMNS, 'CustomerData_Existing.xlsx') };
    },
  },
  {
    method: 'POST',
    url: '/api/customer',
    scope: 'tenant',
    tag: 'Customers',
    summary:
      'Create one customer ({customers:[c]}) or import many ({customers:[...]}), all or nothing with a per-row report',
    body: ZCustomerBulkInput,
    handler: async ({ caller, body }) => {
      const { customers } = (body ?? {}) as { customers?: unknown };
      const list = Array.isArray(customers) ? (customers as Record<string, unknown>[]) : [];
      const [only, ...rest] = list;
      if (only && rest.length === 0) {
        const created = await caller.tenant.customers.create(only);
        return {
          status: 201,
          body: { message: MESSAGES.customers.created, data: [withUnderscoreId(created)] },
        };
      }
      const result = await caller.tenant.customers.createMany({
        customers: list,
        returnRows: true,
      });
      return {
        status: 201,
        body: {
          message: MESSAGES.uploads.customersUploaded,
          count: result.count,
          data: result.data.map(withUnderscoreId),
        },
      };
    },
  },
  {
    method: 'PATCH',
    url: '/api/customer',
    scope: 'tenant',
    tag: 'Customers',
    summary: 'Update a customer ({customers:[c with _id]})',
    body: ZIdList('customers', ZCustomerRestRecord),
    handler: async ({ caller, body }) => {
      const list = (
        body as {
          customers?: ({ _id?: string; id?: string } & Omit<
            z.input<typeof ZCustomerRestRecord>,
            '_id'
          >)[];
        } | null
      )?.customers;
      const first = list?.[0];
      if (!first || list.length !== 1)
        throw new AppError('BAD_REQUEST', 'Send exactly one customer to update');
      const { _id, id, ...fields } = first;
      const updated = await caller.tenant.customers.update({
        id: (_id ?? id) as string,
        ...fields,
      });
      return {
        body: { message: MESSAGES.customers.updated, data: [withUnderscoreId(updated)] },
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
