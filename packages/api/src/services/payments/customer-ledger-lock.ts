import { eq } from 'drizzle-orm';
import type { Tx } from '@gst/db/client';
import { customers, invoices, payments } from '@gst/db/schema';
import { AppError } from '../../errors';

/**
 * Locks what a customer's advance is made of, in one order (customer, then their receipts, then
 * their invoices, each by id), so two refunds, or a refund and a receipt's reversal, are
 * serialised and the second reads what the first left (issue 29: a reversal after a refund must
 * not leave the advance below what was paid back).
 */
export async function lockCustomerLedger(tx: Tx, customerId: string) {
  const [customer] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  if (!customer) throw new AppError('BAD_REQUEST', 'The selected customer does not exist');
  await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.customerId, customerId))
    .orderBy(payments.id)
    .for('update');
  await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.billToId, customerId))
    .orderBy(invoices.id)
    .for('update');
}
