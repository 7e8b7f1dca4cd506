import { rowsOf, type Tx } from '@gst/db/client';
import { customers, documentCounters, invoices, items, products, settings } from '@gst/db/schema';

/**
 * The billing catalogue of the service tests, and of the HTTP tests too: apps/server/test's
 * billing-fixtures.ts and gst-fixtures.ts run these helpers in a tenant's transaction (the
 * hand-worked figures of both depend on these rows): a module
 * and an inverter at 5 %, a battery at 18 %, a customer in the shop's state (19) and one in
 * another (24), serials for the module and inverter.
 */
export const SOLAR_PRODUCTS = {
  module: {
    productUniqueId: 'MOD-540',
    productName: 'Mono PERC 540',
    productLabel: 'Mono PERC 540 Wp',
    productMinPrice: '13000',
    productHsnCode: '85414300',
    productCategory: 'Mono PERC',
    gstPercentage: '5',
    productCapacity: '540',
  },
  inverter: {
    productUniqueId: 'INV-5K',
    productName: 'On-grid inverter 5 kVA',
    productLabel: 'Inverter 5 kVA 1-phase',
    productMinPrice: '38000',
    productHsnCode: '85044010',
    productCategory: 'Single Phase On Grid Inverter',
    gstPercentage: '5',
    productCapacity: '5000',
  },
  battery: {
    productUniqueId: 'BAT-5',
    productName: 'Li-ion 5 kWh',
    productLabel: 'Li-ion battery 5 kWh',
    productMinPrice: '60000',
    productHsnCode: '85076000',
    productCategory: 'Li-Ion Battery',
    gstPercentage: '18',
    productCapacity: '5000',
  },
} satisfies Record<string, typeof products.$inferInsert>;

export const TWO_STATE_CUSTOMERS = [
  {
    name: 'Sunrise RWA',
    stateCode: 19,
    gstin: '19AABCD1234E1Z5',
    address: '14 Lake Road, Kolkata 700029',
    city: 'Kolkata',
  },
  {
    name: 'Patel Textiles',
    stateCode: 24,
    gstin: '24AAHFS5678Q1ZA',
    address: '7 Ring Road, Surat 395002',
    city: 'Surat',
  },
] satisfies (typeof customers.$inferInsert)[];

/** The solar catalogue, two customers (same state, other state) and serials. */
export async function seedBilling(tx: Tx, serialsPerProduct = 6) {
  await tx.execute("update settings set value = '19' where key = 'stateCode'");
  const [module, inverter, battery] = await tx
    .insert(products)
    .values([SOLAR_PRODUCTS.module, SOLAR_PRODUCTS.inverter, SOLAR_PRODUCTS.battery])
    .returning();
  if (!module || !inverter || !battery) throw new Error('products not seeded');
  const [local, remote] = await tx.insert(customers).values(TWO_STATE_CUSTOMERS).returning();
  if (!local || !remote) throw new Error('customers not seeded');
  const serialRows = await tx
    .insert(items)
    .values([
      ...Array.from({ length: serialsPerProduct }, (_, i) => ({
        productId: module.id,
        serialNo: `M-${1000 + i}`,
      })),
      ...Array.from({ length: serialsPerProduct }, (_, i) => ({
        productId: inverter.id,
        serialNo: `I-${2000 + i}`,
        type: 'Inverter',
      })),
    ])
    .returning();
  const moduleSerials = serialRows.filter((r) => r.productId === module.id).map((r) => r.id);
  const inverterSerials = serialRows.filter((r) => r.productId === inverter.id).map((r) => r.id);
  return { module, inverter, battery, local, remote, moduleSerials, inverterSerials };
}

export type BillingFixture = Awaited<ReturnType<typeof seedBilling>>;

/**
 * seedBilling plus the GST suites' extras (issue 15): products whose master data the law
 * refuses, and customers abroad (state 96), an SEZ unit in the shop's state and an unregistered
 * buyer without an address.
 */
export async function seedGst(tx: Tx) {
  const fx = await seedBilling(tx);
  const product = (uid: string, hsn: string, rate: string) => ({
    productUniqueId: uid,
    productName: `Product ${uid}`,
    productLabel: `Label ${uid}`,
    productHsnCode: hsn,
    gstPercentage: rate,
    productCategory: 'Accessories',
  });
  const [rate17, rate40, hsnLetters, hsnEmpty, hsn4] = await tx
    .insert(products)
    .values([
      product('RATE-17', '85414300', '17'),
      product('RATE-40', '87032310', '40'),
      product('HSN-AB', 'AB', '18'),
      product('HSN-EMPTY', '', '18'),
      product('HSN-4', '8541', '18'),
    ])
    .returning();
  const [exporter, sez, walkIn] = await tx
    .insert(customers)
    .values([
      {
        name: 'Gulf Solar LLC',
        stateCode: 96,
        address: '12 Harbour Street, Dubai, United Arab Emirates',
        city: 'Dubai',
      },
      {
        name: 'Falta SEZ Unit',
        stateCode: 19,
        gstin: '19AABCF1234K1Z2',
        address: 'Plot 4, Falta Special Economic Zone, West Bengal',
        city: 'Falta',
        isSez: true,
      },
      { name: 'Walk-in Buyer', stateCode: 19 },
    ])
    .returning();
  if (!rate17 || !rate40 || !hsnLetters || !hsnEmpty || !hsn4 || !exporter || !sez || !walkIn) {
    throw new Error('not seeded');
  }
  return { ...fx, rate17, rate40, hsnLetters, hsnEmpty, hsn4, exporter, sez, walkIn };
}

export type GstFixture = Awaited<ReturnType<typeof seedGst>>;

/** Two serial-numbered lines and one plain line, to a customer in the shop's own state. */
export function intraStateInvoice(fx: BillingFixture, extra: Record<string, unknown> = {}) {
  return {
    invoiceDate: '2025-11-21',
    billToId: fx.local.id,
    lines: [
      {
        productId: fx.module.id,
        quantity: 2,
        price: '14500',
        serialItemIds: fx.moduleSerials.slice(0, 2),
      },
      {
        productId: fx.inverter.id,
        quantity: 1,
        price: '42000',
        serialItemIds: [fx.inverterSerials[0]!],
      },
      { productId: fx.battery.id, quantity: 1, price: '65000' },
    ],
    ...extra,
  };
}

/** A quote line for `product` (its name as the quote shows it), `qty` units at `price`, `rate` % GST. */
export const quoteLine = (
  product: { id: string; productName: string },
  price: string,
  rate: number,
  qty = 1,
) => ({
  productId: product.id,
  productName: product.productName,
  quantity: qty,
  price,
  gstPercentage: rate,
});

/** One battery at `price`, no serials, to the customer in the shop's own state. */
export function batteryInvoice(fx: BillingFixture, invoiceDate: string, price: string) {
  return { invoiceDate, billToId: fx.local.id, lines: [{ productId: fx.battery.id, price }] };
}

/** Stores one shop setting straight in the table (the key may be new to the settings page). */
export async function setSetting(tx: Tx, key: string, value: string) {
  await tx
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

export async function soldFlags(tx: Tx, ids: string[]) {
  const rows = await tx.select({ id: items.id, sold: items.soldToInvoice }).from(items);
  return ids.map((id) => rows.find((r) => r.id === id)?.sold);
}

export async function invoiceCount(tx: Tx) {
  return (await tx.select({ id: invoices.id }).from(invoices)).length;
}

export async function counters(tx: Tx) {
  return tx.select().from(documentCounters);
}

/** Row counts of every table an invoice writes, to show a refused call wrote nothing. */
export async function tableCounts(tx: Tx) {
  const one = async (sql: string) =>
    String(rowsOf<{ n: string | number }>(await tx.execute(sql))[0]?.n ?? '');
  return {
    invoices: await one('select count(*) as n from invoices'),
    invoiceLines: await one('select count(*) as n from invoice_lines'),
    serials: await one('select count(*) as n from invoice_line_serials'),
    itemsSold: await one('select count(*) as n from items where sold_to_invoice'),
    counters: await one(
      "select coalesce(string_agg(kind || ':' || financial_year || ':' || next_value, ',' order by kind, financial_year), '') as n from document_counters",
    ),
    assets: await one('select count(*) as n from document_assets'),
    audit: await one("select count(*) as n from audit_log where entity = 'invoice'"),
  };
}
