import { z } from 'zod';
import { ZMoney } from './common';
import { documentDate } from './dates';
import { checkCashWithoutAccount, ZMovementBankAccount } from './bank-accounts';

/**
 * An expense (issue 31): a cost without a supplier's GST bill (rent from an unregistered landlord,
 * wages, fuel, installation labour): its date, category, amount, where it was paid from, payee
 * and note. The same contract for the drawer, tRPC and REST.
 */
export const PAID_FROM_OPTIONS = ['cash', 'bank'] as const;
export const EXPENSE_CATEGORY_MAX = 60;

const ZPositiveMoney = ZMoney.refine((v) => Number(v) > 0, 'must be more than 0');

export const ZExpenseCategoryName = z
  .string({ error: 'Enter a category' })
  .trim()
  .min(1, 'Enter a category')
  .max(EXPENSE_CATEGORY_MAX, `A category is at most ${EXPENSE_CATEGORY_MAX} characters`);

export const ZExpenseInput = z
  .strictObject({
    expenseDate: documentDate('Expense date'),
    category: ZExpenseCategoryName,
    amount: ZPositiveMoney,
    paidFrom: z.enum(PAID_FROM_OPTIONS, { error: 'paidFrom must be cash or bank' }).default('cash'),
    /**
     * The bank account paid from as text (its name or last digits), as before the shop's bank
     * accounts (issue 33); a shop with accounts names one in `bankAccountId` instead.
     */
    bankAccount: z.string().trim().max(100).optional().default(''),
    /** The shop's bank account a bank-paid expense left from (issue 33). */
    ...ZMovementBankAccount,
    payee: z.string().trim().max(200).optional().default(''),
    note: z.string().trim().max(1000).optional().default(''),
    idempotencyKey: z.string().trim().min(8).max(100).optional(),
  })
  .refine((v) => v.paidFrom === 'bank' || v.bankAccount === '', {
    message: 'A cash expense names no bank account',
    path: ['bankAccount'],
  })
  .superRefine((v, ctx) => {
    checkCashWithoutAccount(
      { cash: v.paidFrom === 'cash', bankAccountId: v.bankAccountId },
      'expense',
      ctx,
    );
  });
export type TExpenseInput = z.output<typeof ZExpenseInput>;
