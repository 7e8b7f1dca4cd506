import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { fromPaise, toPaise } from '@gst/domain';
import { bankAccounts } from '@gst/db/schema';
import { auditChange } from '../../infra/audit';
import { AppError } from '../../errors';
import type { ServiceCtx } from '../context';
import { activeBankAccounts, type ActiveBankAccount } from '../shared/bank-account-check';
import type {
  TBankAccountInput,
  TBankAccountListInput,
  TBankAccountUpdate,
} from './bank-accounts.schema';

/**
 * The shop's bank accounts (issue 33): listed, added, changed, deactivated. Receipts, refunds,
 * supplier payments and expenses not in cash name the account their money went through, and the
 * bank book is kept per account from its opening balance. An account money went through is never
 * removed (its movements keep naming it): it is deactivated, and a deactivated account is offered
 * to no new movement. One no movement names may be removed.
 */
type Row = typeof bankAccounts.$inferSelect;

/** An account as the API answers it: the opening balance in rupees ('-1500.00' overdrawn). */
export type BankAccountView = Omit<Row, 'openingBalancePaise'> & {
  openingBalance: string;
  /** Receipts, refunds, supplier payments and expenses that name it. */
  movements: number;
};

// Qualified by hand: drizzle leaves a one-table select's columns bare, which inside these
// subqueries would name the movement's own id.
const MOVEMENTS = sql<number>`(
  (select count(*) from payments m where m.bank_account_id = bank_accounts.id)
  + (select count(*) from refunds m where m.bank_account_id = bank_accounts.id)
  + (select count(*) from supplier_payments m where m.bank_account_id = bank_accounts.id)
  + (select count(*) from expenses m where m.bank_account_id = bank_accounts.id))::int`;

function viewOf({ openingBalancePaise, ...row }: Row, movements: number): BankAccountView {
  return { ...row, openingBalance: fromPaise(openingBalancePaise), movements };
}

/** Every account, oldest first (Settings); `includeInactive: false` for the drawers' selects. */
export async function listBankAccounts(
  { tx }: Pick<ServiceCtx, 'tx'>,
  input: TBankAccountListInput,
): Promise<BankAccountView[]> {
  const rows = await tx
    .select({ account: bankAccounts, movements: MOVEMENTS })
    .from(bankAccounts)
    .where(input.includeInactive ? undefined : eq(bankAccounts.active, true))
    .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.name), asc(bankAccounts.id));
  return rows.map((r) => viewOf(r.account, Number(r.movements)));
}

/** The active accounts a movement may name, the drawers' default first. */
export async function pickBankAccounts({
  tx,
}: Pick<ServiceCtx, 'tx'>): Promise<ActiveBankAccount[]> {
  return activeBankAccounts(tx);
}

async function getView(ctx: Pick<ServiceCtx, 'tx'>, id: string): Promise<BankAccountView> {
  const [row] = await ctx.tx
    .select({ account: bankAccounts, movements: MOVEMENTS })
    .from(bankAccounts)
    .where(eq(bankAccounts.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Bank account not found');
  return viewOf(row.account, Number(row.movements));
}

async function refuseTaken(ctx: Pick<ServiceCtx, 'tx'>, name: string, except?: string) {
  const [taken] = await ctx.tx
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(
      and(
        sql`lower(${bankAccounts.name}) = lower(${name})`,
        except ? ne(bankAccounts.id, except) : undefined,
      ),
    );
  if (taken) throw new AppError('CONFLICT', `There is already a bank account named '${name}'`);
}

export async function createBankAccount(
  ctx: ServiceCtx,
  input: TBankAccountInput,
): Promise<BankAccountView> {
  await refuseTaken(ctx, input.name);
  const [row] = await ctx.tx
    .insert(bankAccounts)
    .values({
      name: input.name,
      accountNumber: input.accountNumber,
      ifsc: input.ifsc,
      openingBalancePaise: toPaise(input.openingBalance),
    })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'Bank account was not added');
  const after = viewOf(row, 0);
  await auditChange(ctx.tx, ctx.actor, 'bank-account.create', 'bank-account', row.id, { after });
  return after;
}

async function lockAccount(ctx: Pick<ServiceCtx, 'tx'>, id: string) {
  const [row] = await ctx.tx
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'Bank account not found');
  return row;
}

/** Changes an account's name, number, IFSC, opening balance, or (de)activates it. */
export async function updateBankAccount(
  ctx: ServiceCtx,
  { id, openingBalance, ...changes }: TBankAccountUpdate,
): Promise<BankAccountView> {
  await lockAccount(ctx, id);
  const before = await getView(ctx, id);
  if (changes.name !== undefined) await refuseTaken(ctx, changes.name, id);
  await ctx.tx
    .update(bankAccounts)
    .set({
      ...changes,
      ...(openingBalance !== undefined && { openingBalancePaise: toPaise(openingBalance) }),
      updatedAt: new Date(),
    })
    .where(eq(bankAccounts.id, id));
  const after = await getView(ctx, id);
  await auditChange(ctx.tx, ctx.actor, 'bank-account.update', 'bank-account', id, {
    before,
    after,
  });
  return after;
}

/** Deactivates an account: its movements stay; no new movement may name it. */
export async function deactivateBankAccount(
  ctx: ServiceCtx,
  { id }: { id: string },
): Promise<BankAccountView> {
  const row = await lockAccount(ctx, id);
  if (!row.active) return getView(ctx, id);
  await ctx.tx
    .update(bankAccounts)
    .set({ active: false, updatedAt: new Date() })
    .where(eq(bankAccounts.id, id));
  const after = await getView(ctx, id);
  await auditChange(
    ctx.tx,
    ctx.actor,
    'bank-account.deactivate',
    'bank-account',
    id,
    { before: { active: true }, after: { active: false } },
    { name: row.name },
  );
  return after;
}

/** Removes an account no movement names; one with movements is refused (deactivate it). */
export async function deleteBankAccount(ctx: ServiceCtx, { id }: { id: string }) {
  await lockAccount(ctx, id);
  const before = await getView(ctx, id);
  if (before.movements > 0) {
    throw new AppError(
      'CONFLICT',
      `Bank account '${before.name}' has ${before.movements} movement(s) and cannot be deleted; deactivate it instead`,
    );
  }
  await ctx.tx.delete(bankAccounts).where(eq(bankAccounts.id, id));
  await auditChange(ctx.tx, ctx.actor, 'bank-account.delete', 'bank-account', id, { before });
  return { id };
}
