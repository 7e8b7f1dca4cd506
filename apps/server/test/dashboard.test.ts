// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { describe, expect, it } from 'vitest';
import { seedDashboard, type Dataset } from './dashboard-fixtures';
import { expectedDashboard, type Filters } from './dashboard-expected';
import { ownerSuite, trpcData } from './helpers';

const suite = ownerSuite({}, async (h, { cookie }) => {
  const ownerB = await h.login(h.b);
  const a = await seedDashboard(h, h.a, cookie, 48, 7);
  // Tenant B has invoices of its own, which must never count for A (and the other way round).
  const b = await seedDashboard(h, h.b, ownerB, 15, 99);
  return { ownerB, a, b };
});

const asA = () => suite.asOwner();

async function dashboardOf(filters: Filters, options = asA()) {
  return trpcData(await suite.h.trpcQuery('tenant.dashboard.get', filters, options));
}

const product = (ds: Dataset, uniqueId: string) =>
  ds.products.find((p) => p.uniqueId === uniqueId)?.id ?? '';
const customer = (ds: Dataset, name: string) => ds.customers.find((c) => c.name === name)?.id ?? '';

describe('dashboard figures equal independent sums over the inserted invoices', () => {
  const cases: [string, () => Filters][] = [
    ['no filters', () => ({})],
    ['a date range', () => ({ startDate: '2025-06-01', endDate: '2026-01-31' })],
    ['only a start date', () => ({ startDate: '2026-03-15' })],
    ['only an end date', () => ({ endDate: '2025-05-20' })],
    [
      'customers',
      () => ({
        customers: [customer(suite.a, 'Sunrise RWA'), customer(suite.a, 'Zenith Hospital')],
      }),
    ],
    ['one product', () => ({ products: [product(suite.a, 'INV-5K')] })],
    ['a category with two products', () => ({ productCategories: ['Mono PERC'] })],
    [
      'products and categories together (AND across dimensions)',
      () => ({
        products: [product(suite.a, 'MOD-540'), product(suite.a, 'BAT-5')],
        productCategories: ['Mono PERC', 'Single Phase On Grid Inverter'],
      }),
    ],
    [
      'every dimension at once',
      () => ({
        startDate: '2025-04-01',
        endDate: '2026-09-30',
        customers: [customer(suite.a, 'Patel Textiles'), customer(suite.a, 'Sunrise RWA')],
        productCategories: ['Mono PERC', 'Li-Ion Battery'],
      }),
    ],
    [
      'a category within a date range (line path without customers)',
      () => ({ startDate: '2025-06-01', endDate: '2026-01-31', productCategories: ['Mono PERC'] }),
    ],
    [
      'products from a start date on',
      () => ({
        startDate: '2026-03-15',
        products: [product(suite.a, 'MOD-540'), product(suite.a, 'INV-5K')],
      }),
    ],
    ['a range with no invoices', () => ({ startDate: '2020-01-01', endDate: '2020-12-31' })],
  ];

  for (const [name, filters] of cases) {
    it(name, async () => {
      const f = filters();
      const actual = await dashboardOf(f);
      const expected = expectedDashboard(suite.a, f);
      expect(actual).toEqual(expected);
      if (name !== 'a range with no invoices') expect(actual.totalInvoices).toBeGreaterThan(0);
    });
  }

  it('empty lists and empty dates mean no filter, like omitted ones', async () => {
    const all = await dashboardOf({});
    expect(
      await dashboardOf({
        startDate: '',
        endDate: '',
        products: [],
        productCategories: [],
        customers: [],
      } as Filters),
    ).toEqual(all);
    expect(all.totalInvoices).toBe(48);
  });

  it('a line filter that selects every product gives the invoice-level totals', async () => {
    const all = await dashboardOf({});
    const everyProduct = await dashboardOf({ products: suite.a.products.map((p) => p.id) });
    expect(everyProduct.totalInvoices).toBe(all.totalInvoices);
    expect(everyProduct.totalRevenue).toBe(all.totalRevenue);
    expect(everyProduct.totalGST).toBe(all.totalGST);
    expect(everyProduct.salesOverTime).toEqual(all.salesOverTime);
  });

  it('amounts are strings with two decimals; the months run without gaps', async () => {
    const all = await dashboardOf({});
    for (const value of [all.totalRevenue, all.totalGST, all.averageInvoiceValue])
      expect(value).toMatch(/^\d+\.\d{2}$/);
    expect(all.salesOverTime.length).toBeGreaterThanOrEqual(21);
    expect(all.salesOverTime[0].monthLabel).toBe('Feb 2025');
    expect(all.recentInvoices).toHaveLength(10);
  });

  it('REST POST /api/dashboard returns the same object as the procedure', async () => {
    for (const f of [{}, { productCategories: ['Mono PERC'], startDate: '2025-09-01' }]) {
      const reply = await suite.h.rest('POST', '/api/dashboard', { ...asA(), body: f });
      expect(reply.status, reply.text).toBe(200);
      expect(reply.body).toEqual(await dashboardOf(f));
    }
  });

  it('refuses bad filters with a readable message', async () => {
    const reply = await suite.h.trpcQuery(
      'tenant.dashboard.get',
      { startDate: '2026-02-30' },
      asA(),
    );
    expect(reply.status).toBe(400);
    const reversed = await suite.h.rest('POST', '/api/dashboard', {
      ...asA(),
      body: { startDate: '2026-05-01', endDate: '2026-04-01' },
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.error).toMatch(/start date/i);
    const notIds = await suite.h.rest('POST', '/api/dashboard', {
      ...asA(),
      body: { products: ['x'] },
    });
    expect(notIds.status).toBe(400);
  });
});

describe('tenants never see each other’s sales', () => {
  it("B's dashboard holds exactly B's invoices, A's exactly A's", async () => {
    const asB = { tenant: 'beta', cookie: suite.ownerB };
    expect(await dashboardOf({}, asB)).toEqual(expectedDashboard(suite.b, {}));
    expect((await dashboardOf({})).totalInvoices).toBe(suite.a.invoices.length);
  });

  it("A's product and customer ids used as filters in B match nothing", async () => {
    const asB = { tenant: 'beta', cookie: suite.ownerB };
    const viaIds = await dashboardOf(
      {
        products: suite.a.products.map((p) => p.id),
        customers: suite.a.customers.map((c) => c.id),
      },
      asB,
    );
    expect(viaIds.totalInvoices).toBe(0);
    expect(viaIds.recentInvoices).toEqual([]);
  });
});
