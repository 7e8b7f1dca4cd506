import { z } from 'zod';
import { MESSAGES } from '@gst/domain';
import {
  CUSTOMER_EXCEL_COLUMNS,
  customerExcelRow,
  ZCustomerBulkInput,
  ZCustomerRestRecord,
  ZCustomerUpdate,
} from '../../services/customers/customers.schema';
import {
  createOneOrMany,
  deleteById,
  listOrOne,
  parseInput,
  routesOf,
  updateOneOf,
} from '../route-helpers';
import type { RestRoute } from '../types';
import { without } from './billing-mapping';
import {
  EXAMPLE_IDS,
  PAGE_QUERY,
  RECORD_READ_ONLY,
  SYNC_QUERY,
  syncQuery,
  ZIdList,
} from './shared';
import { exportInput, xlsxExport, xlsxFile, ZExportQuery } from './xlsx-file';

type CustomerRecord = { _id?: string; id?: string } & Omit<
  z.input<typeof ZCustomerRestRecord>,
  '_id'
>;

/** A registered business customer in West Bengal, as an integrator sends it. */
const CUSTOMER_EXAMPLE = {
  name: 'Sunrise Housing Society',
  email: 'accounts@sunrisehs.in',
  address: '14 Lake Road, Kolkata',
  phoneNumber: '9830011111',
  gstin: '19AAHFS5678Q1Z1',
  stateCode: 19,
};

const route = routesOf('tenant', 'Customers');

export const customerRoutes: RestRoute[] = [
  route('GET', '/api/customer', {
    summary:
      'List customers (page, pageSize, search; from/to the day created; updatedSince, oldest change first), or one with ?customerId=',
    query: z.object({
      customerId: z.string().optional(),
      ...PAGE_QUERY,
      ...SYNC_QUERY,
    }),
    handler: listOrOne('customerId', {
      one: ['Customer fetched', (caller, id) => caller.tenant.customers.get({ id })],
      list: [
        'Customers fetched',
        (caller, page, query) => caller.tenant.customers.list({ ...page, ...syncQuery(query) }),
      ],
    }),
  }),
  route('GET', '/api/customer/export', {
    summary: 'Every customer matching ?search= as CustomerData_Existing.xlsx (needs export)',
    query: ZExportQuery,
    handler: xlsxExport(
      (caller, query) => caller.tenant.customers.export(exportInput(query)),
      MESSAGES.uploads.noCustomersToDownload,
      (rows) =>
        xlsxFile(rows.map(customerExcelRow), CUSTOMER_EXCEL_COLUMNS, 'CustomerData_Existing.xlsx'),
    ),
  }),
  route('POST', '/api/customer', {
    summary:
      'Create one customer ({customers:[c]}) or import many ({customers:[...]}), all or nothing with a per-row report',
    body: ZCustomerBulkInput,
    examples: { request: { customers: [CUSTOMER_EXAMPLE] } },
    handler: createOneOrMany({
      key: 'customers',
      create: (caller, customer: Record<string, unknown>) =>
        caller.tenant.customers.create(without(customer, RECORD_READ_ONLY)),
      createMany: (caller, customers) =>
        caller.tenant.customers.createMany({ customers, returnRows: true }),
      messages: {
        created: MESSAGES.customers.created,
        uploaded: MESSAGES.uploads.customersUploaded,
      },
    }),
  }),
  route('PATCH', '/api/customer', {
    summary: 'Update a customer ({customers:[c with _id]})',
    body: ZIdList('customers', ZCustomerRestRecord),
    examples: {
      request: {
        customers: [{ ...CUSTOMER_EXAMPLE, _id: EXAMPLE_IDS.customer, phoneNumber: '9830022222' }],
      },
    },
    handler: updateOneOf({
      key: 'customers',
      noun: 'customer',
      update: (caller, { _id, id, ...fields }: CustomerRecord) =>
        caller.tenant.customers.update(
          parseInput(ZCustomerUpdate, { id: _id ?? id, ...without(fields, RECORD_READ_ONLY) }),
        ),
      message: MESSAGES.customers.updated,
    }),
  }),
  route('DELETE', '/api/customer/hard-delete/:id', {
    summary: 'Delete a customer',
    handler: deleteById(
      (caller, id) => caller.tenant.customers.delete({ id }),
      'Customer deleted successfully',
    ),
  }),
];
