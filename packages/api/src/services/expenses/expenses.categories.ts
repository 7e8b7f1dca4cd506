import { asc, eq, sql } from 'drizzle-orm';
import { expenseCategories, expenses, purchaseBillLines } from '@gst/db/schema';
import { auditChange } from '../../infra/audit';
import { AppError } from '../../errors';
import type { ServiceCtx } from '../context';

/**
 * The shop's expense categories (issue 31): listed, added, renamed, removed while unused. A
 * category is used by expenses and by the expense lines of purchase bills (which the expense
 * totals group by it), so a rename carries both along and a removal waits for both.
 */
export async function listExpenseCategories({ tx }: Pick<ServiceCtx, 'tx'>) {
  const rows = await tx
    .select({
      id: expenseCategories.id,
      name: expenseCategories.name,
      used: sql<number>`(select count(*) from expenses e where lower(e.category) = lower(${expenseCategories.name}))::int`,
      /** Purchase bill lines filed under it. */
      billLines: sql<number>`(select count(*) from purchase_bill_lines l where l.kind = 'expense' and lower(l.expense_category) = lower(${expenseCategories.name}))::int`,
    })
    .from(expenseCategories)
    .orderBy(asc(sql`lower(${expenseCategories.name})`));
  return rows;
}

async function refuseTaken(ctx: Pick<ServiceCtx, 'tx'>, name: string, except?: string) {
  const [taken] = await ctx.tx
    .select({ id: expenseCategories.id })
    .from(expenseCategories)
    .where(sql`lower(${expenseCategories.name}) = lower(${name})`);
  if (taken && taken.id !== except) {
    throw new AppError('CONFLICT', `There is already a category named '${name}'`);
  }
}

export async function createExpenseCategory(ctx: ServiceCtx, { name }: { name: string }) {
  await refuseTaken(ctx, name);
  const [row] = await ctx.tx.insert(expenseCategories).values({ name }).returning();
  if (!row) throw new AppError('INTERNAL', 'Category was not added');
  await auditChange(ctx.tx, ctx.actor, 'expense-category.create', 'expense-category', row.id, {
    after: row,
  });
  return row;
}

/** Renames a category; the expenses and purchase bill expense lines filed under it follow. */
export async function renameExpenseCategory(
  ctx: ServiceCtx,
  { id, name }: { id: string; name: string },
) {
  const [row] = await ctx.tx
    .select()
    .from(expenseCategories)
    .where(eq(expenseCategories.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'Category not found');
  await refuseTaken(ctx, name, id);
  await ctx.tx
    .update(expenseCategories)
    .set({ name, updatedAt: new Date() })
    .where(eq(expenseCategories.id, id));
  await ctx.tx
    .update(expenses)
    .set({ category: name, updatedAt: new Date() })
    .where(sql`lower(${expenses.category}) = lower(${row.name})`);
  // A relabel only: the bill's figures, revision and return periods are untouched.
  await ctx.tx.execute(
    sql`update purchase_bill_lines set expense_category = ${name} where kind = 'expense' and lower(expense_category) = lower(${row.name})`,
  );
  await auditChange(ctx.tx, ctx.actor, 'expense-category.update', 'expense-category', id, {
    before: { name: row.name },
    after: { name },
  });
  return { ...row, name };
}

/** Removes a category no expense uses. */
export async function deleteExpenseCategory(ctx: ServiceCtx, { id }: { id: string }) {
  const [row] = await ctx.tx
    .select()
    .from(expenseCategories)
    .where(eq(expenseCategories.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'Category not found');
  const [used] = await ctx.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(expenses)
    .where(sql`lower(${expenses.category}) = lower(${row.name})`);
  if (used?.n) {
    throw new AppError(
      'CONFLICT',
      `Category '${row.name}' is used by ${used.n} expense(s); rename it instead`,
    );
  }
  const [lines] = await ctx.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(purchaseBillLines)
    .where(
      sql`${purchaseBillLines.kind} = 'expense' and lower(${purchaseBillLines.expenseCategory}) = lower(${row.name})`,
    );
  if (lines?.n) {
    throw new AppError(
      'CONFLICT',
      `Category '${row.name}' is used by ${lines.n} purchase bill line(s); rename it instead`,
    );
  }
  await ctx.tx.delete(expenseCategories).where(eq(expenseCategories.id, id));
  await auditChange(ctx.tx, ctx.actor, 'expense-category.delete', 'expense-category', id, {
    before: row,
  });
  return { id };
}
