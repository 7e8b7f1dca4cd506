import { eq, sql } from 'drizzle-orm';
import { formatINR } from '@gst/domain';
import { paymentAllocations, payments } from '@gst/db/schema';
import { auditChange } from '../../infra/audit';
import { AppError } from '../../errors';
import type { ServiceCtx } from '../context';
import { lockCustomerLedger } from './customer-ledger-lock';
import { customerAdvance } from './payments.queries';
import type { TPaymentTdsInput } from './payments.schema';
import { assertTdsWithinReceipt, receiptSettles } from './payments.tds';

/**
 * Sets or corrects a receipt's TDS details (the Form 16A number and date once the customer sends
 * it). Refused on a reversed receipt, when what it then settles is less than what is allocated
 * from it, or when the TDS taken away was already refunded out of the advance. Audited.
 */
export async function setPaymentTds(ctx: ServiceCtx, input: TPaymentTdsInput) {
  const { tx, actor } = ctx;
  const { id, ...tds } = input;
  const [found] = await tx
    .select({ customerId: payments.customerId })
    .from(payments)
    .where(eq(payments.id, id));
  if (!found) throw new AppError('NOT_FOUND', 'Receipt not found');
  await lockCustomerLedger(tx, found.customerId);
  const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  if (!payment) throw new AppError('NOT_FOUND', 'Receipt not found');
  if (payment.status !== 'active') {
    throw new AppError('CONFLICT', `Receipt ${payment.receiptNumber} is reversed`);
  }
  assertTdsWithinReceipt({ amount: payment.amount, tdsAmount: tds.tdsAmount });
  const [sums] = await tx
    .select({ allocated: sql<string>`coalesce(sum(${paymentAllocations.amount}), 0)::text` })
    .from(paymentAllocations)
    .where(eq(paymentAllocations.paymentId, id));
  const allocated = sums?.allocated ?? '0';
  const settles = receiptSettles({ amount: payment.amount, tdsAmount: tds.tdsAmount });
  if (settles.lessThan(allocated)) {
    throw new AppError(
      'BAD_REQUEST',
      `Receipt ${payment.receiptNumber} would settle ${formatINR(settles)}, less than the ${formatINR(allocated)} applied to invoices`,
    );
  }
  const advanceBefore = await customerAdvance(tx, payment.customerId);
  await tx
    .update(payments)
    .set({ ...tds, updatedAt: new Date() })
    .where(eq(payments.id, id));
  const advanceAfter = await customerAdvance(tx, payment.customerId);
  if (advanceAfter.lessThan(0) && advanceAfter.lessThan(advanceBefore)) {
    throw new AppError(
      'CONFLICT',
      `The TDS of receipt ${payment.receiptNumber} cannot be lowered: that part of the customer's advance has been refunded`,
    );
  }
  const before = {
    tdsSection: payment.tdsSection,
    tdsRate: payment.tdsRate,
    tdsAmount: payment.tdsAmount,
    form16aNumber: payment.form16aNumber,
    form16aDate: payment.form16aDate,
  };
  await auditChange(
    tx,
    actor,
    'payment.tds',
    'payment',
    id,
    { before, after: tds },
    { receiptNumber: payment.receiptNumber },
  );
  return { id, ...tds };
}
