// @engines pglite postgres
// One shop's sales, bills and expenses read back: Citus routes them whole to one worker.
import { describe, expect } from 'vitest';
import { suppliers } from '@gst/db/schema';
import { dashboardBuying } from '../../src/services/dashboard/dashboard.buying';
import { ZDashboardFilters } from '../../src/services/dashboard/dashboard.schema';
import { ZExpenseInput } from '../../src/services/expenses/expenses.schema';
import { cancelExpense, createExpense } from '../../src/services/expenses/expenses.service';
import { ZInvoiceCreate } from '../../src/services/invoices/invoices.schema';
import { createInvoice } from '../../src/services/invoices/invoices.service';
import {
  ZPurchaseBillInput,
  ZPurchaseReturnInput,
} from '../../src/services/purchases/purchases.schema';
import { createPurchaseBill } from '../../src/services/purchases/purchases.service';
import {
  cancelPurchaseReturn,
  createPurchaseReturn,
} from '../../src/services/purchases/purchases.returns';
import { asProcedure, serviceSuite } from '../service-harness';
import { seedBilling } from './billing-fixtures';

/**
 * Issue 31: the dashboard's net profit = gross profit − expenses. By hand (shop and supplier in
 * West Bengal):
 * - G-1, 2 May: 1 battery at 50,000 + 18 %; sold on 10 May at 60,000: gross profit 10,000.
 * - expenses: rent 3,000 on 5 May; 700 on 6 May cancelled (counts nowhere); 900 on 3 June.
 * - F-1, 8 May: freight 2,500 at 5 %, input services: cost 2,500 (the 125 is credit).
 * - R-1, 9 May: staff lunch 1,000 at 18 %, credit blocked: cost 1,180.
 * May: expenses 3,000 + bills 3,680 = 6,680; net profit 10,000 − 6,680 = 3,320.
 * May and June: expenses 3,900 + bills 3,680 = 7,580; net profit 2,420.
 */
const suite = serviceSuite({
  seed: async ({ tx }) => {
    const fx = await seedBilling(tx, 1);
    const [supplier] = await tx
      .insert(suppliers)
      .values({ name: 'Eastern Solar Distributors', gstin: '19AAACE1234F1Z3', stateCode: 19 })
      .returning();
    return { ...fx, supplierId: supplier?.id ?? '' };
  },
});
const sell = asProcedure(ZInvoiceCreate, createInvoice);
const buy = asProcedure(ZPurchaseBillInput, createPurchaseBill);
const spend = asProcedure(ZExpenseInput, createExpense);
const buying = asProcedure(ZDashboardFilters, dashboardBuying);
const sendBack = asProcedure(ZPurchaseReturnInput, createPurchaseReturn);

type Ctx = Parameters<typeof sell>[0];

async function record(ctx: Ctx) {
  const fx = suite.fx;
  await buy(ctx, {
    supplierId: fx.supplierId,
    supplierInvoiceNumber: 'G-1',
    billDate: '2026-05-02',
    supplierTotal: '59000.00',
    lines: [{ productId: fx.battery.id, price: '50000', gstPercentage: 18 }],
  });
  await sell(ctx, {
    invoiceDate: '2026-05-10',
    billToId: fx.local.id,
    lines: [{ productId: fx.battery.id, price: '60000' }],
  });
  await spend(ctx, { expenseDate: '2026-05-05', category: 'Rent', amount: '3000' });
  const dropped = await spend(ctx, { expenseDate: '2026-05-06', category: 'Rent', amount: '700' });
  await cancelExpense(ctx, { id: dropped.id });
  await spend(ctx, { expenseDate: '2026-06-03', category: 'Electricity', amount: '900' });
  const freight = await buy(ctx, {
    supplierId: fx.supplierId,
    supplierInvoiceNumber: 'F-1',
    billDate: '2026-05-08',
    supplierTotal: '2625.00',
    lines: [
      {
        kind: 'expense',
        description: 'Freight',
        price: '2500',
        gstPercentage: 5,
        itcEligibility: 'input-services',
        expenseCategory: 'Fuel and transport',
      },
    ],
  });
  const lunch = await buy(ctx, {
    supplierId: fx.supplierId,
    supplierInvoiceNumber: 'R-1',
    billDate: '2026-05-09',
    supplierTotal: '1180.00',
    lines: [
      {
        kind: 'expense',
        description: 'Staff lunch',
        price: '1000',
        gstPercentage: 18,
        itcEligibility: 'blocked',
        itcReason: '17(5)(b) food and beverages',
        expenseCategory: 'Other',
      },
    ],
  });
  return { freight, lunch };
}

describe('dashboard: net profit after expenses', () => {
  suite.it('takes expenses and bills for expenses off the gross profit', async (ctx) => {
    await record(ctx);
    const may = await buying(ctx, { startDate: '2026-05-01', endDate: '2026-05-31' });
    expect(may.profit.grossProfit).toBe('10000.00');
    expect(may.expenses).toEqual({ expenses: '3000.00', bills: '3680.00', total: '6680.00' });
    expect(may.netProfit).toBe('3320.00');
    const both = await buying(ctx, { startDate: '2026-05-01', endDate: '2026-06-30' });
    expect(both.expenses?.total).toBe('7580.00');
    expect(both.netProfit).toBe('2420.00');
    // A product filter shows gross profit alone: rent belongs to no product.
    const battery = await buying(ctx, { products: [suite.fx.battery.id] });
    expect(battery.expenses).toBeUndefined();
    expect(battery.netProfit).toBeUndefined();
  });

  suite.it(
    'leaves expenses and net profit out for a user who may not view expenses',
    async (ctx) => {
      await record(ctx);
      const user = ctx.user!;
      const staff = (pages: ('dashboard' | 'manage-expense')[]) => ({
        ...ctx,
        user: {
          ...user,
          role: 'staff' as const,
          permissionSets: pages.map((page) => ({ page, permissions: { view: true } })),
        },
      });
      expect(Object.keys(await buying(staff(['dashboard']), {}))).toEqual(['profit']);
      const seen = await buying(staff(['dashboard', 'manage-expense']), {});
      expect(Object.keys(seen)).toEqual(['profit', 'expenses', 'netProfit']);
      expect(seen.netProfit).toBe('2420.00');
    },
  );

  suite.it(
    'a return of an expense line takes its cost off the expenses in the month of the return',
    async (ctx) => {
      const { freight, lunch } = await record(ctx);
      // 0.4 of F-1's freight back on 20 May: taxable 2,500 × 0.4 = 1,000.00 (its 50.00 of tax was
      // credit, so no cost): May's bills 3,680 − 1,000 = 2,680, expenses 3,000 + 2,680 = 5,680,
      // net profit 10,000 − 5,680 = 4,320.
      await sendBack(ctx, {
        billId: freight.id,
        returnDate: '2026-05-20',
        reason: 'Part of the freight refunded',
        lines: [{ billLineId: freight.lines[0]?.id ?? '', quantity: 0.4 }],
      });
      // Half of R-1's lunch back on 4 June: taxable 500.00 and, its credit blocked, the 90.00 of
      // tax too: 590.00 off June (bill dated in May, return in June: it counts in June).
      await sendBack(ctx, {
        billId: lunch.id,
        returnDate: '2026-06-04',
        reason: 'Half the order not served',
        lines: [{ billLineId: lunch.lines[0]?.id ?? '', quantity: 0.5 }],
      });
      // A cancelled return counts nowhere.
      const dropped = await sendBack(ctx, {
        billId: freight.id,
        returnDate: '2026-05-21',
        reason: 'Entered twice',
        lines: [{ billLineId: freight.lines[0]?.id ?? '', quantity: 0.1 }],
      });
      await cancelPurchaseReturn(ctx, { id: dropped.id });

      const may = await buying(ctx, { startDate: '2026-05-01', endDate: '2026-05-31' });
      expect(may.expenses).toEqual({ expenses: '3000.00', bills: '2680.00', total: '5680.00' });
      expect(may.netProfit).toBe('4320.00');
      // June: expenses 900, bills −590 (no bill of June), in all 310; no sales, net −310.
      const june = await buying(ctx, { startDate: '2026-06-01', endDate: '2026-06-30' });
      expect(june.expenses).toEqual({ expenses: '900.00', bills: '-590.00', total: '310.00' });
      expect(june.netProfit).toBe('-310.00');
      // Both months: bills 3,680 − 1,000 − 590 = 2,090; 3,900 + 2,090 = 5,990; 10,000 − 5,990.
      const both = await buying(ctx, { startDate: '2026-05-01', endDate: '2026-06-30' });
      expect(both.expenses).toEqual({ expenses: '3900.00', bills: '2090.00', total: '5990.00' });
      expect(both.netProfit).toBe('4010.00');
    },
  );
});
