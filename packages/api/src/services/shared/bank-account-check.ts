import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '@gst/db/client';
import { bankAccounts } from '@gst/db/schema';
import { AppError } from '../../errors';

/**
 * The bank account a money movement names (issue 33), checked the same way for receipts,
 * refunds, supplier payments and expenses: a cash movement names none (the contracts refuse it
 * first); one not in cash names one of the shop's active accounts when the shop has any (a shop
 * without accounts records its bank movements as before, under "Other (as typed)").
 */
export type ActiveBankAccount = { id: string; name: string };

/** The shop's active accounts, oldest first, then by name (the first is the drawers' default). */
export async function activeBankAccounts(tx: Tx): Promise<ActiveBankAccount[]> {
  return tx
    .select({ id: bankAccounts.id, name: bankAccounts.name })
    .from(bankAccounts)
    .where(eq(bankAccounts.active, true))
    .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.name), asc(bankAccounts.id));
}

/** Refuses a movement's account against the active accounts already read (the bulk paths). */
export function checkBankAccountOn(
  active: readonly ActiveBankAccount[],
  movement: { cash: boolean; bankAccountId: string | null },
  what: string,
): void {
  const { cash, bankAccountId } = movement;
  if (cash) {
    if (bankAccountId !== null) {
      throw new AppError('BAD_REQUEST', `A cash ${what} goes through no bank account`);
    }
    return;
  }
  if (bankAccountId === null) {
    if (active.length) {
      throw new AppError(
        'BAD_REQUEST',
        `Choose the bank account the ${what} went through (bankAccountId)`,
      );
    }
    return;
  }
  if (!active.some((a) => a.id === bankAccountId)) {
    throw new AppError(
      'BAD_REQUEST',
      `The bank account chosen for the ${what} is not one of the shop's active bank accounts`,
    );
  }
}

/** Checks one movement's account under a share lock, so it cannot be deactivated meanwhile. */
export async function checkBankAccount(
  tx: Tx,
  movement: { cash: boolean; bankAccountId: string | null },
  what: string,
): Promise<void> {
  if (!movement.cash && movement.bankAccountId !== null) {
    const [found] = await tx
      .select({ id: bankAccounts.id, name: bankAccounts.name })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.id, movement.bankAccountId), eq(bankAccounts.active, true)))
      .for('share');
    checkBankAccountOn(found ? [found] : [], movement, what);
    return;
  }
  checkBankAccountOn(movement.cash ? [] : await activeBankAccounts(tx), movement, what);
}
