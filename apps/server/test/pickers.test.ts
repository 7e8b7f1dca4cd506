// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productInput } from './catalogue-fixtures';
import { customerInput, startHarness, trpcData, trpcError, type Harness } from './helpers';

/**
 * tenant.products.pick / tenant.customers.pick: the quote and invoice drawers' lookups. Open to
 * a viewer of the catalogue page or a writer of quotes or invoices; nobody else; own tenant only.
 */
let h: Harness;
const cookies: Record<string, string> = {};
const as = (who: string, tenant = 'alpha') => ({ tenant, cookie: cookies[who] ?? '' });
let alphaProductId: string;

beforeAll(async () => {
  h = await startHarness();
  cookies.alphaOwner = await h.login(h.a);
  cookies.betaOwner = await h.login(h.b);
  alphaProductId = trpcData<{ id: string }>(
    await h.trpcMutation(
      'tenant.products.create',
      productInput('ALPHA-PANEL', { productLabel: 'Alpha Panel 540' }),
      as('alphaOwner'),
    ),
  ).id;
  await h.trpcMutation(
    'tenant.products.create',
    productInput('ALPHA-INV', { productLabel: 'Alpha Inverter', gstPercentage: 18 }),
    as('alphaOwner'),
  );
  await h.trpcMutation('tenant.customers.create', customerInput('Alpha Buyer'), as('alphaOwner'));
  // Beta's rows share words with alpha's, so a leak would match the same searches.
  await h.trpcMutation(
    'tenant.products.create',
    productInput('BETA-PANEL', { productLabel: 'Beta Panel 540' }),
    as('betaOwner', 'beta'),
  );
  await h.trpcMutation(
    'tenant.customers.create',
    customerInput('Beta Buyer'),
    as('betaOwner', 'beta'),
  );

  const users = {
    quotes: [
      { page: 'dashboard', permissions: { view: true } },
      { page: 'manage-quote', permissions: { view: true, create: true, edit: true } },
    ],
    invoiceEditor: [{ page: 'manage-invoice', permissions: { view: true, edit: true } }],
    // Views quotes and edits the customer page: neither grant the pickers accept.
    neither: [
      { page: 'manage-quote', permissions: { view: true, approve: true } },
      { page: 'manage-customer', permissions: { create: true, edit: true } },
      { page: 'manage-product', permissions: { create: true, export: true } },
    ],
  } as const;
  for (const [name, permissions] of Object.entries(users)) {
    const email = `${name.toLowerCase()}@alpha.test`;
    await h.createUser(h.a, { email, password: 'picker-pass-123', permissions: [...permissions] });
    cookies[name] = await h.login('alpha', email, 'picker-pass-123');
  }
});
afterAll(async () => h?.close());

type PickedProduct = { id: string; productLabel: string; gstPercentage: number };
type PickedCustomer = { id: string; name: string; stateCode: number };

describe('a quotes-only user (no catalogue or customer view)', () => {
  it('is refused the full lists but picks products with only the fields a line needs', async () => {
    const list = await h.trpcQuery('tenant.products.list', {}, as('quotes'));
    expect(list.status).toBe(403);

    const reply = await h.trpcQuery('tenant.products.pick', { search: 'panel' }, as('quotes'));
    expect(reply.status, reply.text).toBe(200);
    const rows = trpcData<Record<string, unknown>[]>(reply);
    expect(rows).toEqual([
      {
        id: alphaProductId,
        productLabel: 'Alpha Panel 540',
        productMinPrice: 12500.5,
        productHSNCode: '85414300',
        gstPercentage: 5,
        uomUnit: 'UNITS',
        productCategory: 'Mono PERC',
        // Issue 30: the drawer shows a nil-rated, exempt or non-GST line as carrying no tax.
        taxability: 'taxable',
      },
    ]);
  });

  it('gets every product without a search, by label, and one product by id', async () => {
    const all = trpcData<PickedProduct[]>(
      await h.trpcQuery('tenant.products.pick', {}, as('quotes')),
    );
    expect(all.map((p) => p.productLabel)).toEqual(['Alpha Inverter', 'Alpha Panel 540']);
    const one = trpcData<PickedProduct[]>(
      await h.trpcQuery('tenant.products.pick', { id: alphaProductId }, as('quotes')),
    );
    expect(one.map((p) => p.id)).toEqual([alphaProductId]);
  });

  it('picks customers with the fields a quote fills in', async () => {
    const rows = trpcData<PickedCustomer[]>(
      await h.trpcQuery('tenant.customers.pick', { search: 'buyer' }, as('quotes')),
    );
    expect(rows).toEqual([
      expect.objectContaining({ name: 'Alpha Buyer', stateCode: 19, phoneNumber: '9830012345' }),
    ]);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      // isSez (issue 15): an SEZ bill-to needs a supply type, which the drawer asks for; the PIN,
      // shipping addresses and credit period (issue 29) fill the delivery address and due date;
      // the city (issue 30) fills the delivery address's.
      [
        'address',
        'city',
        'creditPeriodDays',
        'email',
        'gstin',
        'id',
        'isSez',
        'name',
        'phoneNumber',
        'pinCode',
        'shippingAddresses',
        'stateCode',
      ].sort(),
    );
  });
});

describe('who else may pick', () => {
  it('an invoice editor may', async () => {
    for (const path of ['tenant.products.pick', 'tenant.customers.pick']) {
      expect((await h.trpcQuery(path, {}, as('invoiceEditor'))).status).toBe(200);
    }
  });

  it('a user with neither a view on the page nor a quote/invoice write is FORBIDDEN', async () => {
    for (const path of ['tenant.products.pick', 'tenant.customers.pick']) {
      const reply = await h.trpcQuery(path, {}, as('neither'));
      expect(reply.status, path).toBe(403);
      expect(trpcError(reply).data.appCode).toBe('FORBIDDEN');
    }
  });

  it('nobody without a session may', async () => {
    const reply = await h.trpcQuery('tenant.products.pick', {}, { tenant: 'alpha' });
    expect(reply.status).toBe(401);
  });
});

describe('tenant isolation', () => {
  it("another tenant's products and customers never appear", async () => {
    const products = trpcData<PickedProduct[]>(
      await h.trpcQuery('tenant.products.pick', { search: '540' }, as('quotes')),
    );
    expect(products.map((p) => p.productLabel)).toEqual(['Alpha Panel 540']);
    const customers = trpcData<PickedCustomer[]>(
      await h.trpcQuery('tenant.customers.pick', {}, as('alphaOwner')),
    );
    expect(customers.map((c) => c.name)).toEqual(['Alpha Buyer']);
    // Beta's owner, asking beta, sees beta's rows only.
    const betaRows = trpcData<PickedProduct[]>(
      await h.trpcQuery('tenant.products.pick', { search: 'panel' }, as('betaOwner', 'beta')),
    );
    expect(betaRows.map((p) => p.productLabel)).toEqual(['Beta Panel 540']);
  });

  it('an alpha product id asked of beta finds nothing; a beta session cannot ask alpha', async () => {
    const reply = await h.trpcQuery(
      'tenant.products.pick',
      { id: alphaProductId },
      as('betaOwner', 'beta'),
    );
    expect(trpcData<unknown[]>(reply)).toEqual([]);
    const crossed = await h.trpcQuery('tenant.products.pick', {}, as('betaOwner', 'alpha'));
    expect(crossed.status).toBe(401);
  });
});

it('returns at most 20 rows', async () => {
  await h.trpcMutation(
    'tenant.products.createMany',
    { products: Array.from({ length: 25 }, (_, i) => productInput(`BULK-${i}`)) },
    as('alphaOwner'),
  );
  const rows = trpcData<PickedProduct[]>(
    await h.trpcQuery('tenant.products.pick', { search: 'bulk' }, as('quotes')),
  );
  expect(rows).toHaveLength(20);
});
