import { withTenant } from '@gst/db/client';
import { customers, documentCounters, invoices, items, products } from '@gst/db/schema';
import type { Harness, TestTenant } from './helpers';

/** The solar catalogue of the billing tests (the load tests seed the module and battery too). */
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

/**
 * A customer in the shop's own state (19) and one in another (24), each with a GSTIN and the
 * address a tax invoice to a registered recipient must carry (CGST Rule 46(d)).
 */
export const TWO_STATE_CUSTOMERS = [
  {
    name: 'Sunrise RWA',
    stateCode: 19,
    gstin: '19AABCD1234E1Z5',
    address: '14 Lake Road, Kolkata 700029',
  },
  {
    name: 'Patel Textiles',
    stateCode: 24,
    gstin: '24AAHFS5678Q1ZA',
    address: '7 Ring Road, Surat 395002',
  },
] satisfies (typeof customers.$inferInsert)[];

/** A small solar catalogue, two customers (same state, other state) and serials, straight in the DB. */
export async function seedBilling(h: Harness, tenant: TestTenant, serialsPerProduct = 6) {
  return withTenant(h.database.db, tenant, async (tx) => {
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
  });
}

export async function soldFlags(h: Harness, tenant: TestTenant, ids: string[]) {
  const rows = await withTenant(h.database.db, tenant, (tx) =>
    tx.select({ id: items.id, sold: items.soldToInvoice }).from(items),
  );
  return ids.map((id) => rows.find((r) => r.id === id)?.sold);
}

export async function invoiceCount(h: Harness, tenant: TestTenant) {
  return (
    await withTenant(h.database.db, tenant, (tx) => tx.select({ id: invoices.id }).from(invoices))
  ).length;
}

export async function counters(h: Harness, tenant: TestTenant) {
  return withTenant(h.database.db, tenant, (tx) => tx.select().from(documentCounters));
}
