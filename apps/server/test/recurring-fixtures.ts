import { withTenant } from '@gst/db/client';
import { products } from '@gst/db/schema';
import { todayIN } from '@gst/domain';
import { seedBilling } from './billing-fixtures';
import type { Harness, TestTenant } from './helpers';

/**
 * Recurring invoices' fixtures (issue 34): the billing catalogue (a module and an inverter with
 * serial numbers, a battery without), an AMC service at 18 % and a helper to make a profile's
 * input. Dates are worked out from today in India, as the runs are.
 */
export const AMC = {
  productUniqueId: 'AMC-Q',
  productName: 'Solar plant AMC',
  productLabel: 'Solar AMC visit',
  productHsnCode: '998719',
  productCategory: 'Services',
  gstPercentage: '18',
  uomUnit: 'OTH',
};

export async function seedRecurring(h: Harness, tenant: TestTenant) {
  const fx = await seedBilling(h, tenant);
  const [amc] = await withTenant(h.database.db, tenant, (tx) =>
    tx.insert(products).values(AMC).returning(),
  );
  if (!amc) throw new Error('AMC not seeded');
  return { ...fx, amc };
}

export type RecurringFixture = Awaited<ReturnType<typeof seedRecurring>>;

/** The first day of the month `back` months before today's (India), 'YYYY-MM-01'. */
export function firstOfMonthsAgo(back: number, today = todayIN()): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** 'MMYYYY' of the month `back` months before today's. */
export function periodMonthsAgo(back: number): string {
  const first = firstOfMonthsAgo(back);
  return `${first.slice(5, 7)}${first.slice(0, 4)}`;
}

/** A profile's input: the AMC visit (₹5,000) and a battery (₹60,000) for the local customer. */
export function profileInput(fx: RecurringFixture, overrides: Record<string, unknown> = {}) {
  return {
    name: 'AMC – Sunrise RWA',
    customerId: fx.local.id,
    template: {
      lines: [
        { productId: fx.amc.id, description: 'Quarterly AMC visit', quantity: 1, price: '5000' },
        { productId: fx.battery.id, quantity: 1, price: '60000' },
      ],
    },
    frequency: 'month',
    startDate: todayIN(),
    maxRuns: 12,
    ...overrides,
  };
}

/** The shop's invoices, oldest number first, with the figures a run is checked on. */
export async function invoicesOf(h: Harness, tenant: TestTenant) {
  return h.sql<{
    id: string;
    invoice_number: string;
    invoice_date: string;
    taxable_amount: string;
    cgst_amount: string;
    sgst_amount: string;
    igst_amount: string;
    total_amount: string;
  }>(
    `select id::text, invoice_number, invoice_date::text, taxable_amount::text, cgst_amount::text,
            sgst_amount::text, igst_amount::text, total_amount::text
       from ${tenant.schemaName}.invoices order by created_at, invoice_number`,
  );
}
