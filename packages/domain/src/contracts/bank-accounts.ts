import { z } from 'zod';
import { ZId, ZMoney } from './common';

/**
 * The shop's bank accounts (issue 33): the same contract for the Settings drawer, tRPC and REST,
 * and the `bankAccountId` a receipt, refund, supplier payment or expense names.
 */
export const BANK_ACCOUNT_NAME_MAX = 80;
const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** An amount that may be negative (an overdraft's opening balance): '-1234.50', as 2 decimals. */
export const ZSignedMoney = z
  .union([z.number(), z.string()], { error: 'Enter a valid amount' })
  .transform((value, ctx) => {
    const text = String(value).trim();
    const negative = text.startsWith('-');
    const parsed = ZMoney.safeParse(negative ? text.slice(1) : text);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid amount, e.g. 1500 or -250.50' });
      return z.NEVER;
    }
    return negative && parsed.data !== '0.00' ? `-${parsed.data}` : parsed.data;
  });

const fields = {
  name: z
    .string({ error: 'Enter a name for the account' })
    .trim()
    .min(1, 'Enter a name for the account, e.g. HDFC current ••1234')
    .max(BANK_ACCOUNT_NAME_MAX, `A name is at most ${BANK_ACCOUNT_NAME_MAX} characters`),
  accountNumber: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{9,18}$/.test(v), 'Enter the account number: 9 to 18 digits'),
  ifsc: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || IFSC_PATTERN.test(v), 'Enter a valid IFSC code (e.g. SBIN0001234)'),
  /** Its balance on the shop's "opening balances as of" date; negative for an overdraft. */
  openingBalance: ZSignedMoney,
};

export const ZBankAccountInput = z.strictObject({
  name: fields.name,
  accountNumber: fields.accountNumber.optional().default(''),
  ifsc: fields.ifsc.optional().default(''),
  openingBalance: fields.openingBalance.optional().default('0.00'),
});
export type TBankAccountInput = z.output<typeof ZBankAccountInput>;

/** A change to an account: any of its fields, or `active` (false deactivates, true restores). */
export const ZBankAccountChanges = z.strictObject({
  name: fields.name.optional(),
  accountNumber: fields.accountNumber.optional(),
  ifsc: fields.ifsc.optional(),
  openingBalance: fields.openingBalance.optional(),
  active: z.boolean().optional(),
});
export const ZBankAccountUpdate = ZBankAccountChanges.extend({ id: ZId });
export type TBankAccountUpdate = z.output<typeof ZBankAccountUpdate>;

/** The bank account a money movement names: none for cash; the service checks the rest. */
export const ZMovementBankAccount = {
  bankAccountId: ZId.nullable().optional().default(null),
};

/** A cash movement goes through no bank account. */
export function checkCashWithoutAccount(
  v: { cash: boolean; bankAccountId: string | null },
  what: string,
  ctx: z.RefinementCtx,
) {
  if (v.cash && v.bankAccountId !== null) {
    ctx.addIssue({
      code: 'custom',
      message: `A cash ${what} goes through no bank account; leave the bank account empty`,
      path: ['bankAccountId'],
    });
  }
}
