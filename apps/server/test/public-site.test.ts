// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '@gst/db/client';
import { products } from '@gst/db/schema';
import { startHarness, trpcData, type Harness, type TestTenant } from './helpers';

let h: Harness;

type Row = typeof products.$inferInsert;
const row = (uid: string, category: string, capacity: number, extra: Partial<Row> = {}): Row => ({
  productUniqueId: uid,
  productName: `Product ${uid}`,
  productLabel: `Label ${uid}`,
  productMinPrice: '9999.00',
  productHsnCode: '85414300',
  productCategory: category,
  gstPercentage: '5',
  productCapacity: String(capacity),
  productMetaData: { supplierCost: 1234 },
  productWeight: '22.5',
  productWidth: '100.2',
  productLength: '200.8',
  productWarranty: '12',
  productOutputWarranty: '27',
  productLink: `https://example.test/${uid}.pdf`,
  ...extra,
});

async function seed(tenant: TestTenant, rows: Row[]) {
  await withTenant(h.database.db, tenant, (tx) => tx.insert(products).values(rows));
}

beforeAll(async () => {
  h = await startHarness({ DEFAULT_TENANT: 'alpha' });
  await seed(h.a, [
    row('MOD-405', 'Mono PERC', 405),
    row('MOD-540', 'Mono PERC', 540, { productWeight: null }),
    row('LEGACY-300', 'Poly Crystalline', 300, {
      productLabel: '',
      productMetaData: { prodductLabel: 'Legacy 300 W Poly' },
      productWidth: null,
    }),
    row('COMBO-5K', 'Special Combos', 4950),
    row('MOD-BIG', 'Mono PERC', 16001),
    row('MOD-ZERO', 'Mono PERC', 0),
    row('INV-5K', 'Single Phase On Grid Inverter', 5000, { productHsnCode: '85044010' }),
    row('BAT-5K', 'Li-Ion Battery', 5120),
  ]);
  await seed(h.b, [row('BETA-400', 'Mono PERC', 400)]);
});
afterAll(async () => h?.close());

const PUBLIC_FIELDS = [
  'id',
  'productName',
  'productLabel',
  'prodductLabel',
  'productHSNCode',
  'productCategory',
  'productCapacity',
  'productWeight',
  'productWidth',
  'productLength',
  'productWarranty',
  'productOutputWarranty',
  'productLink',
].sort();

describe('suggestions', () => {
  it('lists capacity ≤ 2 × demand, fewest units first, modules and kits only, with the spec figures', async () => {
    const result = trpcData(
      await h.trpcQuery('public.products.suggestions', { demand: 8000 }, { tenant: 'alpha' }),
    );
    expect(result.demand).toBe(8000);
    const labels = result.products.map((p: { figures: { label: string } }) => p.figures.label);
    // Issue 29: what a buyer would choose, fewest units first: the 4,950 W kit × 2, 540 Wp × 15,
    // 405 Wp × 20, 300 W × 27 (the spec's capacity order listed the 300 W modules first).
    expect(labels).toEqual([
      'Label COMBO-5K',
      'Label MOD-540',
      'Label MOD-405',
      'Legacy 300 W Poly',
    ]);
    const [, mod540, mod405, legacy] = result.products;
    expect(mod405.figures).toEqual({
      label: 'Label MOD-405',
      capacityKw: 0.405,
      quantity: 20,
      weightPerUnitKg: 22.5,
      totalWeightKg: 630,
      totalAreaSqFt: 519.77,
      productWarrantyYears: 12,
      outputWarrantyYears: 27,
      link: 'https://example.test/MOD-405.pdf',
    });
    expect(legacy.figures).toMatchObject({ quantity: 27, totalAreaSqFt: null });
    expect(mod540.figures).toMatchObject({
      quantity: 15,
      weightPerUnitKg: null,
      totalWeightKg: null,
    });
  });

  it('exposes only public product fields: no price, GST, unit or metadata', async () => {
    const result = trpcData(await h.trpcQuery('public.products.suggestions', { demand: 8000 }));
    for (const product of result.products) {
      expect(
        Object.keys(product)
          .filter((k) => k !== 'figures')
          .sort(),
      ).toEqual(PUBLIC_FIELDS);
    }
    const text = JSON.stringify(result);
    expect(text).not.toMatch(
      /productMinPrice|9999|gstPercentage|supplierCost|productMetaData|uomUnit/,
    );
  });

  it('defaults to 8000 W and follows the demand at, below and above capacities', async () => {
    const capacities = async (demand: unknown) =>
      trpcData(
        await h.trpcQuery(
          'public.products.suggestions',
          demand === undefined ? undefined : { demand },
        ),
      ).products.map((p: { productCapacity: number }) => p.productCapacity);
    expect(await capacities(undefined)).toEqual([4950, 540, 405, 300]);
    expect(await capacities('abc')).toEqual([4950, 540, 405, 300]);
    // 2 × 202.5 = 405: the 405 Wp module is exactly at the limit. One unit of either: the smaller
    // installed capacity (the spec's price per watt) first.
    expect(await capacities(202.5)).toEqual([300, 405]);
    expect(await capacities(202)).toEqual([300]);
    expect(await capacities(100)).toEqual([]);
    // 9,000 W: 16,001 × 1, 4,950 × 2, 540 × 17, 405 × 23, 300 × 30.
    expect(await capacities(9000)).toEqual([16001, 4950, 540, 405, 300]);
  });

  it('REST /public/suggestions wraps the same data, and each shop sees only its own products', async () => {
    const reply = await h.rest('GET', '/public/suggestions?demand=500', { tenant: 'beta' });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.message).toBe('Suggestions fetched');
    expect(reply.body.demand).toBe(500);
    expect(reply.body.data.map((p: { productLabel: string }) => p.productLabel)).toEqual([
      'Label BETA-400',
    ]);
  });
});

describe('landing catalogue', () => {
  it('lists the inverters and modules with public fields only', async () => {
    const list = trpcData(
      await h.trpcQuery('public.products.catalogue', undefined, { tenant: 'alpha' }),
    );
    const ids = list.map((p: { productName: string }) => p.productName.replace('Product ', ''));
    expect(ids).toEqual(['MOD-ZERO', 'MOD-405', 'MOD-540', 'MOD-BIG', 'LEGACY-300', 'INV-5K']);
    expect(list.find((p: { kind: string }) => p.kind === 'inverter').productHSNCode).toBe(
      '85044010',
    );
    for (const product of list) {
      expect(
        Object.keys(product)
          .filter((k) => k !== 'kind')
          .sort(),
      ).toEqual(PUBLIC_FIELDS);
    }
    const rest = await h.rest('GET', '/public/catalogue', { tenant: 'alpha' });
    expect(rest.body.data).toHaveLength(6);
  });
});

describe('DEFAULT_TENANT', () => {
  it('a bare or www host is the default shop: details, suggestions and quote requests', async () => {
    for (const host of ['localhost', 'www.localhost']) {
      const shop = await h.rest('GET', '/auth/shop-details', { host });
      expect(shop.status, shop.text).toBe(200);
      expect(shop.body.data.shopName).toBe('Alpha Solar');
      const suggestions = await h.rest('GET', '/public/suggestions', { host });
      expect(suggestions.body.data).toHaveLength(4);
    }
    const reply = await h.rest('POST', '/public/quote', {
      body: {
        quoteData: {
          name: 'Bare Host Visitor',
          address: 'Salt Lake, Kolkata',
          userDemand: '3',
          phoneNumber: '9830088888',
          email: 'visitor@example.test',
          isInstallationRequired: false,
        },
      },
    });
    expect(reply.status, reply.text).toBe(201);
    const [row] = await h.sql<{ customer_name: string; source: string }>(
      `select customer_name, source from ${h.a.schemaName}.quotes where phone_number = '9830088888'`,
    );
    expect(row).toEqual({ customer_name: 'Bare Host Visitor', source: 'public' });
  });

  it('a tenant host still wins over the default, and back-office calls never fall back to it', async () => {
    const shop = await h.rest('GET', '/auth/shop-details', { host: 'beta.localhost' });
    expect(shop.body.data.shopName).toBe('Beta Power');
    const verify = await h.rest('GET', '/auth/verify-user');
    expect(verify.status).toBe(400);
    expect(verify.body.code).toBe('TENANT_REQUIRED');
  });
});
