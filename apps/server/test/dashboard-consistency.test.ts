import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedDashboard, type Filters } from './dashboard-expected';
import {
  createInvoice,
  dashboards,
  expectAsMeant,
  filterCases,
  readBack,
  seedCatalogue,
  updateInvoice,
  type As,
  type Catalogue,
  type InvoiceSpec,
  type ProductKey,
  type Via,
} from './dashboard-consistency-fixtures';
import { paise } from './dashboard-fixtures';
import { startHarness, trpcData, type Harness } from './helpers';

/**
 * The dashboard reads rollups and copied columns that triggers keep (migrations 0002, 0003). This
 * suite changes invoices only through the API (create, edit, delete, through tRPC and REST) and,
 * after every step, compares the whole dashboard, over several filter combinations and through
 * both transports, with sums computed here from the invoices as the invoice API returns them.
 */

let h: Harness;
let asA: As;
let asB: As;
let cat: Catalogue;
let catB: Catalogue;
/** Tenant A's invoices as the test means them to be, by id. */
const meant = new Map<string, InvoiceSpec>();
const ids: Record<string, string> = {};
let bBefore: unknown[];

const line = (product: ProductKey, quantity: number, price: string) => ({
  product,
  quantity,
  price,
});

// Supplier state 19: `remote` (state 24) is inter-state (IGST), the others CGST + SGST.
const INITIAL: [string, InvoiceSpec, Via][] = [
  [
    'I1',
    {
      date: '2025-01-14',
      customer: 'local',
      lines: [line('module', 10, '13500.00'), line('battery', 1, '65000.00')],
    },
    'trpc',
  ],
  [
    'I2',
    {
      date: '2025-02-27',
      customer: 'remote',
      lines: [line('inverter', 2, '39000.00'), line('module2', 4, '14000.00')],
    },
    'trpc',
  ],
  [
    'I3',
    {
      date: '2025-03-31',
      customer: 'zenith',
      lines: [line('hybrid', 1, '52000.00'), line('battery', 2, '61000.00')],
    },
    'rest',
  ],
  [
    'I4',
    {
      date: '2025-04-01',
      customer: 'remote',
      // A free unit: a line that counts in quantities but adds nothing to any amount.
      lines: [
        line('module', 20, '13200.00'),
        line('inverter', 1, '38500.00'),
        line('module2', 1, '0.00'),
      ],
    },
    'trpc',
  ],
  [
    'I5',
    {
      date: '2025-05-16',
      customer: 'local',
      lines: [line('module2', 6, '13800.00'), line('hybrid', 1, '49999.99')],
    },
    'rest',
  ],
  [
    'I6',
    {
      date: '2025-07-09',
      customer: 'zenith',
      // The same product on two lines at two prices.
      lines: [
        line('battery', 1, '62000.00'),
        line('module', 8, '13350.50'),
        line('module', 2, '12999.99'),
      ],
    },
    'trpc',
  ],
  // Same day as I6: Recent Invoices orders them by creation.
  [
    'I7',
    { date: '2025-07-09', customer: 'local', lines: [line('inverter', 3, '40000.00')] },
    'rest',
  ],
];

// Tenant B sells on the days A's invoices are created on, moved to and deleted from.
const B_INVOICES: InvoiceSpec[] = [
  { date: '2025-03-31', customer: 'local', lines: [line('module', 3, '13000.00')] },
  {
    date: '2025-05-16',
    customer: 'remote',
    lines: [line('battery', 1, '60000.00'), line('module2', 2, '13600.00')],
  },
  { date: '2025-08-05', customer: 'zenith', lines: [line('hybrid', 1, '50000.00')] },
];

const bFilters = (): Filters[] => [
  {},
  { productCategories: ['Mono PERC'] },
  { customers: [catB.customers.remote], startDate: '2025-05-01' },
];

beforeAll(async () => {
  h = await startHarness();
  asA = { tenant: 'alpha', cookie: await h.login(h.a) };
  asB = { tenant: 'beta', cookie: await h.login(h.b) };
  cat = await seedCatalogue(h, h.a, asA);
  catB = await seedCatalogue(h, h.b, asB);
  for (const spec of B_INVOICES) await createInvoice(h, asB, catB, spec, 'trpc');
  bBefore = await Promise.all(bFilters().map(async (f) => (await dashboards(h, asB, f)).viaTrpc));
});
afterAll(async () => h?.close());

/** Tenant A's dashboard equals the independent sums for every filter case, via tRPC and REST. */
async function expectConsistent(step: string) {
  const ds = await readBack(h, asA);
  const matched: Record<string, number> = {};
  expect(ds.invoices.map((i) => i.id).sort(), step).toEqual([...meant.keys()].sort());
  for (const [id, spec] of meant) expectAsMeant(ds, cat, id, spec);
  for (const [name, filters] of filterCases(cat)) {
    const expected = expectedDashboard(ds, filters);
    const { viaTrpc, viaRest } = await dashboards(h, asA, filters);
    expect(viaTrpc, `${step}, ${name}, tRPC`).toEqual(expected);
    expect(viaRest, `${step}, ${name}, REST`).toEqual(expected);
    matched[name] = expected.totalInvoices;
  }
  await expectTenantBUnchanged(step);
  return Object.assign(ds, { matched });
}

/** B's dashboard is what it was before A did anything, and equals B's own independent sums. */
async function expectTenantBUnchanged(step: string) {
  const ds = await readBack(h, asB);
  expect(ds.invoices).toHaveLength(B_INVOICES.length);
  const filters = bFilters();
  for (const [i, f] of filters.entries()) {
    const { viaTrpc, viaRest } = await dashboards(h, asB, f);
    expect(viaTrpc, `${step}: tenant B, filter ${i}`).toEqual(bBefore[i]);
    expect(viaRest, `${step}: tenant B, filter ${i}, REST`).toEqual(bBefore[i]);
    expect(viaTrpc, `${step}: tenant B, filter ${i}, sums`).toEqual(expectedDashboard(ds, f));
  }
}

async function create(key: string, spec: InvoiceSpec, via: Via) {
  ids[key] = await createInvoice(h, asA, cat, spec, via);
  meant.set(ids[key], spec);
}

const id = (key: string) => ids[key] ?? '';

describe('the dashboard follows invoices changed through the API', () => {
  it('shows each invoice as soon as it is created (tRPC and REST)', async () => {
    let matched: Record<string, number> = {};
    for (const [key, spec, via] of INITIAL) {
      await create(key, spec, via);
      const ds = await expectConsistent(`after creating ${key}`);
      expect(ds.invoices).toHaveLength(meant.size);
      matched = ds.matched;
    }
    // Every filter case selects something, so none of the comparisons is vacuous.
    for (const [name, n] of Object.entries(matched)) expect(n, name).toBeGreaterThan(0);
    const all = (await dashboards(h, asA, {})).viaTrpc as {
      totalInvoices: number;
      salesOverTime: unknown[];
    };
    expect(all.totalInvoices).toBe(7);
    expect(all.salesOverTime).toHaveLength(7); // Jan–Jul 2025, June empty
  });

  it('follows an edit of lines, products, month and customer (intra- to inter-state)', async () => {
    const before = (await readBack(h, asA)).details.get(id('I5'));
    expect(before?.isInterState).toBe(false);
    const edited: InvoiceSpec = {
      date: '2025-08-05',
      customer: 'remote',
      lines: [
        line('module2', 9, '13800.00'),
        line('battery', 3, '60500.00'),
        line('inverter', 2, '38999.00'),
      ],
    };
    await updateInvoice(h, asA, cat, id('I5'), edited, 'trpc');
    meant.set(id('I5'), edited);
    const ds = await expectConsistent('after editing I5');
    const after = ds.details.get(id('I5'));
    expect(after?.isInterState).toBe(true);
    expect(paise(after?.cgstAmount ?? '0')).toBe(0);
    expect(paise(after?.igstAmount ?? '0')).toBeGreaterThan(0);
    expect(after?.invoiceNumber).toBe(before?.invoiceNumber);
  });

  it('follows an edit through REST that changes quantities on the same day', async () => {
    const spec: InvoiceSpec = {
      date: '2025-01-14',
      customer: 'local',
      lines: [line('module', 12, '13500.00'), line('battery', 2, '65000.00')],
    };
    await updateInvoice(h, asA, cat, id('I1'), spec, 'rest');
    meant.set(id('I1'), spec);
    await expectConsistent('after editing I1 through REST');
  });

  // Issue 15: an invoice is cancelled, never deleted; any invoice can be (not only the newest of
  // its year), it keeps its number and leaves every figure.
  it('follows the cancel of an invoice that is not the newest of its year; a second cancel is 409', async () => {
    const reply = await h.trpcMutation('tenant.invoices.delete', { id: id('I2') }, asA);
    expect(reply.status, reply.text).toBe(200);
    meant.delete(id('I2'));
    await expectConsistent('after cancelling I2');
    const again = await h.trpcMutation('tenant.invoices.delete', { id: id('I2') }, asA);
    expect(again.status, again.text).toBe(409);
    await expectConsistent('after the refused second cancel of I2');
  });

  it('follows the cancel of the newest invoice of FY 2024-25 (REST), then a new one there', async () => {
    const cancelled = (await readBack(h, asA)).details.get(id('I3'));
    const reply = await h.rest('DELETE', `/api/invoice/hard-delete/${id('I3')}`, asA);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.message).toBe('Invoice cancelled');
    meant.delete(id('I3'));
    await expectConsistent('after cancelling I3');

    await create(
      'I8',
      {
        date: '2025-03-15',
        customer: 'zenith',
        lines: [line('hybrid', 2, '51000.00'), line('module', 5, '13400.00')],
      },
      'trpc',
    );
    const ds = await expectConsistent('after creating I8');
    // The cancelled invoice keeps its number: the new one takes the next.
    expect(ds.details.get(id('I8'))?.financialYear).toBe(cancelled?.financialYear);
    expect(ds.details.get(id('I8'))?.sequence).toBe((cancelled?.sequence ?? 0) + 1);
  });

  it('follows the cancel of the newest invoice of FY 2025-26 (tRPC), then a new one on its day', async () => {
    trpcData(await h.trpcMutation('tenant.invoices.delete', { id: id('I7') }, asA));
    meant.delete(id('I7'));
    await expectConsistent('after cancelling I7');

    await create(
      'I9',
      {
        date: '2025-07-09',
        customer: 'remote',
        lines: [line('battery', 2, '63000.00'), line('module2', 3, '13900.00')],
      },
      'rest',
    );
    const ds = await expectConsistent('after creating I9');
    expect(ds.invoices).toHaveLength(6); // 7 − I2 − I3 + I8 − I7 + I9
    for (const [name, n] of Object.entries(ds.matched)) expect(n, name).toBeGreaterThan(0);
  });

  it('follows a product moved to another category (categories are read live)', async () => {
    const product = trpcData<Record<string, unknown>>(
      await h.trpcQuery('tenant.products.get', { id: cat.products.module2 }, asA),
    );
    // The record read back, less its server-assigned fields (update refuses unknown keys).
    const { productMetaData: _meta, createdAt: _created, updatedAt: _updated, ...fields } = product;
    void [_meta, _created, _updated];
    trpcData(
      await h.trpcMutation(
        'tenant.products.update',
        { ...fields, productCategory: 'Bifacial' },
        asA,
      ),
    );
    const ds = await expectConsistent('after moving MOD-550 to Bifacial');
    expect(ds.products.find((p) => p.id === cat.products.module2)?.category).toBe('Bifacial');
  });

  it("A's product and customer ids used as filters in B still match nothing", async () => {
    const { viaTrpc } = await dashboards(h, asB, {
      products: Object.values(cat.products),
      customers: Object.values(cat.customers),
    });
    expect(viaTrpc).toMatchObject({ totalInvoices: 0, recentInvoices: [], topProducts: [] });
  });
});
