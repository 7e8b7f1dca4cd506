// @engines pglite
// Validation only (strict inputs refused before any SQL): one engine (docs/CONVENTIONS.md, Engines).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './helpers';
import { expect400, startStrictInputs, type StrictInputs } from './strict-inputs-fixtures';

/**
 * Issue 19, "What an attacker found" 1 and 3: inputs refuse what they do not understand. Here:
 * role and permissionSets on one's own profile, unknown sort columns and query parameters, each a
 * 400 that names them on tRPC and REST alike. (Bodies: strict-inputs-bodies.test.ts; dates and
 * the schema sweep: strict-inputs-dates.test.ts.)
 */
let h: Harness;
let fx: StrictInputs['fx'];
let ownerId = '';
let invoiceId = '';
let as: StrictInputs['as'];
let asMaster: StrictInputs['asMaster'];

beforeAll(async () => {
  ({ h, fx, ownerId, invoiceId, as, asMaster } = await startStrictInputs());
});
afterAll(async () => h?.close());

describe('PATCH /api/user-self and tenant.profile.update refuse role and permissionSets', () => {
  const sets = [{ page: 'manage-user', permissions: { view: true, edit: true } }];

  it.each([
    ['role', { role: 'superadmin' }, 'Unrecognized key: "role"'],
    ['permissionSets', { permissionSets: sets }, 'Unrecognized key: "permissionSets"'],
    [
      'both',
      { role: 'admin', permissionSets: sets },
      'Unrecognized keys: "role", "permissionSets"',
    ],
  ])('REST: %s is a 400 naming it, and nothing changes', async (_name, extra, message) => {
    const reply = await h.rest('PATCH', `/api/user-self/${ownerId}`, {
      ...as(),
      body: { name: 'Renamed By Attacker', ...extra },
    });
    expect400(reply, message);
    const [row] = await h.sql<{ name: string }>(
      `select name from "${h.a.schemaName}".users where id = '${ownerId}'`,
    );
    expect(row?.name).toBe(h.a.owner.name);
  });

  it('tRPC: role is a 400 naming it', async () => {
    const reply = await h.trpcMutation(
      'tenant.profile.update',
      { name: 'X', role: 'superadmin' },
      as(),
    );
    expect400(reply, 'Unrecognized key: "role"');
  });

  it("the spec's body {name, password, image} still works", async () => {
    const reply = await h.rest('PATCH', `/api/user-self/${ownerId}`, {
      ...as(),
      body: { name: h.a.owner.name, password: '', image: '' },
    });
    expect(reply.status, reply.text).toBe(200);
  });
});

describe('unknown sort columns and query parameters', () => {
  const TENANT_LISTS = [
    '/api/customer',
    '/api/customer/export',
    '/api/product',
    '/api/product/export',
    '/api/item',
    '/api/item/export',
    '/api/invoice',
    '/api/loose-quote',
    '/api/credit-note',
    '/api/debit-note',
    '/api/payment',
    '/api/receivables',
    '/api/user',
  ];

  it.each(TENANT_LISTS)('REST GET %s?sortBy=name is a 400 naming sortBy', async (url) => {
    expect400(
      await h.rest('GET', `${url}?sortBy=name`, as()),
      'Unrecognized query parameter: "sortBy"',
    );
  });

  it('REST GET /api/master/tenant?sortBy=name is a 400 naming sortBy', async () => {
    expect400(
      await h.rest('GET', '/api/master/tenant?sortBy=name', asMaster()),
      'Unrecognized query parameter: "sortBy"',
    );
  });

  it.each(['/api/product', '/api/item', '/api/product/export', '/api/customer/export'])(
    'REST GET %s?sortField=passwordHash is a 400 naming the column',
    async (url) => {
      expect400(
        await h.rest('GET', `${url}?sortField=passwordHash&sortDir=asc`, as()),
        'Cannot sort by "passwordHash"',
      );
    },
  );

  it('REST: an unknown sortDir is a 400 naming it', async () => {
    expect400(
      await h.rest('GET', '/api/product?sortField=productName&sortDir=up', as()),
      'Sort direction "up" must be asc or desc',
    );
    expect400(
      await h.rest('GET', '/api/master/tenant?sortField=name&sortDir=sideways', asMaster()),
      'Sort direction "sideways" must be asc or desc',
    );
  });

  it('REST: the documented parameters still work, and a cache buster `_` is ignored', async () => {
    for (const url of [
      '/api/product?page=1&pageSize=10&search=a&sortField=productName&sortDir=desc',
      '/api/item?status=available&sortField=serialNo&sortDir=asc',
      `/api/customer?customerId=${fx.local.id}`,
      '/api/invoice?page=1&pageSize=5',
      `/api/invoice?invoiceId=${invoiceId}`,
      '/api/loose-quote?page=1&pageSize=5&search=Walk',
      `/api/payment?customerId=${fx.local.id}`,
      '/api/receivables?search=a',
      '/api/user?page=1&_=1700000000000',
    ]) {
      const reply = await h.rest('GET', url, as());
      expect(reply.status, `${url}: ${reply.text}`).toBe(200);
    }
    const tenants = await h.rest(
      'GET',
      '/api/master/tenant?sortField=name&sortDir=asc',
      asMaster(),
    );
    expect(tenants.status, tenants.text).toBe(200);
  });

  const TRPC_LISTS: [string, string][] = [
    ['tenant.customers.list', 'name'],
    ['tenant.products.list', 'productName'],
    ['tenant.items.list', 'serialNo'],
    ['tenant.invoices.list', 'invoiceDate'],
    ['tenant.users.list', 'name'],
  ];

  it.each(TRPC_LISTS)('tRPC %s: an unknown sort field is a 400 naming it', async (path, good) => {
    const bad = await h.trpcQuery(path, { sort: { field: 'passwordHash', dir: 'asc' } }, as());
    expect400(bad, 'Cannot sort by "passwordHash"');
    const ok = await h.trpcQuery(path, { sort: { field: good, dir: 'desc' } }, as());
    expect(ok.status, ok.text).toBe(200);
  });

  it.each([
    ...TRPC_LISTS.map(([path]) => path),
    'tenant.quotes.list',
    'tenant.creditNotes.list',
    'tenant.debitNotes.list',
    'tenant.payments.list',
  ])('tRPC %s: an unknown key (sortBy) is a 400 naming it', async (path) => {
    expect400(
      await h.trpcQuery(path, { page: 1, sortBy: 'name' }, as()),
      'Unrecognized key: "sortBy"',
    );
  });

  it.each(['tenant.quotes.list', 'tenant.creditNotes.list', 'tenant.payments.list'])(
    'tRPC %s (a fixed order) refuses a sort instead of ignoring it',
    async (path) => {
      expect400(
        await h.trpcQuery(path, { sort: { field: 'createdAt', dir: 'asc' } }, as()),
        'Unrecognized key: "sort"',
      );
    },
  );

  it('tRPC master.tenants.list: an unknown sort field is a 400 naming it', async () => {
    expect400(
      await h.trpcQuery(
        'master.tenants.list',
        { sort: { field: 'schemaName', dir: 'asc' } },
        asMaster(),
      ),
      'Cannot sort by "schemaName"',
    );
  });
});
