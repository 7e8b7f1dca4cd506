import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { appRouter } from '@gst/api';
import { seedBilling } from './billing-fixtures';
import { productInput, tableCounts } from './catalogue-fixtures';
import {
  customerInput,
  expectCleanError,
  startHarness,
  trpcData,
  type Harness,
  type Reply,
} from './helpers';

/**
 * Issue 19, "What an attacker found" 1 and 3: inputs refuse what they do not understand. Unknown
 * keys (at any depth), unknown sort columns and query parameters, and dates outside a sane range
 * are a 400 that names them, on tRPC and REST alike; never a silent 200, never a 500.
 */
let h: Harness;
let cookie = '';
let masterCookie = '';
let ownerId = '';
let fx: Awaited<ReturnType<typeof seedBilling>>;
let invoiceId = '';
let quoteId = '';

const as = () => ({ tenant: 'alpha', cookie });
const asMaster = () => ({ cookie: masterCookie });

const invoiceInput = (extra: Record<string, unknown> = {}) => ({
  billToId: fx.local.id,
  lines: [{ productId: fx.battery.id, quantity: 1, price: '100' }],
  ...extra,
});
const quoteInput = (extra: Record<string, unknown> = {}) => ({
  customerName: 'Walk-in buyer',
  lines: [{ productName: 'Panel', quantity: 1, price: '100' }],
  ...extra,
});

beforeAll(async () => {
  h = await startHarness();
  fx = await seedBilling(h, h.a, 3);
  cookie = await h.login(h.a);
  masterCookie = await h.masterLogin();
  const [owner] = await h.sql<{ id: string }>(
    `select id from "${h.a.schemaName}".users where email = '${h.a.owner.email}'`,
  );
  ownerId = owner?.id ?? '';
  invoiceId = trpcData(await h.trpcMutation('tenant.invoices.create', invoiceInput(), as())).id;
  quoteId = trpcData(await h.trpcMutation('tenant.quotes.create', quoteInput(), as())).id;
});
afterAll(async () => h?.close());

/** The message of a refused call, tRPC or REST. */
function messageOf(reply: Reply): string {
  return String(reply.body?.error?.message ?? reply.body?.error ?? '');
}

function expect400(reply: Reply, ...named: (string | RegExp)[]) {
  expectCleanError(reply, 400);
  const message = messageOf(reply);
  for (const n of named) {
    if (typeof n === 'string') expect(message, reply.text).toContain(n);
    else expect(message, reply.text).toMatch(n);
  }
}

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

describe('unknown keys on create and update are a 400 naming them; nothing is written', () => {
  const cases: [string, () => unknown, string][] = [
    ['tenant.customers.create', () => customerInput('Strict C', { bogus: 1 }), '"bogus"'],
    [
      'tenant.customers.update',
      () => ({ ...customerInput('Strict C'), id: fx.local.id, createdAt: '2020-01-01' }),
      '"createdAt"',
    ],
    [
      'tenant.products.create',
      () => productInput('STRICT-1', { productMetaData: {} }),
      '"productMetaData"',
    ],
    [
      'tenant.products.update',
      () => ({ ...productInput('STRICT-2'), id: fx.module.id, isDeleted: true }),
      '"isDeleted"',
    ],
    [
      'tenant.items.create',
      () => ({ productId: fx.module.id, serialNo: 'STRICT-S', soldToInvoice: invoiceId }),
      '"soldToInvoice"',
    ],
    [
      'tenant.items.update',
      () => ({ id: fx.moduleSerials[0], productId: fx.module.id, serialNo: 'M-1000', sold: true }),
      '"sold"',
    ],
    [
      'tenant.invoices.create',
      () => invoiceInput({ invoiceNumber: 'INV-HACK' }),
      '"invoiceNumber"',
    ],
    [
      'tenant.invoices.create',
      () =>
        invoiceInput({ lines: [{ productId: fx.battery.id, quantity: 1, price: '100', gst: 0 }] }),
      'lines.0: Unrecognized key: "gst"',
    ],
    [
      'tenant.invoices.update',
      () => invoiceInput({ id: invoiceId, totalAmount: '1' }),
      '"totalAmount"',
    ],
    ['tenant.quotes.create', () => quoteInput({ quoteNumber: 'Q-HACK' }), '"quoteNumber"'],
    ['tenant.quotes.update', () => quoteInput({ id: quoteId, tenantId: 'beta' }), '"tenantId"'],
    [
      'tenant.payments.create',
      () => ({ customerId: fx.local.id, amount: '10', mode: 'cash', receiptNumber: 'R-1' }),
      '"receiptNumber"',
    ],
    [
      'tenant.users.create',
      () => ({ name: 'S', email: 's@alpha.test', password: 'strict-pass-1', isOwner: true }),
      '"isOwner"',
    ],
    [
      'tenant.users.update',
      () => ({ id: ownerId, name: 'S', email: h.a.owner.email, passwordHash: 'x' }),
      '"passwordHash"',
    ],
    ['tenant.settings.update', () => ({ shopName: 'X', bogusSetting: 1 }), '"bogusSetting"'],
    ['tenant.apiKeys.create', () => ({ name: 'k', expiresAt: '2099-01-01' }), '"expiresAt"'],
    ['tenant.dashboard.get', () => ({ startDate: '2024-01-01', tenant: 'beta' }), '"tenant"'],
  ];

  it.each(cases)('tRPC %s refuses %#', async (path, input, named) => {
    const before = await tableCounts(h, h.a);
    const reply = path.endsWith('.get')
      ? await h.trpcQuery(path, input(), as())
      : await h.trpcMutation(path, input(), as());
    expect400(reply, 'Unrecognized key', named);
    expect(await tableCounts(h, h.a)).toEqual(before);
  });

  it('master: tenant update with an unknown key is a 400 naming it', async () => {
    expect400(
      await h.trpcMutation('master.tenants.update', { id: h.a.id, schemaName: 'beta' }, asMaster()),
      'Unrecognized key: "schemaName"',
    );
  });

  it('REST bodies: unknown keys in a record are a 400 naming them', async () => {
    expect400(
      await h.rest('POST', '/api/customer', {
        ...as(),
        body: { customers: [customerInput('Strict REST', { bogus: 1 })] },
      }),
      'Unrecognized key: "bogus"',
    );
    expect400(
      await h.rest('PATCH', '/api/product', {
        ...as(),
        body: { products: [{ ...productInput('STRICT-3'), _id: fx.module.id, hacked: 1 }] },
      }),
      'Unrecognized key: "hacked"',
    );
    expect400(
      await h.rest('POST', '/api/loose-quote', {
        ...as(),
        body: { quotes: [quoteInput({ approvedBy: 'owner' })] },
      }),
      'Unrecognized key: "approvedBy"',
    );
    expect400(
      await h.rest('POST', '/api/invoice', {
        ...as(),
        body: { invoices: [{ ...invoiceInput(), grandTotal: '1.00' }] },
      }),
      'Unrecognized key: "grandTotal"',
    );
    expect400(
      await h.rest('POST', '/api/invoice', {
        ...as(),
        body: {
          invoices: [
            { billTo: fx.local.id, products: [{ product: fx.battery.id, price: '100', gst: 0 }] },
          ],
        },
      }),
      'products.0: Unrecognized key: "gst"',
    );
    expect400(
      await h.rest('POST', '/api/user', {
        ...as(),
        body: { name: 'S', email: 's2@alpha.test', password: 'strict-pass-1', isOwner: true },
      }),
      'Unrecognized key: "isOwner"',
    );
  });

  it("REST: a spec record's server-assigned fields (number, totals, timestamps) are left out", async () => {
    const quote = await h.rest('PATCH', '/api/loose-quote', {
      ...as(),
      body: {
        quotes: [
          quoteInput({
            _id: quoteId,
            quoteNumber: 'Q-IGNORED',
            year: 1999,
            createdAt: '2020-01-01T00:00:00Z',
            updatedAt: '2020-01-01T00:00:00Z',
          }),
        ],
      },
    });
    expect(quote.status, quote.text).toBe(200);
    expect(quote.body.data.quoteNumber).not.toBe('Q-IGNORED');
    const invoice = await h.rest('PATCH', '/api/invoice', {
      ...as(),
      body: {
        invoices: [
          {
            _id: invoiceId,
            invoiceNumber: 'INV-IGNORED',
            totalAmount: '1.00',
            createdAt: '2020-01-01T00:00:00Z',
            billTo: fx.local.id,
            products: [{ product: fx.battery.id, quantity: 1, price: '100' }],
          },
        ],
      },
    });
    expect(invoice.status, invoice.text).toBe(200);
    expect(invoice.body.data.invoiceNumber).not.toBe('INV-IGNORED');
    const product = await h.rest('PATCH', '/api/product', {
      ...as(),
      body: { products: [{ ...productInput('MOD-540'), _id: fx.module.id, productMetaData: {} }] },
    });
    expect(product.status, product.text).toBe(200);
  });

  it('REST: records that carry their _id (the spec clients send them back) still update', async () => {
    const reply = await h.rest('PATCH', '/api/customer', {
      ...as(),
      body: { customers: [{ ...customerInput('Local Renamed'), _id: fx.local.id }] },
    });
    expect(reply.status, reply.text).toBe(200);
  });
});

describe('dates out of range are a 400, never a 500 or a stored 0001-01-01', () => {
  const EXTREME = ['0001-01-01', '9999-12-31', '2024-02-30', '1969-12-31', '+275760-09-13', ''];

  it.each(EXTREME)('invoice create with invoiceDate %j: 400 on tRPC and REST', async (date) => {
    const input = invoiceInput({ invoiceDate: date });
    expect400(await h.trpcMutation('tenant.invoices.create', input, as()), /date/i);
    expect400(
      await h.rest('POST', '/api/invoice', { ...as(), body: { invoices: [input] } }),
      /date/i,
    );
  });

  it.each(EXTREME)('invoice dueDate and dateOfSupply %j: 400 on tRPC and REST', async (date) => {
    for (const field of ['dueDate', 'dateOfSupply']) {
      const input = invoiceInput({ [field]: date });
      expect400(await h.trpcMutation('tenant.invoices.create', input, as()), field);
      expect400(
        await h.rest('POST', '/api/invoice', { ...as(), body: { invoices: [input] } }),
        field,
      );
    }
    const stored = await h.sql<{ n: number }>(
      `select count(*)::int as n from "${h.a.schemaName}".invoices
       where due_date < '2017-07-01' or due_date > '2099-12-31'`,
    );
    expect(stored[0]?.n).toBe(0);
  });

  it('0001-01-01 in every other dated input is a 400 naming the field', async () => {
    const checks: [Reply, string][] = [
      [
        await h.trpcMutation('tenant.quotes.create', quoteInput({ quoteDate: '0001-01-01' }), as()),
        'quoteDate',
      ],
      [
        await h.trpcMutation(
          'tenant.quotes.create',
          quoteInput({ expiryDate: '9999-12-31' }),
          as(),
        ),
        'expiryDate',
      ],
      [
        await h.trpcMutation(
          'tenant.payments.create',
          { customerId: fx.local.id, amount: '10', mode: 'cash', paymentDate: '0001-01-01' },
          as(),
        ),
        'paymentDate',
      ],
      [
        await h.rest('POST', '/api/payment', {
          ...as(),
          body: {
            payments: [{ customerId: fx.local.id, amount: '10', mode: 'cash', date: '0001-01-01' }],
          },
        }),
        'paymentDate',
      ],
      [await h.trpcQuery('tenant.dashboard.get', { startDate: '0001-01-01' }, as()), 'startDate'],
      [
        await h.rest('POST', '/api/dashboard', { ...as(), body: { endDate: '9999-12-31' } }),
        'endDate',
      ],
      [await h.trpcQuery('tenant.invoices.list', { startDate: '0001-01-01' }, as()), 'startDate'],
      [
        await h.rest('POST', '/api/v2/invoice/file', {
          ...as(),
          body: { fromDateInput: '0001-01-01', toDateInput: '2024-01-01' },
        }),
        'fromDate',
      ],
      [await h.rest('GET', '/api/receivables?asOf=0001-01-01', as()), 'asOf'],
      [await h.trpcMutation('tenant.settings.update', { lutDate: '0001-01-01' }, as()), 'lutDate'],
      [
        await h.rest(
          'GET',
          `/api/customer-statement/${fx.local.id}?from=0001-01-01&to=2024-01-01`,
          as(),
        ),
        'from',
      ],
      [await h.rest('GET', '/api/einvoice?from=0001-01-01&to=0001-01-02', as()), 'from'],
    ];
    for (const [reply, field] of checks) expect400(reply, field, /date|YYYY/i);
  });
});

/** Every ZodObject reachable from a schema, with its path. */
function objectsIn(
  schema: unknown,
  path: string,
  seen = new Set<unknown>(),
): [string, z.ZodObject][] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def) return [];
  const found: [string, z.ZodObject][] = [];
  const walk = (child: unknown, at: string) => found.push(...objectsIn(child, at, seen));
  switch (def.type) {
    case 'object': {
      found.push([path, schema as z.ZodObject]);
      for (const [key, child] of Object.entries((schema as z.ZodObject).shape))
        walk(child, `${path}.${key}`);
      break;
    }
    case 'array':
      walk(def.element, `${path}[]`);
      break;
    case 'union':
      (def.options as unknown[]).forEach((o, i) => walk(o, `${path}|${i}`));
      break;
    case 'intersection':
      walk(def.left, path);
      walk(def.right, path);
      break;
    case 'pipe':
      walk(def.in, path);
      walk(def.out, path);
      break;
    default:
      if (def.innerType) walk(def.innerType, path);
  }
  return found;
}

describe('every procedure input is strict', () => {
  it('no object in any tRPC input lets an unknown key through', () => {
    type AnyProcedure = { _def: { inputs: unknown[] } };
    const procedures = (
      appRouter as unknown as { _def: { procedures: Record<string, AnyProcedure> } }
    )._def.procedures;
    const loose: string[] = [];
    for (const [name, procedure] of Object.entries(procedures)) {
      for (const input of procedure._def.inputs) {
        for (const [path, object] of objectsIn(input, name)) {
          const catchall = (object._zod.def as { catchall?: { _zod: { def: { type: string } } } })
            .catchall;
          if (catchall?._zod.def.type !== 'never') loose.push(path);
        }
      }
    }
    expect(loose).toEqual([]);
  });
});
