// @engines pglite postgres
// One shop's bank accounts and the movements naming them: Citus routes them whole to one worker.
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, customers, suppliers } from '@gst/db/schema';
import {
  ZBankAccountInput,
  ZBankAccountListInput,
  ZBankAccountUpdate,
} from '../../src/services/bank-accounts/bank-accounts.schema';
import {
  createBankAccount,
  deactivateBankAccount,
  deleteBankAccount,
  listBankAccounts,
  updateBankAccount,
} from '../../src/services/bank-accounts/bank-accounts.service';
import { ZPaymentInput } from '../../src/services/payments/payments.schema';
import { createPayment } from '../../src/services/payments/payments.service';
import { ZSupplierPaymentInput } from '../../src/services/supplier-payments/supplier-payments.schema';
import { createSupplierPayment } from '../../src/services/supplier-payments/supplier-payments.service';
import { ZExpenseInput } from '../../src/services/expenses/expenses.schema';
import { createExpense } from '../../src/services/expenses/expenses.service';
import { ZRefundInput } from '../../src/services/refunds/refunds.schema';
import { createRefund } from '../../src/services/refunds/refunds.service';
import type { ServiceCtx } from '../../src/services/context';
import { appErrorOf, asProcedure, serviceSuite } from '../service-harness';

/**
 * The shop's bank accounts (issue 33): added, listed, changed, deactivated (removed only when no
 * movement names one), audited; and the account a receipt, supplier payment, expense or refund
 * names: required when not in cash and the shop has an active account, refused for cash, refused
 * when it is not an active account of the shop.
 */
const suite = serviceSuite({
  seed: async (ctx) => {
    const [customer] = await ctx.tx.insert(customers).values({ name: 'Acct Buyer' }).returning();
    const [supplier] = await ctx.tx
      .insert(suppliers)
      .values({ name: 'Acct Seller', stateCode: 19, registration: 'unregistered' as const })
      .returning();
    if (!customer || !supplier) throw new Error('not seeded');
    return { customerId: customer.id, supplierId: supplier.id };
  },
});
const create = asProcedure(ZBankAccountInput, createBankAccount);
const update = asProcedure(ZBankAccountUpdate, updateBankAccount);
const list = asProcedure(ZBankAccountListInput, listBankAccounts);
const receive = asProcedure(ZPaymentInput, createPayment);
const pay = asProcedure(ZSupplierPaymentInput, createSupplierPayment);
const spend = asProcedure(ZExpenseInput, createExpense);
const refund = asProcedure(ZRefundInput, createRefund);

const HDFC = {
  name: 'HDFC current ••1234',
  accountNumber: '50100012341234',
  ifsc: 'hdfc0001234',
  openingBalance: '125000.50',
};
type Mode = 'cash' | 'upi' | 'bank-transfer' | 'cheque' | 'card';
const receipt = (more: { mode: Mode; bankAccountId?: string }) => ({
  customerId: suite.fx.customerId,
  paymentDate: '2026-04-10',
  amount: '1000.00',
  ...more,
});
const message = async (call: Promise<unknown>) => {
  const error = await appErrorOf(call);
  return [error.code, error.message];
};

describe('bank accounts', () => {
  suite.it('are added, listed oldest first, changed and audited', async (ctx) => {
    const hdfc = await create(ctx, HDFC);
    // The IFSC upper-cased; the opening balance in rupees (stored as 12,500,050 paise).
    expect(hdfc).toMatchObject({
      name: 'HDFC current ••1234',
      ifsc: 'HDFC0001234',
      openingBalance: '125000.50',
      active: true,
      movements: 0,
    });
    const od = await create(ctx, { name: 'ICICI OD', openingBalance: '-5000' });
    expect(od.openingBalance).toBe('-5000.00');
    expect((await list(ctx, {})).map((a) => a.name)).toEqual(['HDFC current ••1234', 'ICICI OD']);
    const changed = await update(ctx, {
      id: od.id,
      name: 'ICICI OD ••0042',
      openingBalance: -4500.25,
    });
    expect(changed).toMatchObject({ name: 'ICICI OD ••0042', openingBalance: '-4500.25' });
    // Names are unique, whatever their case.
    expect(await message(create(ctx, { name: 'hdfc CURRENT ••1234' }))).toEqual([
      'CONFLICT',
      "There is already a bank account named 'hdfc CURRENT ••1234'",
    ]);
    expect((await appErrorOf(create(ctx, { name: '  ' }))).code).toBe('BAD_REQUEST');
    expect((await appErrorOf(create(ctx, { name: 'X', openingBalance: '1.234' }))).code).toBe(
      'BAD_REQUEST',
    );
    expect((await appErrorOf(create(ctx, { name: 'Y', ifsc: 'HDFC1234' }))).code).toBe(
      'BAD_REQUEST',
    );
    const audit = await ctx.tx
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entity, 'bank-account'));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'bank-account.create',
      'bank-account.create',
      'bank-account.update',
    ]);
  });

  suite.it(
    'receipts, payments and expenses name an active account when not in cash',
    async (ctx) => {
      // A shop without accounts records bank movements as before (no account).
      const before = await receive(ctx, receipt({ mode: 'upi' }));
      expect(before.bankAccountId).toBeNull();
      const hdfc = await create(ctx, HDFC);
      // Now a non-cash receipt must name one.
      expect(await message(receive(ctx, receipt({ mode: 'upi' })))).toEqual([
        'BAD_REQUEST',
        'Choose the bank account the receipt went through (bankAccountId)',
      ]);
      // Cash names none: refused by the contract, before any SQL.
      const cash = await appErrorOf(
        receive(ctx, receipt({ mode: 'cash', bankAccountId: hdfc.id })),
      );
      expect(cash.code).toBe('BAD_REQUEST');
      expect(cash.message).toContain('A cash receipt goes through no bank account');
      // An id that is no account of this shop.
      expect(
        await message(
          receive(
            ctx,
            receipt({ mode: 'cheque', bankAccountId: '1b671a64-40d5-491e-99b0-da01ff1e4d8f' }),
          ),
        ),
      ).toEqual([
        'BAD_REQUEST',
        "The bank account chosen for the receipt is not one of the shop's active bank accounts",
      ]);
      const ok = await receive(ctx, receipt({ mode: 'bank-transfer', bankAccountId: hdfc.id }));
      expect(ok.bankAccountId).toBe(hdfc.id);
      expect((await receive(ctx, receipt({ mode: 'cash' }))).bankAccountId).toBeNull();

      const supplierId = suite.fx.supplierId;
      expect(
        await message(
          pay(ctx, { supplierId, paymentDate: '2026-04-11', amount: '10', mode: 'card' }),
        ),
      ).toEqual([
        'BAD_REQUEST',
        'Choose the bank account the payment went through (bankAccountId)',
      ]);
      const paid = await pay(ctx, {
        supplierId,
        paymentDate: '2026-04-11',
        amount: '10',
        mode: 'card',
        bankAccountId: hdfc.id,
      });
      expect(paid).toMatchObject({ mode: 'card' });

      const expense = { expenseDate: '2026-04-12', category: 'Rent', amount: '500' };
      expect(await message(spend(ctx, { ...expense, paidFrom: 'bank' }))).toEqual([
        'BAD_REQUEST',
        'Choose the bank account the expense went through (bankAccountId)',
      ]);
      const cashExpense = await appErrorOf(spend(ctx, { ...expense, bankAccountId: hdfc.id }));
      expect(cashExpense.message).toContain('A cash expense goes through no bank account');
      const rent = await spend(ctx, {
        ...expense,
        paidFrom: 'bank',
        bankAccountId: hdfc.id,
        bankAccount: 'typed text is not kept',
      });
      expect(rent).toMatchObject({ bankAccountId: hdfc.id, bankAccount: '' });

      // A refund not in cash leaves from the first active account unless it names one.
      const back = await refund(ctx, {
        customerId: suite.fx.customerId,
        refundDate: '2026-04-13',
        amount: '100.00',
        mode: 'upi',
      });
      expect(back).toMatchObject({ mode: 'upi' });

      // Movements name it now: it cannot be removed, only deactivated; then no movement may name it.
      expect((await list(ctx, {}))[0]?.movements).toBe(4);
      expect(await message(deleteBankAccount(ctx, { id: hdfc.id }))).toEqual([
        'CONFLICT',
        "Bank account 'HDFC current ••1234' has 4 movement(s) and cannot be deleted; deactivate it instead",
      ]);
      expect((await deactivateBankAccount(ctx, { id: hdfc.id })).active).toBe(false);
      expect(await list(ctx, { includeInactive: false })).toEqual([]);
      expect(await message(receive(ctx, receipt({ mode: 'upi', bankAccountId: hdfc.id })))).toEqual(
        [
          'BAD_REQUEST',
          "The bank account chosen for the receipt is not one of the shop's active bank accounts",
        ],
      );
      // No active account left: a bank movement need not name one (it is "Other" in the book).
      expect((await receive(ctx, receipt({ mode: 'upi' }))).bankAccountId).toBeNull();
    },
  );

  suite.it('an account no movement names is removed', async (ctx: ServiceCtx) => {
    const spare = await create(ctx, { name: 'Spare' });
    expect(await deleteBankAccount(ctx, { id: spare.id })).toEqual({ id: spare.id });
    expect(await list(ctx, {})).toEqual([]);
    expect((await appErrorOf(deleteBankAccount(ctx, { id: spare.id }))).code).toBe('NOT_FOUND');
  });
});
