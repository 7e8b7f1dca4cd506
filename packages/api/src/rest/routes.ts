import { z } from 'zod';
import { ZCustomerBulkInput, ZCustomerInput } from '../routers/tenant/customers/customers.schema';
import { ZLoginInput } from '../routers/tenant/auth/auth.schema';
import { AppError } from '../errors';
import type { RestRoute } from './types';

/** Records carry `_id` as well as `id`, the field name the spec's clients read. */
function withUnderscoreId<T extends { id: string }>(row: T): T & { _id: string } {
  return { ...row, _id: row.id };
}

const ZIdList = <T extends z.ZodType>(key: string, item: T) => z.object({ [key]: z.array(item).min(1) });

const auth: RestRoute[] = [
  {
    method: 'GET', url: '/auth/verify-user', scope: 'tenant', tag: 'Auth', summary: 'The logged-in user of this tenant',
    handler: async ({ caller }) => ({ body: await caller.tenant.auth.verifyUser() }),
  },
  {
    method: 'GET', url: '/auth/shop-details', scope: 'tenant', tag: 'Auth', summary: 'Shop name, logo and contact details',
    handler: async ({ caller }) => ({ body: { data: await caller.tenant.auth.shopDetails() } }),
  },
  {
    method: 'POST', url: '/auth/login', scope: 'tenant', tag: 'Auth', summary: 'Log in a tenant user (sets the session cookie)',
    body: ZLoginInput,
    handler: async ({ caller, body }) => {
      const result = await caller.tenant.auth.login(body as z.input<typeof ZLoginInput>);
      return { body: { message: 'Logged in successfully', ...result } };
    },
  },
  {
    method: 'POST', url: '/auth/logout', scope: 'tenant', tag: 'Auth', summary: 'End this session',
    handler: async ({ caller }) => {
      await caller.tenant.auth.logout();
      return { body: { message: 'Logged out' } };
    },
  },
  { method: 'PATCH', url: '/api/user-self/:id', scope: 'tenant', tag: 'Users', summary: 'Update one’s own name, password and image' },
];

const customerRoutes: RestRoute[] = [
  {
    method: 'GET', url: '/api/customer', scope: 'tenant', tag: 'Customers',
    summary: 'List customers (page, pageSize, search), or one with ?customerId=',
    query: z.object({ customerId: z.string().optional(), page: z.string().optional(), pageSize: z.string().optional(), search: z.string().optional() }),
    handler: async ({ caller, query }) => {
      if (query.customerId) {
        const customer = await caller.tenant.customers.get({ id: query.customerId });
        return { body: { message: 'Customer fetched', data: withUnderscoreId(customer) } };
      }
      const list = await caller.tenant.customers.list({
        page: query.page ?? 1, pageSize: query.pageSize ?? 1000, search: query.search,
      });
      return { body: { message: 'Customers fetched', ...list, data: list.data.map(withUnderscoreId) } };
    },
  },
  {
    method: 'POST', url: '/api/customer', scope: 'tenant', tag: 'Customers',
    summary: 'Create one customer ({customers:[c]}) or import many ({customers:[...]}), all or nothing',
    body: ZCustomerBulkInput,
    handler: async ({ caller, body }) => {
      const { customers } = (body ?? {}) as { customers?: z.input<typeof ZCustomerInput>[] };
      const [only, ...rest] = customers ?? [];
      if (only && rest.length === 0) {
        const created = await caller.tenant.customers.create(only);
        return { status: 201, body: { message: 'Customer created successfully!', data: [withUnderscoreId(created)] } };
      }
      const rows = await caller.tenant.customers.createMany({ customers: customers ?? [] });
      return { status: 201, body: { message: 'Customers uploaded successfully', data: rows.map(withUnderscoreId) } };
    },
  },
  {
    method: 'PATCH', url: '/api/customer', scope: 'tenant', tag: 'Customers', summary: 'Update a customer ({customers:[c with _id]})',
    body: ZIdList('customers', ZCustomerInput.extend({ _id: z.string() })),
    handler: async ({ caller, body }) => {
      const list = (body as { customers?: ({ _id?: string; id?: string } & z.input<typeof ZCustomerInput>)[] }).customers;
      const first = list?.[0];
      if (!first || list.length !== 1) throw new AppError('BAD_REQUEST', 'Send exactly one customer to update');
      const { _id, id, ...fields } = first;
      const updated = await caller.tenant.customers.update({ id: (_id ?? id) as string, ...fields });
      return { body: { message: 'Customer updated successfully!', data: [withUnderscoreId(updated)] } };
    },
  },
  {
    method: 'DELETE', url: '/api/customer/hard-delete/:id', scope: 'tenant', tag: 'Customers', summary: 'Delete a customer',
    handler: async ({ caller, params }) => {
      await caller.tenant.customers.delete({ id: params.id ?? '' });
      return { body: { message: 'Customer deleted successfully' } };
    },
  },
];

/** Listed now so clients see the whole surface; each answers 501 until its issue lands. */
const planned = (method: RestRoute['method'], url: string, tag: string, summary: string, scope: RestRoute['scope'] = 'tenant'): RestRoute => ({
  method, url, tag, summary, scope,
});

const plannedRoutes: RestRoute[] = [
  planned('POST', '/public/quote', 'Public', 'Request a quote ({quoteData})'),
  planned('GET', '/public/quote/:phoneNumber/:quoteNumber', 'Public', 'Check a quote’s status'),
  planned('GET', '/api/invoice', 'Invoices', 'List invoices, or one with ?invoiceId='),
  planned('POST', '/api/invoice', 'Invoices', 'Create an invoice ({invoices:[invoice]})'),
  planned('PATCH', '/api/invoice', 'Invoices', 'Update an invoice ({invoices:[invoice]})'),
  planned('DELETE', '/api/invoice/hard-delete/:id', 'Invoices', 'Delete an invoice'),
  planned('GET', '/api/invoice-file/:id', 'Invoices', 'Link to the invoice PDF'),
  planned('GET', '/api/gen-warranty-file/:id', 'Invoices', 'Warranty certificates as a ZIP'),
  planned('POST', '/api/v2/invoice/file', 'Invoices', 'Invoices as an Excel file for a date range'),
  planned('GET', '/api/search-item/:productId', 'Items', 'Available serial-numbered items of a product'),
  planned('GET', '/api/loose-quote', 'Quotes', 'List quotes, or one with ?quoteId='),
  planned('POST', '/api/loose-quote', 'Quotes', 'Create a quote ({quotes:[quote]})'),
  planned('PATCH', '/api/loose-quote', 'Quotes', 'Update a quote ({quotes:[quote]})'),
  planned('DELETE', '/api/loose-quote/hard-delete/:id', 'Quotes', 'Delete a quote'),
  planned('GET', '/api/quote-file/:id', 'Quotes', 'Link to the quote PDF'),
  planned('GET', '/api/product', 'Products', 'List products, or one with ?productId='),
  planned('POST', '/api/product', 'Products', 'Create products ({products:[...]})'),
  planned('PATCH', '/api/product', 'Products', 'Update a product ({products:[...]})'),
  planned('DELETE', '/api/product/hard-delete/:id', 'Products', 'Delete a product'),
  planned('GET', '/api/item', 'Items', 'List items, or one with ?itemId='),
  planned('POST', '/api/item', 'Items', 'Create items ({items:[...]})'),
  planned('PATCH', '/api/item', 'Items', 'Update an item ({items:[...]})'),
  planned('DELETE', '/api/item/hard-delete/:id', 'Items', 'Delete an item'),
  planned('POST', '/api/dashboard', 'Dashboard', 'Sales KPIs, charts and recent invoices for the filters'),
  planned('POST', '/api/print-dashboard', 'Dashboard', 'Dashboard HTML ({htmlToPrint}) as a PDF'),
  planned('GET', '/api/settings', 'Settings', 'Shop settings'),
  planned('PATCH', '/api/settings', 'Settings', 'Save shop settings'),
  planned('GET', '/api/user', 'Users', 'List users with permissionsKeys'),
  planned('GET', '/api/user/:id', 'Users', 'One user with permissionsKeys'),
  planned('POST', '/api/user', 'Users', 'Create a user'),
  planned('PATCH', '/api/user/:id', 'Users', 'Update a user'),
  planned('DELETE', '/api/user/hard-delete/:id', 'Users', 'Delete a user'),
  planned('GET', '/api/master/tenant', 'Master', 'List tenants', 'master'),
  planned('POST', '/api/master/tenant', 'Master', 'Create a tenant with its owner user', 'master'),
  planned('GET', '/api/master/tenant/:id', 'Master', 'One tenant', 'master'),
  planned('PATCH', '/api/master/tenant/:id', 'Master', 'Update a tenant, or change its status ({status})', 'master'),
  planned('DELETE', '/api/master/tenant/:id', 'Master', 'Delete an inactive tenant', 'master'),
];

const masterAuth: RestRoute[] = [
  {
    method: 'POST', url: '/master/auth/login', scope: 'master', tag: 'Master', summary: 'Log in a master operator',
    body: ZLoginInput,
    handler: async ({ caller, body }) => {
      const result = await caller.master.auth.login(body as z.input<typeof ZLoginInput>);
      return { body: { message: 'Logged in successfully', ...result } };
    },
  },
  {
    method: 'GET', url: '/master/auth/verify-master', scope: 'master', tag: 'Master', summary: 'OK when an operator is logged in',
    handler: async ({ caller }) => ({ body: await caller.master.auth.verify() }),
  },
  {
    method: 'GET', url: '/master/auth/logout', scope: 'master', tag: 'Master', summary: 'End the operator session',
    handler: async ({ caller }) => {
      await caller.master.auth.logout();
      return { body: { message: 'Logged out' } };
    },
  },
];

export const REST_ROUTES: readonly RestRoute[] = [...auth, ...customerRoutes, ...masterAuth, ...plannedRoutes];
