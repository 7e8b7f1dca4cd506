// @engines pglite postgres
// One shop's expenses and bills read back: Citus routes them whole to one worker.
import { describe, expect } from 'vitest';
import { suppliers } from '@gst/db/schema';
import {
  deleteExpenseCategory,
  listExpenseCategories,
  renameExpenseCategory,
} from '../../src/services/expenses/expenses.categories';
import {
  ZExpenseBillListInput,
  ZExpenseCategoryRename,
  ZExpenseExportInput,
  ZExpenseInput,
  ZExpenseTotalsInput,
} from '../../src/services/expenses/expenses.schema';
import { cancelExpense, createExpense } from '../../src/services/expenses/expenses.service';
import {
  exportExpenses,
  expenseTotals,
  listExpenseBills,
} from '../../src/services/expenses/expenses.bills';
import {
  ZPurchaseBillInput,
  ZPurchaseCancelInput,
  ZPurchaseReturnInput,
} from '../../src/services/purchases/purchases.schema';
import {
  cancelPurchaseReturn,
  createPurchaseReturn,
} from '../../src/services/purchases/purchases.returns';
import {
  cancelPurchaseBill,
  createPurchaseBill,
} from '../../src/services/purchases/purchases.service';
import { appErrorOf, asProcedure, serviceSuite } from '../service-harness';
import { seedBilling } from './billing-fixtures';

/**
 * Issue 31: bills whose lines are all expenses appear with the expenses. Worked by hand (shop and
 * supplier in West Bengal, 19, so CGST + SGST):
 * - expenses in May: rent 18,000 (Rent), diesel 1,000 (Fuel and transport), and a cancelled
 *   500 (counts nowhere but the Excel, marked cancelled);
 * - F-1, 10 May: freight 2,500 at 5 % as input services, category Fuel and transport: the 125 of
 *   tax is taken as credit, so the cost is 2,500 (the supplier is owed 2,625);
 * - R-1, 12 May: a staff lunch 1,000 at 18 %, credit blocked by s.17(5)(b), category Other: the
 *   180 of tax cannot be set off, so the cost is 1,180;
 * - G-1 (one battery, goods), M-1 (a battery and its freight), X-1 (freight, cancelled): not
 *   bills for expenses; J-1, 2 June: repairs 400 at 18 % ineligible, 472, outside May.
 * May by category: Rent 18,000 (1 expense); Fuel and transport 1,000 + 2,500 = 3,500 (1 expense,
 * 1 bill); Other 1,180 (1 bill). In all 22,680.
 */
const suite = serviceSuite({
  seed: async ({ tx }) => {
    const fx = await seedBilling(tx, 1);
    const [supplier] = await tx
      .insert(suppliers)
      .values({ name: 'Howrah Roadways', gstin: '19AAACE1234F1Z3', stateCode: 19 })
      .returning();
    return { ...fx, supplierId: supplier?.id ?? '' };
  },
});
const spend = asProcedure(ZExpenseInput, createExpense);
const buy = asProcedure(ZPurchaseBillInput, createPurchaseBill);
const cancelBill = asProcedure(ZPurchaseCancelInput, cancelPurchaseBill);
const totals = asProcedure(ZExpenseTotalsInput, expenseTotals);
const bills = asProcedure(ZExpenseBillListInput, listExpenseBills);
const excel = asProcedure(ZExpenseExportInput, exportExpenses);
const rename = asProcedure(ZExpenseCategoryRename, renameExpenseCategory);
const sendBack = asProcedure(ZPurchaseReturnInput, createPurchaseReturn);

type Ctx = Parameters<typeof buy>[0];

const freight = (price: string, category = 'Fuel and transport') => ({
  kind: 'expense' as const,
  description: 'Freight to shop',
  hsnCode: '996511',
  price,
  gstPercentage: 5,
  itcEligibility: 'input-services' as const,
  expenseCategory: category,
});

async function record(ctx: Ctx) {
  const fx = suite.fx;
  const supplierId = fx.supplierId;
  await spend(ctx, {
    expenseDate: '2026-05-05',
    category: 'Rent',
    amount: '18000',
    paidFrom: 'bank',
    bankAccount: 'SBI ****1234',
    payee: 'S. Banerjee',
  });
  await spend(ctx, { expenseDate: '2026-05-06', category: 'Fuel and transport', amount: '1000' });
  const dropped = await spend(ctx, { expenseDate: '2026-05-07', category: 'Rent', amount: '500' });
  await cancelExpense(ctx, { id: dropped.id });
  await buy(ctx, {
    supplierId,
    supplierInvoiceNumber: 'F-1',
    billDate: '2026-05-10',
    supplierTotal: '2625.00',
    lines: [freight('2500')],
  });
  await buy(ctx, {
    supplierId,
    supplierInvoiceNumber: 'R-1',
    billDate: '2026-05-12',
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
  await buy(ctx, {
    supplierId,
    supplierInvoiceNumber: 'G-1',
    billDate: '2026-05-13',
    supplierTotal: '59000.00',
    lines: [{ productId: fx.battery.id, price: '50000', gstPercentage: 18 }],
  });
  await buy(ctx, {
    supplierId,
    supplierInvoiceNumber: 'M-1',
    billDate: '2026-05-14',
    supplierTotal: '59105.00',
    lines: [{ productId: fx.battery.id, price: '50000', gstPercentage: 18 }, freight('100')],
  });
  const twice = await buy(ctx, {
    supplierId,
    supplierInvoiceNumber: 'X-1',
    billDate: '2026-05-15',
    supplierTotal: '2625.00',
    lines: [freight('2500')],
  });
  await cancelBill(ctx, { id: twice.id, reason: 'Entered twice' });
  await buy(ctx, {
    supplierId,
    supplierInvoiceNumber: 'J-1',
    billDate: '2026-06-02',
    supplierTotal: '472.00',
    lines: [
      {
        kind: 'expense',
        description: 'Repair of the owner’s car',
        price: '400',
        gstPercentage: 18,
        itcEligibility: 'ineligible',
        itcReason: 'Not used for the business',
        expenseCategory: 'Repairs and maintenance',
      },
    ],
  });
}

const MAY = { from: '2026-05-01', to: '2026-05-31' };

describe('bills for expenses appear with the expenses', () => {
  suite.it('in the totals by category, with the bill count beside the expenses', async (ctx) => {
    await record(ctx);
    expect(await totals(ctx, MAY)).toEqual({
      ...MAY,
      byCategory: [
        { category: 'Rent', count: 1, bills: 0, amount: '18000.00' },
        { category: 'Fuel and transport', count: 1, bills: 1, amount: '3500.00' },
        { category: 'Other', count: 0, bills: 1, amount: '1180.00' },
      ],
      total: '22680.00',
    });
    expect(await totals(ctx, { from: '2026-06-01', to: '2026-06-30' })).toMatchObject({
      byCategory: [{ category: 'Repairs and maintenance', count: 0, bills: 1, amount: '472.00' }],
      total: '472.00',
    });
  });

  suite.it('in their own list: goods, mixed and cancelled bills are not', async (ctx) => {
    await record(ctx);
    const all = await bills(ctx, {});
    expect(all.total).toBe(3);
    expect(
      all.data.map((b) => [b.supplierInvoiceNumber, b.categories, b.amount, b.totalAmount]),
    ).toEqual([
      ['J-1', 'Repairs and maintenance', '472.00', '472.00'],
      ['R-1', 'Other', '1180.00', '1180.00'],
      ['F-1', 'Fuel and transport', '2500.00', '2625.00'],
    ]);
    expect(all.data[2]).toMatchObject({ supplierName: 'Howrah Roadways', balance: '2625.00' });
    const may = await bills(ctx, { ...MAY, search: 'freight' });
    expect(may.data.map((b) => b.supplierInvoiceNumber)).toEqual(['F-1']);
    const paged = await bills(ctx, { page: 2, pageSize: 10 });
    expect(paged).toMatchObject({ data: [], total: 3, page: 2 });
  });

  suite.it('in the Excel rows, by date, with cancelled expenses marked', async (ctx) => {
    await record(ctx);
    const rows = await excel(ctx, MAY);
    expect(
      rows.map((r) => [r.Date, r.Type, r.Category, r['Paid From'], r.Amount, r.Status]),
    ).toEqual([
      ['2026-05-05', 'Expense', 'Rent', 'Bank SBI ****1234', 18000, 'Active'],
      ['2026-05-06', 'Expense', 'Fuel and transport', 'Cash', 1000, 'Active'],
      ['2026-05-07', 'Expense', 'Rent', 'Cash', 500, 'Cancelled'],
      [
        '2026-05-10',
        'Bill for expenses',
        'Fuel and transport',
        'Supplier payments',
        2500,
        'Overdue',
      ],
      ['2026-05-12', 'Bill for expenses', 'Other', 'Supplier payments', 1180, 'Overdue'],
    ]);
    expect(rows[3]).toMatchObject({ 'Payee / Supplier': 'Howrah Roadways' });
    expect(String(rows[3]?.Number)).toMatch(/\(F-1\)$/);
  });

  suite.it(
    'a category renamed carries its bill lines; one bills use is not removed',
    async (ctx) => {
      await record(ctx);
      const other = (await listExpenseCategories(ctx)).find((c) => c.name === 'Other');
      expect(other).toMatchObject({ used: 0, billLines: 1 });
      const refused = await appErrorOf(deleteExpenseCategory(ctx, { id: other?.id ?? '' }));
      expect(refused.message).toBe(
        "Category 'Other' is used by 1 purchase bill line(s); rename it instead",
      );
      await rename(ctx, { id: other?.id ?? '', name: 'Staff welfare' });
      expect((await totals(ctx, MAY)).byCategory).toContainEqual({
        category: 'Staff welfare',
        count: 0,
        bills: 1,
        amount: '1180.00',
      });
    },
  );
});

/**
 * Returns of expense lines (debit notes against a bill for expenses), by hand:
 * - L-1, 10 May: installation labour 10 × 100 = 1,000 at 18 % as input services (180 of tax taken
 *   as credit): cost 1,000. Category Other.
 * - C-1, 12 May: a caterer's 4 × 250 = 1,000 at 18 %, credit blocked: cost 1,180. Category Other.
 * - B-1, 14 May: a battery and freight 100 (a goods bill: not a bill for expenses).
 * - Debit note on 20 May: 4 of L-1's 10 back: taxable 400.00, tax 72.00 (credit, so no cost):
 *   L-1 costs 1,000 − 400 = 600.
 * - Debit note on 3 June: 1 of C-1's 4 back: taxable 250.00 + tax 45.00 (blocked, so a cost) =
 *   295.00 off June, the month of the return; C-1 costs 1,180 − 295 = 885.
 * - A debit note of 1 more of L-1 on 21 May, cancelled; a return of B-1's freight: count nowhere.
 * May: Other 1,000 + 1,180 − 400 = 1,780 (2 bills). June: Other −295 (no bill).
 */
async function recordReturns(ctx: Ctx) {
  const fx = suite.fx;
  const labour = await buy(ctx, {
    supplierId: fx.supplierId,
    supplierInvoiceNumber: 'L-1',
    billDate: '2026-05-10',
    supplierTotal: '1180.00',
    lines: [
      {
        kind: 'expense',
        description: 'Installation labour',
        hsnCode: '995461',
        quantity: 10,
        price: '100',
        gstPercentage: 18,
        itcEligibility: 'input-services',
        expenseCategory: 'Other',
      },
    ],
  });
  const catering = await buy(ctx, {
    supplierId: fx.supplierId,
    supplierInvoiceNumber: 'C-1',
    billDate: '2026-05-12',
    supplierTotal: '1180.00',
    lines: [
      {
        kind: 'expense',
        description: 'Staff lunch',
        quantity: 4,
        price: '250',
        gstPercentage: 18,
        itcEligibility: 'blocked',
        itcReason: '17(5)(b) food and beverages',
        expenseCategory: 'Other',
      },
    ],
  });
  const mixed = await buy(ctx, {
    supplierId: fx.supplierId,
    supplierInvoiceNumber: 'B-1',
    billDate: '2026-05-14',
    supplierTotal: '59105.00',
    lines: [{ productId: fx.battery.id, price: '50000', gstPercentage: 18 }, freight('100')],
  });
  const labourLine = labour.lines[0]?.id ?? '';
  const back = await sendBack(ctx, {
    billId: labour.id,
    returnDate: '2026-05-20',
    reason: 'Four hours not worked',
    lines: [{ billLineId: labourLine, quantity: 4 }],
  });
  expect(back).toMatchObject({ taxableAmount: '400.00', totalAmount: '472.00' });
  const dropped = await sendBack(ctx, {
    billId: labour.id,
    returnDate: '2026-05-21',
    reason: 'Entered twice',
    lines: [{ billLineId: labourLine, quantity: 1 }],
  });
  await cancelPurchaseReturn(ctx, { id: dropped.id });
  await sendBack(ctx, {
    billId: catering.id,
    returnDate: '2026-06-03',
    reason: 'One lunch not served',
    lines: [{ billLineId: catering.lines[0]?.id ?? '', quantity: 1 }],
  });
  await sendBack(ctx, {
    billId: mixed.id,
    returnDate: '2026-05-20',
    reason: 'Freight refunded',
    lines: [{ billLineId: mixed.lines[1]?.id ?? '', quantity: 1 }],
  });
  return { labour, catering };
}

describe('a return of an expense line takes its cost off the expenses', () => {
  suite.it('in the totals, in the month of the return', async (ctx) => {
    await recordReturns(ctx);
    expect(await totals(ctx, MAY)).toEqual({
      ...MAY,
      byCategory: [{ category: 'Other', count: 0, bills: 2, amount: '1780.00' }],
      total: '1780.00',
    });
    expect(await totals(ctx, { from: '2026-06-01', to: '2026-06-30' })).toEqual({
      from: '2026-06-01',
      to: '2026-06-30',
      byCategory: [{ category: 'Other', count: 0, bills: 0, amount: '-295.00' }],
      total: '-295.00',
    });
    expect(await totals(ctx, { from: '2026-05-01', to: '2026-06-30' })).toMatchObject({
      byCategory: [{ category: 'Other', count: 0, bills: 2, amount: '1485.00' }],
      total: '1485.00',
    });
  });

  suite.it('in the list: each bill’s cost less what went back, whenever', async (ctx) => {
    await recordReturns(ctx);
    const all = await bills(ctx, MAY);
    expect(
      all.data.map((b) => [b.supplierInvoiceNumber, b.amount, b.returned, b.totalAmount]),
    ).toEqual([
      ['C-1', '885.00', '295.00', '1180.00'],
      ['L-1', '600.00', '400.00', '1180.00'],
    ]);
  });

  suite.it('in the Excel: the bill at its whole cost, the return a row of its own', async (ctx) => {
    await recordReturns(ctx);
    const rows = await excel(ctx, MAY);
    expect(rows.map((r) => [r.Date, r.Type, r.Category, r.Amount, r.Status])).toEqual([
      ['2026-05-10', 'Bill for expenses', 'Other', 1000, 'Overdue'],
      ['2026-05-12', 'Bill for expenses', 'Other', 1180, 'Overdue'],
      ['2026-05-20', 'Return of a bill for expenses', 'Other', -400, 'Active'],
    ]);
    expect(String(rows[2]?.Number)).toMatch(/^PR\/26-27\/0001 \(PB\/26-27\/0001\)$/);
    const june = await excel(ctx, { from: '2026-06-01', to: '2026-06-30' });
    expect(june.map((r) => [r.Date, r.Type, r['Payee / Supplier'], r.Amount])).toEqual([
      ['2026-06-03', 'Return of a bill for expenses', 'Howrah Roadways', -295],
    ]);
  });
});
