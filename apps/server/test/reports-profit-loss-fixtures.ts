import { expect } from 'vitest';
import { withTenant } from '@gst/db/client';
import { products, suppliers } from '@gst/db/schema';
import { seedBilling } from './billing-fixtures';
import { trpcData, type Harness, type TestTenant } from './helpers';

/**
 * The profit and loss tests' shop (issue 33): the billing catalogue (its battery, 18 %, category
 * Li-Ion Battery, no serials) plus a mounting kit (goods, 18 %, Structures) and installation (a
 * service: SAC 9954, so it moves no stock and its lines carry no cost), a supplier, and the
 * expense categories the tests use. Requests go as the shop's owner.
 */
export type As = { tenant: string; cookie: string };

export async function seedProfitLoss(h: Harness, tenant: TestTenant, as: As) {
  const fx = await seedBilling(h, tenant, 1);
  const { kit, installation, supplier } = await withTenant(h.database.db, tenant, async (tx) => {
    const [k, i] = await tx
      .insert(products)
      .values([
        {
          productUniqueId: 'KIT-1',
          productName: 'Mounting kit',
          productLabel: 'Mounting kit 1 kW',
          productHsnCode: '73089090',
          productCategory: 'Structures',
          gstPercentage: '18',
        },
        {
          productUniqueId: 'SRV-INST',
          productName: 'Installation',
          productLabel: 'Installation service',
          productHsnCode: '995444',
          productCategory: 'Services',
          gstPercentage: '18',
        },
      ])
      .returning();
    const [s] = await tx
      .insert(suppliers)
      .values({ name: 'Eastern Solar Distributors', gstin: '19AAACE1234F1Z3', stateCode: 19 })
      .returning();
    if (!k || !i || !s) throw new Error('profit and loss fixtures not seeded');
    return { kit: k, installation: i, supplier: s };
  });
  const mutate = async <T = { id: string }>(path: string, input: unknown): Promise<T> => {
    const reply = await h.trpcMutation(path, input, as);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return trpcData<T>(reply);
  };
  // A new shop's list has some of them already (a 409 says so).
  for (const name of ['Rent', 'Wages', 'Freight', 'Staff welfare']) {
    const reply = await h.trpcMutation('tenant.expenses.createCategory', { name }, as);
    expect([200, 409], reply.text).toContain(reply.status);
  }
  return { ...fx, kit, installation, supplier, mutate };
}

export type ProfitLossShop = Awaited<ReturnType<typeof seedProfitLoss>>;

export type InvoiceReply = {
  id: string;
  invoiceNumber: string;
  taxableAmount: string;
  lines: { id: string; productId: string; quantity: string; taxableValue: string }[];
};

/** A line of goods at a price (exclusive of GST), as the invoice drawer sends it. */
export const line = (productId: string, quantity: number, price: string) => ({
  productId,
  quantity,
  price,
});

/** Statement figures the tests read, by line key. */
export type Statement = {
  key: string;
  current: string | null;
  previous: string | null;
  change: string | null;
  changePercent: string | null;
  count?: { current: number; previous: number };
}[];

export type Figures = {
  from: string;
  to: string;
  sales: { invoiced: string; credited: string; debited: string; net: string };
  cost: { sold: string; returned: string; net: string };
  grossMargin: string;
  grossMarginPercent: string | null;
  uncosted: { lines: number; sales: string; returns: number };
  expenses: { byCategory: { category: string; amount: string }[]; total: string };
  netProfit: string;
};

export type MarginRow = {
  name: string;
  category: string;
  sales: string;
  cost: string;
  margin: string;
  marginPercent: string | null;
  uncostedLines: number;
  previousMargin: string;
  change: string;
};

export type ProfitLoss = {
  current: Figures;
  previous: Figures;
  statement: Statement;
  byProduct: MarginRow[];
  byCategory: MarginRow[];
};
