// @engines pglite postgres
// One shop's expenses, categories and period locks: Citus routes them whole to one worker.
import { describe, expect } from 'vitest';
import { auditLog, expenses, filedPeriods } from '@gst/db/schema';
import {
  ZExpenseCategoryInput,
  ZExpenseCategoryRename,
  ZExpenseInput,
  ZExpenseTotalsInput,
} from '../../src/services/expenses/expenses.schema';
import { cancelExpense, createExpense } from '../../src/services/expenses/expenses.service';
import { expenseTotals } from '../../src/services/expenses/expenses.bills';
import {
  createExpenseCategory,
  deleteExpenseCategory,
  listExpenseCategories,
  renameExpenseCategory,
} from '../../src/services/expenses/expenses.categories';
import { appErrorOf, asProcedure, serviceSuite } from '../service-harness';

/** Expenses without a GST bill (issue 31): numbered, categorised, cancelled, period-locked. */
const suite = serviceSuite();
const create = asProcedure(ZExpenseInput, createExpense);
const totals = asProcedure(ZExpenseTotalsInput, expenseTotals);
const addCategory = asProcedure(ZExpenseCategoryInput, createExpenseCategory);
const rename = asProcedure(ZExpenseCategoryRename, renameExpenseCategory);

describe('expenses', () => {
  suite.it(
    'are numbered per year, summed by category, and cancelled out of the totals',
    async (ctx) => {
      const rent = await create(ctx, {
        expenseDate: '2026-05-31',
        category: 'rent',
        amount: '18000',
        paidFrom: 'bank',
        bankAccount: 'SBI ****1234',
        payee: 'Landlord',
      });
      // The category is stored as the shop spells it.
      expect(rent).toMatchObject({
        expenseNumber: 'EX/26-27/0001',
        category: 'Rent',
        amount: '18000.00',
      });
      await create(ctx, {
        expenseDate: '2026-05-10',
        category: 'Fuel and transport',
        amount: '1250.50',
      });
      const fuel2 = await create(ctx, {
        expenseDate: '2026-05-20',
        category: 'Fuel and transport',
        amount: '749.50',
      });
      // March 2026 is in FY 2025-26: its own series.
      const march = await create(ctx, {
        expenseDate: '2026-03-31',
        category: 'Rent',
        amount: '18000',
      });
      expect(march.expenseNumber).toBe('EX/25-26/0001');

      // May: rent 18,000.00; fuel 1,250.50 + 749.50 = 2,000.00; in all 20,000.00.
      expect(await totals(ctx, { from: '2026-05-01', to: '2026-05-31' })).toMatchObject({
        byCategory: [
          { category: 'Rent', count: 1, amount: '18000.00' },
          { category: 'Fuel and transport', count: 2, amount: '2000.00' },
        ],
        total: '20000.00',
      });
      await cancelExpense(ctx, { id: fuel2.id });
      expect((await totals(ctx, { from: '2026-05-01', to: '2026-05-31' })).total).toBe('19250.50');
      expect((await appErrorOf(cancelExpense(ctx, { id: fuel2.id }))).appCode).toBe('CONFLICT');
      const actions = (await ctx.tx.select({ action: auditLog.action }).from(auditLog)).map(
        (r) => r.action,
      );
      expect(actions.filter((a) => a.startsWith('expense.'))).toEqual([
        'expense.create',
        'expense.create',
        'expense.create',
        'expense.create',
        'expense.cancel',
      ]);
    },
  );

  suite.it(
    'refuses an unknown category, a cash expense with a bank account, a future date, a filed month',
    async (ctx) => {
      const unknown = await appErrorOf(
        create(ctx, { expenseDate: '2026-05-01', category: 'Lunch', amount: '10' }),
      );
      expect(unknown.message).toMatch(/Expense category 'Lunch' does not exist/);
      const cash = await appErrorOf(
        create(ctx, {
          expenseDate: '2026-05-01',
          category: 'Rent',
          amount: '10',
          bankAccount: 'SBI',
        }),
      );
      expect(cash.message).toMatch(/A cash expense names no bank account/);
      const future = await appErrorOf(
        create(ctx, { expenseDate: '2099-01-01', category: 'Rent', amount: '10' }),
      );
      expect(future.appCode).toBe('BAD_REQUEST');
      await ctx.tx.insert(filedPeriods).values({
        period: '042026',
        fromDate: '2026-04-01',
        toDate: '2026-04-30',
      });
      const filed = await appErrorOf(
        create(ctx, { expenseDate: '2026-04-15', category: 'Rent', amount: '10' }),
      );
      expect(filed.message).toBe('April 2026 is filed; date the expense in an open month instead');
      expect(await ctx.tx.select().from(expenses)).toEqual([]);
    },
  );

  suite.it(
    'categories: added, renamed with their expenses, removed only while unused',
    async (ctx) => {
      const names = (await listExpenseCategories(ctx)).map((c) => c.name);
      expect(names).toContain('Installation labour');
      expect(names).toHaveLength(10);
      const site = await addCategory(ctx, { name: 'Site survey' });
      expect((await appErrorOf(addCategory(ctx, { name: 'site SURVEY' }))).appCode).toBe(
        'CONFLICT',
      );
      await create(ctx, { expenseDate: '2026-05-02', category: 'Site survey', amount: '500' });
      await rename(ctx, { id: site.id, name: 'Site surveys' });
      const [row] = await ctx.tx.select().from(expenses);
      expect(row?.category).toBe('Site surveys');
      const used = await appErrorOf(deleteExpenseCategory(ctx, { id: site.id }));
      expect(used.message).toBe(
        "Category 'Site surveys' is used by 1 expense(s); rename it instead",
      );
      const other = (await listExpenseCategories(ctx)).find((c) => c.name === 'Bank charges');
      await deleteExpenseCategory(ctx, { id: other?.id ?? '' });
      expect((await listExpenseCategories(ctx)).map((c) => c.name)).not.toContain('Bank charges');
    },
  );
});
