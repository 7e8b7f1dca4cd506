import { expect } from 'vitest';
import { withTenant } from '@gst/db/client';
import { customers, products } from '@gst/db/schema';
import { seedBilling } from './billing-fixtures';
import { trpcData, type Harness, type TestTenant } from './helpers';

/** What the test inserted, kept on the side to compute expected dashboards independently. */
export type SeededLine = { productId: string; qty: number; taxable: number; tax: number };
export type SeededInvoice = {
  id: string;
  invoiceNumber: string;
  date: string;
  customerId: string;
  total: number;
  lines: SeededLine[];
  order: number;
};
export type SeededProduct = { id: string; label: string; uniqueId: string; category: string };
export type Dataset = {
  invoices: SeededInvoice[];
  products: SeededProduct[];
  customers: { id: string; name: string }[];
};

/** Paise from a money string, so sums are exact integers. */
export const paise = (money: string) => Math.round(Number(money) * 100);
export const money = (p: number) => (p / 100).toFixed(2);

/** A small deterministic generator (LCG), so every run creates the same invoices. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * Products in three categories (two in Mono PERC), three customers, and `count` invoices created
 * through the real invoice API over about two years, each with 1–3 lines.
 */
export async function seedDashboard(
  h: Harness,
  tenant: TestTenant,
  cookie: string,
  count: number,
  seed: number,
): Promise<Dataset> {
  const fx = await seedBilling(h, tenant);
  const extra = await withTenant(h.database.db, tenant, async (tx) => {
    const [module2] = await tx
      .insert(products)
      .values({
        productUniqueId: 'MOD-550',
        productName: 'Mono PERC 550',
        productLabel: 'Mono PERC 550 Wp',
        productMinPrice: '13500',
        productHsnCode: '85414300',
        productCategory: 'Mono PERC',
        gstPercentage: '5',
      })
      .returning();
    const [third] = await tx
      .insert(customers)
      .values({ name: 'Zenith Hospital', stateCode: 19, address: '2 Hospital Road, Howrah' })
      .returning();
    if (!module2 || !third) throw new Error('not seeded');
    return { module2, third };
  });
  const productRows = [fx.module, extra.module2, fx.inverter, fx.battery];
  const customerRows = [fx.local, fx.remote, extra.third];
  const rand = random(seed);
  const invoices: SeededInvoice[] = [];
  const start = Date.parse('2025-02-10T00:00:00Z');
  for (let i = 0; i < count; i++) {
    // Chronological, several per month, with a gap-free spread over ~21 months, none after today (an invoice cannot be dated in the future).
    const date = new Date(start + Math.floor((i * 630) / count) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const customer = customerRows[Math.floor(rand() * customerRows.length)] ?? fx.local;
    const lineCount = 1 + Math.floor(rand() * 3);
    const lines = Array.from({ length: lineCount }, () => {
      const product = productRows[Math.floor(rand() * productRows.length)] ?? fx.module;
      return {
        productId: product.id,
        quantity: 1 + Math.floor(rand() * 5),
        price: (1000 + Math.floor(rand() * 900_000) / 100).toFixed(2),
      };
    });
    const created = trpcData<{
      id: string;
      invoiceNumber: string;
      invoiceDate: string;
      totalAmount: string;
      lines: { productId: string; quantity: string; taxableValue: string; taxAmount: string }[];
    }>(
      await h.trpcMutation(
        'tenant.invoices.create',
        { invoiceDate: date, billToId: customer.id, lines },
        { tenant: tenant.tenantId, cookie },
      ),
    );
    expect(created.invoiceDate).toBe(date);
    invoices.push({
      id: created.id,
      invoiceNumber: created.invoiceNumber,
      date,
      customerId: customer.id,
      total: paise(created.totalAmount),
      order: i,
      lines: created.lines.map((l) => ({
        productId: l.productId,
        qty: Number(l.quantity),
        taxable: paise(l.taxableValue),
        tax: paise(l.taxAmount),
      })),
    });
  }
  return {
    invoices,
    products: productRows.map((p) => ({
      id: p.id,
      label: p.productLabel,
      uniqueId: p.productUniqueId,
      category: p.productCategory,
    })),
    customers: customerRows.map((c) => ({ id: c.id, name: c.name })),
  };
}
