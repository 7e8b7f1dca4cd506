// @engines pglite postgres
// Isolation between shops and permission refusals for the dashboard's buying figures over HTTP;
// nothing here depends on where Citus places a schema.
import { describe, expect, it } from 'vitest';
import { withTenant } from '@gst/db/client';
import { suppliers } from '@gst/db/schema';
import { seedBilling } from './billing-fixtures';
import {
  ownerSuite,
  staffSession,
  trpcData,
  trpcError,
  type Harness,
  type TestTenant,
} from './helpers';

/**
 * Issue 31, tenant.dashboard.buying: gross profit from the lines' recorded costs for every
 * dashboard viewer; purchases only for purchase-bill viewers; payables only for Payables viewers
 * (the server leaves them out); each shop's own figures. By hand (batteries at 18 %, minimum
 * price 60,000):
 * - alpha buys 2 at 50,000 (2 May) and 2 at 54,000 (3 May): average 52,000, and sells 1 at
 *   60,000 (10 May): gross profit 8,000 (the minimum price would say 0). Purchases 208,000 (May).
 *   Payables 118,000 + 127,440 = 245,440.
 * - beta buys 3 at 10,000 (4 May) and sells 1 at 20,000 (11 May): gross profit 10,000;
 *   purchases 30,000; payables 35,400. Neither shop's figures include the other's.
 */
async function buyAndSell(
  h: Harness,
  tenant: TestTenant,
  cookie: string,
  bills: [string, string, number, number][],
  sale: [string, number],
) {
  const fx = await seedBilling(h, tenant, 1);
  const supplierId = await withTenant(h.database.db, tenant, async (tx) => {
    const [row] = await tx
      .insert(suppliers)
      .values({ name: 'Eastern Solar Distributors', gstin: '19AAACE1234F1Z3', stateCode: 19 })
      .returning();
    return row?.id ?? '';
  });
  const as = { tenant: tenant.tenantId, cookie };
  for (const [number, billDate, quantity, price] of bills) {
    const reply = await h.trpcMutation(
      'tenant.purchases.create',
      {
        supplierId,
        supplierInvoiceNumber: number,
        billDate,
        supplierTotal: (quantity * price * 1.18).toFixed(2),
        lines: [{ productId: fx.battery.id, quantity, price: String(price), gstPercentage: 18 }],
      },
      as,
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  }
  const sold = await h.trpcMutation(
    'tenant.invoices.create',
    {
      invoiceDate: sale[0],
      billToId: fx.local.id,
      lines: [{ productId: fx.battery.id, price: String(sale[1]) }],
    },
    as,
  );
  expect(sold.status, JSON.stringify(sold.body)).toBe(200);
}

const suite = ownerSuite({}, async (h, { cookie }) => {
  const ownerB = await h.login(h.b);
  await buyAndSell(
    h,
    h.a,
    cookie,
    [
      ['B-1', '2026-05-02', 2, 50000],
      ['B-2', '2026-05-03', 2, 54000],
    ],
    ['2026-05-10', 60000],
  );
  await buyAndSell(h, h.b, ownerB, [['W-1', '2026-05-04', 3, 10000]], ['2026-05-11', 20000]);
  return {
    ownerB,
    viewer: await staffSession(h, 'dash-viewer@alpha.test', { dashboard: ['view'] }),
    payablesViewer: await staffSession(h, 'dash-payables@alpha.test', {
      dashboard: ['view'],
      payables: ['view'],
    }),
    billsViewer: await staffSession(h, 'dash-bills@alpha.test', {
      dashboard: ['view'],
      'manage-purchase-bill': ['view'],
    }),
    expensesViewer: await staffSession(h, 'dash-expenses@alpha.test', {
      dashboard: ['view'],
      'manage-expense': ['view'],
    }),
    outsider: await staffSession(h, 'dash-clerk@alpha.test', { payables: ['view'] }),
  };
});

type Buying = {
  profit: Record<string, string | number>;
  purchases?: { total: string; months: unknown[] };
  payables?: { total: string; advance: string };
  expenses?: { expenses: string; bills: string; total: string };
  netProfit?: string;
};
const buying = async (cookie: string, tenant = 'alpha', input: unknown = {}) =>
  trpcData<Buying>(await suite.h.trpcQuery('tenant.dashboard.buying', input, { tenant, cookie }));

describe('dashboard buying figures over HTTP', () => {
  it('the owner gets gross profit from recorded cost, purchases and payables', async () => {
    expect(await buying(suite.cookie)).toEqual({
      profit: {
        sales: '60000.00',
        cost: '52000.00',
        grossProfit: '8000.00',
        linesAtRecordedCost: 1,
        linesAtMinimumPrice: 0,
      },
      purchases: {
        total: '208000.00',
        months: [{ month: '2026-05', monthLabel: 'May 2026', taxable: '208000.00' }],
      },
      payables: { total: '245440.00', advance: '0.00' },
      // No expenses yet: net profit is the gross profit.
      expenses: { expenses: '0.00', bills: '0.00', total: '0.00' },
      netProfit: '8000.00',
    });
    // Out of the dates: nothing.
    expect(
      await buying(suite.cookie, 'alpha', { startDate: '2026-06-01', endDate: '2026-06-30' }),
    ).toMatchObject({
      profit: { sales: '0.00', cost: '0.00', grossProfit: '0.00' },
      purchases: { total: '0.00', months: [] },
    });
  });

  it("another shop's bills, sales and payables are not counted", async () => {
    expect(await buying(suite.ownerB, 'beta')).toEqual({
      profit: {
        sales: '20000.00',
        cost: '10000.00',
        grossProfit: '10000.00',
        linesAtRecordedCost: 1,
        linesAtMinimumPrice: 0,
      },
      purchases: {
        total: '30000.00',
        months: [{ month: '2026-05', monthLabel: 'May 2026', taxable: '30000.00' }],
      },
      payables: { total: '35400.00', advance: '0.00' },
      expenses: { expenses: '0.00', bills: '0.00', total: '0.00' },
      netProfit: '10000.00',
    });
    // A's session is no session at B.
    const crossed = await suite.h.trpcQuery(
      'tenant.dashboard.buying',
      {},
      { tenant: 'beta', cookie: suite.cookie },
    );
    expect(crossed.status).toBe(401);
  });

  it('purchases, payables and net profit are sent only to users who may view them', async () => {
    const profitOnly = await buying(suite.viewer);
    expect(Object.keys(profitOnly)).toEqual(['profit']);
    expect(profitOnly.profit.grossProfit).toBe('8000.00');
    expect(Object.keys(await buying(suite.payablesViewer))).toEqual(['profit', 'payables']);
    expect(Object.keys(await buying(suite.billsViewer))).toEqual(['profit', 'purchases']);
    expect(await buying(suite.expensesViewer)).toMatchObject({
      expenses: { total: '0.00' },
      netProfit: '8000.00',
    });
    expect(Object.keys(await buying(suite.expensesViewer))).toEqual([
      'profit',
      'expenses',
      'netProfit',
    ]);
  });

  it('a user without the dashboard is refused; no session is a 401', async () => {
    const refused = await suite.h.trpcQuery(
      'tenant.dashboard.buying',
      {},
      { tenant: 'alpha', cookie: suite.outsider },
    );
    expect(refused.status).toBe(403);
    expect(trpcError(refused).data.appCode).toBe('FORBIDDEN');
    expect(
      (await suite.h.trpcQuery('tenant.dashboard.buying', {}, { tenant: 'alpha' })).status,
    ).toBe(401);
  });
});
