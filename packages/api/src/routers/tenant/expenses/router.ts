import { permittedOutsideTx, router } from '../../../trpc';
import { attachFile, detachFile } from '../../../services/documents/attachments';
import { permittedOn, ZById } from '../../crud';
import {
  ZExpenseCategoryInput,
  ZExpenseBillListInput,
  ZExpenseCategoryRename,
  ZExpenseExportInput,
  ZExpenseInput,
  ZExpenseListInput,
  ZExpenseTotalsInput,
} from '../../../services/expenses/expenses.schema';
import {
  cancelExpense,
  createExpense,
  getExpense,
  listExpenses,
} from '../../../services/expenses/expenses.service';
import {
  exportExpenses,
  expenseTotals,
  listExpenseBills,
} from '../../../services/expenses/expenses.bills';
import {
  createExpenseCategory,
  deleteExpenseCategory,
  listExpenseCategories,
  renameExpenseCategory,
} from '../../../services/expenses/expenses.categories';
import { z } from 'zod';
import { ZAttachmentUpload, ZId } from '@gst/domain';

const can = permittedOn('manage-expense');

/** Expenses and their categories (issue 31). */
export const expensesRouter = router({
  list: can.view(ZExpenseListInput, listExpenses),
  get: can.view(ZById, getExpense),
  /** Expenses and bills for expenses (every line an expense) of the dates, by category. */
  totals: can.view(ZExpenseTotalsInput, expenseTotals),
  /** Active purchase bills whose lines are all expenses, newest first, with their cost. */
  bills: can.view(ZExpenseBillListInput, listExpenseBills),
  /** The Excel rows of the dates: expenses and bills for expenses (GET /api/expense/export). */
  export: can.export(ZExpenseExportInput, exportExpenses),
  create: can.create(ZExpenseInput, createExpense),
  /** Cancels the expense (it keeps its number); nothing deletes an expense. */
  delete: can.delete(ZById, cancelExpense),
  categories: can.view(z.strictObject({}).optional().default({}), listExpenseCategories),
  createCategory: can.edit(ZExpenseCategoryInput, createExpenseCategory),
  renameCategory: can.edit(ZExpenseCategoryRename, renameExpenseCategory),
  deleteCategory: can.edit(ZById, deleteExpenseCategory),
  /**
   * Attaches the receipt or bill (PDF or image, at most 3 MB; images within 16 megapixels), replacing
   * any earlier one; runs outside a transaction while the bytes are checked and stored.
   */
  attach: permittedOutsideTx([['manage-expense', 'create']])
    .input(ZAttachmentUpload.extend({ id: ZId }))
    .mutation(({ ctx, input }) => attachFile(ctx, 'expense', input)),
  /** Removes the attachment. */
  detach: permittedOutsideTx([['manage-expense', 'delete']])
    .input(z.strictObject({ id: ZId }))
    .mutation(({ ctx, input }) => detachFile(ctx, 'expense', input.id)),
});
