import { z } from 'zod';
import { fieldsOf, SYNC_FILTERS } from '@gst/domain/contracts';
import { EXPENSE_EXCEL_COLUMNS } from '../../services/expenses/expenses.bills';
import {
  ZExpenseExportInput,
  ZExpenseInput,
  ZExpenseListInput,
} from '../../services/expenses/expenses.schema';
import { deleteById, listOrOne, one, parseInput, routesOf } from '../route-helpers';
import type { RestRoute } from '../types';
import { queryOf, SYNC_QUERY, syncQuery } from './shared';
import { xlsxExport, xlsxFile } from './xlsx-file';

const route = routesOf('tenant', 'Expenses');

/** Expenses (issue 31). */
export const expenseRoutes: RestRoute[] = [
  route('GET', '/api/expense', {
    summary:
      'List expenses newest first (page, pageSize, search, category, status; from/to expense date; updatedSince), or one with ?expenseId=',
    query: z.object({
      expenseId: z.string().optional(),
      ...queryOf(fieldsOf(ZExpenseListInput).filter((f) => !(f in SYNC_FILTERS))),
      ...SYNC_QUERY,
    }),
    handler: listOrOne('expenseId', {
      one: ['Expense fetched', (caller, id) => caller.tenant.expenses.get({ id })],
      list: [
        'Expenses fetched',
        (caller, page, query) =>
          caller.tenant.expenses.list({
            ...page,
            ...(query.category ? { category: query.category } : {}),
            ...(query.status === 'active' || query.status === 'cancelled'
              ? { status: query.status }
              : {}),
            ...syncQuery(query),
          }),
      ],
    }),
  }),
  route('GET', '/api/expense/export', {
    summary:
      'Expenses (cancelled ones marked) and bills whose lines are all expenses, dated ?from=YYYY-MM-DD&to=YYYY-MM-DD, as Expenses_from_{from}_to_{to}.xlsx (needs export): date, type, number, category, payee or supplier, paid from, amount, status, note',
    query: z.object({ from: z.string(), to: z.string() }),
    handler: async (call) => {
      const input = parseInput(ZExpenseExportInput, { from: call.query.from, to: call.query.to });
      return xlsxExport(
        (caller) => caller.tenant.expenses.export(input),
        'There are no expenses in these dates',
        (rows) =>
          xlsxFile(rows, EXPENSE_EXCEL_COLUMNS, `Expenses_from_${input.from}_to_${input.to}.xlsx`),
      )(call);
    },
  }),
  route('POST', '/api/expense', {
    summary:
      'Record an expense without a GST bill ({expenseDate, category, amount, paidFrom: cash|bank, bankAccountId, payee, note}); the category must be one of the shop’s; a bank-paid expense names the shop’s bank account (bankAccountId, GET /api/bank-accounts; required once the shop has an active one), or, for a shop without accounts, bankAccount as text',
    body: ZExpenseInput,
    examples: {
      request: {
        expenseDate: '2026-05-31',
        category: 'Rent',
        amount: '18000.00',
        paidFrom: 'cash',
        payee: 'S. Banerjee (landlord)',
        note: 'Shop rent, May 2026',
      },
    },
    handler: async ({ caller, body }) => {
      const created = await caller.tenant.expenses.create(parseInput(ZExpenseInput, body));
      return { status: 201, body: one('Expense saved', created) };
    },
  }),
  route('DELETE', '/api/expense/:id', {
    summary: 'Cancel an expense: it keeps its number and leaves every total',
    handler: deleteById((caller, id) => caller.tenant.expenses.delete({ id }), 'Expense cancelled'),
  }),
];
