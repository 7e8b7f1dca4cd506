import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/client';
import { provisionTenant } from '../src/provision';
import { customers, payments } from '../src/schema/tenant/index';
import { withTenant } from '../src/tenant';
import { useTestDatabase } from './database';

/**
 * Migration 0018 (issue 33): a receipt's income-tax TDS. Existing receipts read as without TDS
 * (section '', amount 0, no rate, no Form 16A); the amount is never below 0; the rate keeps 3
 * decimals (194Q's 0.1 %, 0.075 %).
 */
const database = useTestDatabase();

describe('payments TDS columns (migration 0018)', () => {
  it('defaults to no TDS, keeps the figures, and refuses a negative amount', async () => {
    const tenant = await provisionTenant(database.db, {
      tenantId: 'receipt-tds',
      name: 'Receipt Tds',
      ownerEmail: 'owner@tds.test',
      owner: { name: 'Owner', email: 'owner@tds.test', password: 'secret-pass-1' },
    });
    const run = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(database.db, tenant, fn);
    const [customer] = await run((tx) =>
      tx.insert(customers).values({ name: 'Buyer' }).returning({ id: customers.id }),
    );
    const receipt = (sequence: number, extra: Partial<typeof payments.$inferInsert> = {}) => ({
      receiptNumber: `RCT/25-26/${sequence}`,
      financialYear: 2025,
      sequence,
      customerId: customer?.id ?? '',
      paymentDate: '2025-10-05',
      amount: '117900.00',
      mode: 'upi' as const,
      ...extra,
    });
    const [plain] = await run((tx) => tx.insert(payments).values(receipt(1)).returning());
    expect(plain).toMatchObject({
      tdsSection: '',
      tdsRate: null,
      tdsAmount: '0.00',
      form16aNumber: '',
      form16aDate: null,
    });
    const [withTds] = await run((tx) =>
      tx
        .insert(payments)
        .values(receipt(2, { tdsSection: '194Q', tdsRate: '0.075', tdsAmount: '100.00' }))
        .returning(),
    );
    expect(withTds).toMatchObject({ tdsRate: '0.075', tdsAmount: '100.00' });
    await expect(
      run((tx) => tx.insert(payments).values(receipt(3, { tdsAmount: '-1.00' }))),
    ).rejects.toThrow();
    const [constraint] = await run(async (tx) =>
      rowsOf<{ name: string }>(
        await tx.execute(
          sql`select conname as name from pg_constraint where conname = 'payments_tds_amount_check'`,
        ),
      ),
    );
    expect(constraint?.name).toBe('payments_tds_amount_check');
  });
});
