import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { provisionTenant } from '../src/provision';
import {
  bankAccounts,
  customers,
  expenses,
  payments,
  settings,
  supplierPayments,
  suppliers,
} from '../src/schema/tenant/index';
import { withTenant } from '../src/tenant';
import { useTestDatabase } from './database';

/**
 * Migration 0019 (issue 33): the shop's bank accounts. A shop whose Settings name a bank gets
 * that account ("HDFC Bank ••5678"), and its receipts and supplier payments not in cash, and the
 * bank-paid expenses whose text was blank or named that account, go through it; other text stays
 * as typed (no account). Running the migration again changes nothing (Citus re-applies).
 */
const database = useTestDatabase();
const MIGRATION = readFileSync(
  new URL('../../../drizzle/tenant/0019_bank_accounts.sql', import.meta.url),
  'utf8',
)
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .filter(Boolean);

describe('bank accounts (migration 0019)', () => {
  it('makes the Settings account and assigns the movements that were its', async () => {
    const tenant = await provisionTenant(database.db, {
      tenantId: 'bank-accounts',
      name: 'Bank Accounts',
      ownerEmail: 'owner@bank.test',
      owner: { name: 'Owner', email: 'owner@bank.test', password: 'secret-pass-1' },
    });
    const run = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(database.db, tenant, fn);
    // Provisioned after 0019 ran: no Settings bank, so no account.
    expect(await run((tx) => tx.select().from(bankAccounts))).toEqual([]);
    await run(async (tx) => {
      for (const [key, value] of [
        ['bankName', 'HDFC Bank'],
        ['accountNumber', '50100012345678'],
        ['ifscCode', 'hdfc0001234'],
      ] as const) {
        await tx
          .insert(settings)
          .values({ key, value })
          .onConflictDoUpdate({ target: settings.key, set: { value } });
      }
      const [customer] = await tx.insert(customers).values({ name: 'Buyer' }).returning();
      const [supplier] = await tx
        .insert(suppliers)
        .values({ name: 'Seller', stateCode: 19, registration: 'unregistered' as const })
        .returning();
      const receipt = (sequence: number, mode: 'cash' | 'upi') => ({
        receiptNumber: `R/${sequence}`,
        financialYear: 2025,
        sequence,
        customerId: customer?.id ?? '',
        paymentDate: '2025-05-01',
        amount: '100.00',
        mode,
      });
      await tx.insert(payments).values([receipt(1, 'cash'), receipt(2, 'upi')]);
      await tx.insert(supplierPayments).values({
        paymentNumber: 'SP/1',
        financialYear: 2025,
        sequence: 1,
        supplierId: supplier?.id ?? '',
        paymentDate: '2025-05-02',
        amount: '50.00',
        mode: 'cheque',
      });
      const texts = ['', 'hdfc bank', '5678', 'HDFC Bank 50100012345678', 'SBI 9911', '78'];
      await tx.insert(expenses).values(
        texts.map((bankAccount, i) => ({
          expenseNumber: `EX/${i + 1}`,
          financialYear: 2025,
          sequence: i + 1,
          expenseDate: '2025-05-03',
          category: 'Rent',
          amount: '10.00',
          paidFrom: 'bank' as const,
          bankAccount,
        })),
      );
    });
    // The migration as it runs on an existing shop, twice.
    for (let pass = 0; pass < 2; pass++) {
      await run(async (tx) => {
        for (const statement of MIGRATION) await tx.execute(sql.raw(statement));
      });
    }
    const accounts = await run((tx) => tx.select().from(bankAccounts));
    expect(accounts).toHaveLength(1);
    const [hdfc] = accounts;
    expect(hdfc).toMatchObject({
      name: 'HDFC Bank ••5678',
      accountNumber: '50100012345678',
      ifsc: 'HDFC0001234',
      openingBalancePaise: 0n,
      active: true,
    });
    const receipts = await run((tx) =>
      tx.select({ mode: payments.mode, id: payments.bankAccountId }).from(payments),
    );
    expect(receipts.sort((a, b) => a.mode.localeCompare(b.mode))).toEqual([
      { mode: 'cash', id: null },
      { mode: 'upi', id: hdfc?.id },
    ]);
    const [paid] = await run((tx) =>
      tx.select({ id: supplierPayments.bankAccountId }).from(supplierPayments),
    );
    expect(paid?.id).toBe(hdfc?.id);
    const typed = await run((tx) =>
      tx
        .select({ text: expenses.bankAccount, id: expenses.bankAccountId })
        .from(expenses)
        .orderBy(expenses.sequence),
    );
    // Blank, the bank's name, the last digits and the old label are the account; the rest stays.
    expect(typed.map((e) => [e.text, e.id === hdfc?.id])).toEqual([
      ['', true],
      ['hdfc bank', true],
      ['5678', true],
      ['HDFC Bank 50100012345678', true],
      ['SBI 9911', false],
      ['78', false],
    ]);
    expect(typed.filter((e) => e.id === null).map((e) => e.text)).toEqual(['SBI 9911', '78']);
  });
});
