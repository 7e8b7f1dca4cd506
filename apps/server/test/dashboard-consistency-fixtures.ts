import { expect } from 'vitest';
import { seedBilling } from './billing-fixtures';
import { paise, type Dataset, type SeededInvoice } from './dashboard-fixtures';
import type { Filters } from './dashboard-expected';
import {
  customerInput,
  trpcData,
  type Harness,
  type RequestOptions,
  type TestTenant,
} from './helpers';

/**
 * Fixtures for dashboard-consistency.test.ts: a catalogue with three GST rates and four
 * categories, invoices written through tRPC or REST, and the tenant's invoices read back through
 * the invoice API into the Dataset that dashboard-expected.ts sums. Nothing here reads the rollup
 * tables or the lines' copied invoice fields.
 */

export type As = RequestOptions & { tenant: string; cookie: string };
export type Via = 'trpc' | 'rest';

/** What the test means an invoice to be: products by catalogue key, quantities and prices. */
export type InvoiceSpec = {
  date: string;
  customer: CustomerKey;
  lines: { product: ProductKey; quantity: number; price: string }[];
};

export type ProductKey = 'module' | 'module2' | 'inverter' | 'hybrid' | 'battery';
export type CustomerKey = 'local' | 'remote' | 'zenith';
export type Catalogue = {
  products: Record<ProductKey, string>;
  customers: Record<CustomerKey, string>;
};

/**
 * seedBilling's rows (supplier state 19; Mono PERC and an inverter at 5 %, a battery at 18 %; a
 * customer in state 19 and one in 24), plus, through tRPC, a second Mono PERC product, a 12 %
 * hybrid inverter in a category of its own and a third customer in the supplier's state.
 */
export async function seedCatalogue(h: Harness, tenant: TestTenant, as: As): Promise<Catalogue> {
  const fx = await seedBilling(h, tenant);
  const create = async (path: string, input: unknown) =>
    trpcData<{ id: string }>(await h.trpcMutation(path, input, as)).id;
  const product = (uid: string, label: string, category: string, gstPercentage: number) => ({
    productUniqueID: uid,
    productName: label,
    productLabel: label,
    productMinPrice: 10000,
    productHSNCode: '85414300',
    productCategory: category,
    gstPercentage,
  });
  const module2 = await create(
    'tenant.products.create',
    product('MOD-550', 'Mono PERC 550 Wp', 'Mono PERC', 5),
  );
  const hybrid = await create(
    'tenant.products.create',
    product('HYB-3K', 'Hybrid inverter 3 kVA', 'Hybrid Inverter', 12),
  );
  const zenith = await create(
    'tenant.customers.create',
    customerInput('Zenith Hospital', { stateCode: 19, address: '2 Hospital Road, Howrah' }),
  );
  return {
    products: {
      module: fx.module.id,
      module2,
      inverter: fx.inverter.id,
      hybrid,
      battery: fx.battery.id,
    },
    customers: { local: fx.local.id, remote: fx.remote.id, zenith },
  };
}

function body(cat: Catalogue, spec: InvoiceSpec) {
  return {
    invoiceDate: spec.date,
    billToId: cat.customers[spec.customer],
    lines: spec.lines.map((l) => ({
      productId: cat.products[l.product],
      quantity: l.quantity,
      price: l.price,
    })),
  };
}

/** Creates an invoice through tRPC or REST POST /api/invoice; returns its id. */
export async function createInvoice(
  h: Harness,
  as: As,
  cat: Catalogue,
  spec: InvoiceSpec,
  via: Via,
): Promise<string> {
  if (via === 'trpc') {
    return trpcData<{ id: string }>(
      await h.trpcMutation('tenant.invoices.create', body(cat, spec), as),
    ).id;
  }
  const reply = await h.rest('POST', '/api/invoice', {
    ...as,
    body: { invoices: [body(cat, spec)] },
  });
  expect(reply.status, reply.text).toBe(201);
  return reply.body.data._id as string;
}

/** Replaces an invoice's date, customer and lines through tRPC or REST PATCH /api/invoice. */
export async function updateInvoice(
  h: Harness,
  as: As,
  cat: Catalogue,
  id: string,
  spec: InvoiceSpec,
  via: Via,
) {
  if (via === 'trpc') {
    trpcData(await h.trpcMutation('tenant.invoices.update', { id, ...body(cat, spec) }, as));
    return;
  }
  const reply = await h.rest('PATCH', '/api/invoice', {
    ...as,
    body: { invoices: [{ _id: id, ...body(cat, spec) }] },
  });
  expect(reply.status, reply.text).toBe(200);
}

type InvoiceRead = {
  id: string;
  invoiceNumber: string;
  invoiceDate: string;
  billToId: string;
  financialYear: number;
  sequence: number;
  createdAt: string;
  isInterState: boolean;
  totalAmount: string;
  cgstAmount: string;
  sgstAmount: string;
  utgstAmount: string;
  igstAmount: string;
  lines: { productId: string; quantity: string; taxableValue: string; taxAmount: string }[];
};

export type ReadBack = Dataset & { details: Map<string, InvoiceRead> };

/**
 * The tenant's invoices as the invoice API returns them (list, then get for each), with the
 * products' current categories and the customers' names from their own APIs. `order` is the
 * creation order (createdAt, then number), which Recent Invoices uses within a day.
 */
export async function readBack(h: Harness, as: As): Promise<ReadBack> {
  const list = trpcData<{ data: { id: string; status: string }[]; total: number }>(
    await h.trpcQuery('tenant.invoices.list', { pageSize: 1000 }, as),
  );
  expect(list.total).toBe(list.data.length);
  // The list shows cancelled invoices too (with their status); they count in no figure.
  const details = await Promise.all(
    list.data
      .filter((row) => row.status === 'issued')
      .map(async ({ id }) =>
        trpcData<InvoiceRead>(await h.trpcQuery('tenant.invoices.get', { id }, as)),
      ),
  );
  details.sort((x, y) => x.createdAt.localeCompare(y.createdAt) || x.sequence - y.sequence);
  const invoices: SeededInvoice[] = details.map((inv, order) => {
    const lines = inv.lines.map((l) => ({
      productId: l.productId,
      qty: Number(l.quantity),
      taxable: paise(l.taxableValue),
      tax: paise(l.taxAmount),
    }));
    // The invoice's header must agree with its lines, or the sums below would prove nothing.
    const headerTax =
      paise(inv.cgstAmount) +
      paise(inv.sgstAmount) +
      paise(inv.utgstAmount) +
      paise(inv.igstAmount);
    expect(headerTax, inv.invoiceNumber).toBe(lines.reduce((s, l) => s + l.tax, 0));
    expect(paise(inv.totalAmount), inv.invoiceNumber).toBe(
      lines.reduce((s, l) => s + l.taxable + l.tax, 0),
    );
    return {
      id: inv.id,
      invoiceNumber: inv.invoiceNumber,
      date: inv.invoiceDate,
      customerId: inv.billToId,
      total: paise(inv.totalAmount),
      lines,
      order,
    };
  });
  const products = trpcData<{
    data: { id: string; productLabel: string; productUniqueID: string; productCategory: string }[];
  }>(await h.trpcQuery('tenant.products.list', { pageSize: 1000 }, as));
  const customers = trpcData<{ data: { id: string; name: string }[] }>(
    await h.trpcQuery('tenant.customers.list', { pageSize: 1000 }, as),
  );
  return {
    invoices,
    products: products.data.map((p) => ({
      id: p.id,
      label: p.productLabel,
      uniqueId: p.productUniqueID,
      category: p.productCategory,
    })),
    customers: customers.data.map((c) => ({ id: c.id, name: c.name })),
    details: new Map(details.map((d) => [d.id, d])),
  };
}

/** The read-back invoice is the one the test meant: date, customer, products and quantities. */
export function expectAsMeant(ds: ReadBack, cat: Catalogue, id: string, spec: InvoiceSpec) {
  const inv = ds.details.get(id);
  expect(inv, `invoice ${id} not listed`).toBeDefined();
  expect({
    date: inv?.invoiceDate,
    billToId: inv?.billToId,
    lines: inv?.lines.map((l) => [l.productId, Number(l.quantity)]),
  }).toEqual({
    date: spec.date,
    billToId: cat.customers[spec.customer],
    lines: spec.lines.map((l) => [cat.products[l.product], l.quantity]),
  });
}

/** The dashboard for some filters through tRPC and through REST POST /api/dashboard. */
export async function dashboards(h: Harness, as: As, filters: Filters) {
  const viaTrpc = trpcData<unknown>(await h.trpcQuery('tenant.dashboard.get', filters, as));
  const reply = await h.rest('POST', '/api/dashboard', { ...as, body: filters });
  expect(reply.status, reply.text).toBe(200);
  return { viaTrpc, viaRest: reply.body as unknown };
}

/**
 * Filter combinations checked after every step. The line-filtered ones without a customer read
 * the lines' copies of invoice_date and bill_to_id and the product rollup; the others read the
 * day rollup or the invoices themselves (dashboard.sql.ts), so every source is exercised.
 */
export function filterCases(cat: Catalogue): [string, Filters][] {
  const p = cat.products;
  const c = cat.customers;
  return [
    ['no filters', {}],
    [
      'a date range across the financial year end',
      { startDate: '2025-03-01', endDate: '2025-07-31' },
    ],
    ['one category', { productCategories: ['Mono PERC'] }],
    ['two products', { products: [p.inverter, p.battery] }],
    ['one customer', { customers: [c.remote] }],
    [
      'two categories within a date range',
      {
        startDate: '2025-06-01',
        endDate: '2025-12-31',
        productCategories: ['Mono PERC', 'Li-Ion Battery'],
      },
    ],
    ['one customer and two products', { customers: [c.remote], products: [p.module2, p.battery] }],
    [
      'dates, customers and categories combined',
      {
        startDate: '2025-02-01',
        endDate: '2025-09-30',
        customers: [c.local, c.remote],
        productCategories: ['Mono PERC', 'Hybrid Inverter'],
      },
    ],
  ];
}
