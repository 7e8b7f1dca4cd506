import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { todayIN } from '@gst/domain';
import { bankAccounts, expenseCategories, expenses } from '@gst/db/schema';
import { auditChange, changeDetails, writeAudits } from '../../infra/audit';
import { attachmentOf } from '../shared/attachment-info';
import { AppError } from '../../errors';
import type { ServiceCtx } from '../context';
import { issueDocumentNumber } from '../billing/document-number';
import { createOnce } from '../billing/idempotency';
import { assertPeriodsOpen } from '../shared/return-periods';
import { checkBankAccount } from '../shared/bank-account-check';
import { pageOf } from '../shared/paging';
import { syncConditions, syncOrder } from '../shared/list-query';
import { readSettings } from '../settings/settings.service';
import type { TExpenseInput, TExpenseListInput } from './expenses.schema';

/**
 * Expenses (issue 31): costs without a supplier's GST bill. Numbered in their own series, dated
 * (a filed month refuses them: the books a return was filed from stay as they were), cancelled
 * never deleted, audited. Their categories are the shop's own list (expense_categories).
 */

/** The category as the shop spells it, or a 400 naming the list. */
async function categoryNamed(ctx: Pick<ServiceCtx, 'tx'>, name: string) {
  const [row] = await ctx.tx
    .select({ name: expenseCategories.name })
    .from(expenseCategories)
    .where(sql`lower(${expenseCategories.name}) = lower(${name})`);
  if (!row) {
    throw new AppError(
      'BAD_REQUEST',
      `Expense category '${name}' does not exist; add it under Expenses → Categories first`,
    );
  }
  return row.name;
}

export async function createExpense(ctx: ServiceCtx, input: TExpenseInput) {
  const { idempotencyKey, ...body } = input;
  return createOnce(ctx, 'expense', idempotencyKey, body, () => recordExpense(ctx, body));
}

async function recordExpense(ctx: ServiceCtx, input: Omit<TExpenseInput, 'idempotencyKey'>) {
  const { tx, actor } = ctx;
  if (input.expenseDate > todayIN()) {
    throw new AppError('BAD_REQUEST', `Expense date ${input.expenseDate} is after today (India)`);
  }
  const category = await categoryNamed(ctx, input.category);
  await assertPeriodsOpen(tx, 'expense', [input.expenseDate]);
  // Issue 33: a bank-paid expense names one of the shop's accounts when it has any; the text
  // of the account (as typed before) is kept only for a shop without accounts.
  const cash = input.paidFrom === 'cash';
  await checkBankAccount(tx, { cash, bankAccountId: input.bankAccountId }, 'expense');
  const { expenseNumberingFormat } = await readSettings(ctx, ['expenseNumberingFormat']);
  const issued = await issueDocumentNumber(
    tx,
    'expense',
    input.expenseDate,
    expenseNumberingFormat || 'EX/{fiscalYear}/{number:4}',
    { invoiceType: 'EX' },
  );
  const [row] = await tx
    .insert(expenses)
    .values({
      expenseNumber: issued.documentNumber,
      financialYear: issued.financialYear,
      sequence: issued.sequence,
      expenseDate: input.expenseDate,
      category,
      amount: input.amount,
      paidFrom: input.paidFrom,
      bankAccount: input.bankAccountId ? '' : input.bankAccount,
      bankAccountId: input.bankAccountId,
      payee: input.payee,
      note: input.note,
    })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'Expense was not recorded');
  await writeAudits(tx, actor, [
    {
      action: 'expense.create',
      entity: 'expense',
      entityId: row.id,
      details: changeDetails(
        { after: row },
        { expenseNumber: row.expenseNumber, amount: row.amount },
      ),
    },
  ]);
  return row;
}

export async function getExpense({ tx }: Pick<ServiceCtx, 'tx'>, { id }: { id: string }) {
  const [row] = await tx.select().from(expenses).where(eq(expenses.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Expense not found');
  /** The receipt or bill attached (PDF or image), or null. */
  return { ...row, attachment: await attachmentOf(tx, row.attachmentFileId) };
}

/** Cancels an expense: it keeps its number and leaves every total. Refused in a filed month. */
export async function cancelExpense(ctx: ServiceCtx, { id }: { id: string }) {
  const { tx, actor } = ctx;
  const [row] = await tx.select().from(expenses).where(eq(expenses.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', 'Expense not found');
  if (row.status !== 'active') {
    throw new AppError('CONFLICT', `Expense ${row.expenseNumber} is already cancelled`);
  }
  await assertPeriodsOpen(tx, 'expense', [], [row.expenseDate]);
  const cancelledAt = new Date();
  await tx
    .update(expenses)
    .set({ status: 'cancelled', cancelledAt, updatedAt: cancelledAt })
    .where(eq(expenses.id, id));
  await auditChange(
    tx,
    actor,
    'expense.cancel',
    'expense',
    id,
    { before: { status: row.status }, after: { status: 'cancelled', cancelledAt } },
    { expenseNumber: row.expenseNumber, amount: row.amount },
  );
  return { id };
}

/** Expenses newest first; search by number, payee, category or note. */
export async function listExpenses({ tx }: Pick<ServiceCtx, 'tx'>, input: TExpenseListInput) {
  const where = and(
    input.category ? sql`lower(${expenses.category}) = lower(${input.category})` : undefined,
    input.status ? eq(expenses.status, input.status) : undefined,
    input.search
      ? sql`(${expenses.expenseNumber} ilike ${`%${input.search}%`} or ${expenses.payee} ilike ${`%${input.search}%`} or ${expenses.category} ilike ${`%${input.search}%`} or ${expenses.note} ilike ${`%${input.search}%`})`
      : undefined,
    ...syncConditions(input, { date: expenses.expenseDate, updatedAt: expenses.updatedAt }),
  );
  return pageOf(
    input,
    tx
      // The name of the bank account paid from (active or not), for the list's "From".
      .select({ ...getTableColumns(expenses), bankAccountName: bankAccounts.name })
      .from(expenses)
      .leftJoin(bankAccounts, eq(bankAccounts.id, expenses.bankAccountId))
      .where(where)
      .orderBy(
        ...syncOrder(input, expenses, [
          desc(expenses.expenseDate),
          desc(expenses.financialYear),
          desc(expenses.sequence),
        ]),
      ),
    tx.select({ total: count() }).from(expenses).where(where),
  );
}
