import { and, eq } from 'drizzle-orm';
import { formatINR, MoneyDecimal, todayIN } from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { customers, paymentAllocations, payments, refunds } from '@gst/db/schema';
import { auditChange, writeAudits } from '../../infra/audit';
import { AppError } from '../../errors';
import type { ServiceCtx } from '../context';
import { issueDocumentNumber } from '../billing/document-number';
import { createOnce } from '../billing/idempotency';
import { checkBankAccount } from '../shared/bank-account-check';
import { checkAllocations } from './payments.allocations';
import { lockCustomerLedger } from './customer-ledger-lock';
import {
  allocationRows,
  createdPaymentAudit,
  paymentRow,
  RECEIPT_CODES,
  RECEIPT_NUMBERING,
  receiptDate,
} from './payments.rows';
import { customerAdvance, getPayment, type PaymentDetail } from './payments.queries';
import { assertTdsWithinReceipt, receiptSettles } from './payments.tds';
import type { TAllocateInput, TPaymentInput } from './payments.schema';
import { recordWebhookEvent } from '../webhooks/webhooks.events';

const refuse = (message: string): never => {
  throw new AppError('BAD_REQUEST', message);
};

/** Records a receipt and its allocations in one transaction; the rest is the customer's advance. */
export async function createPayment(ctx: ServiceCtx, input: TPaymentInput): Promise<PaymentDetail> {
  const { idempotencyKey, ...body } = input;
  return createOnce(ctx, 'payment', idempotencyKey, body, () => recordPayment(ctx, input));
}

async function recordPayment(ctx: ServiceCtx, input: TPaymentInput): Promise<PaymentDetail> {
  const { tx, actor } = ctx;
  const paymentDate = receiptDate(input);
  const [customer] = await tx.select().from(customers).where(eq(customers.id, input.customerId));
  if (!customer) refuse('The selected customer does not exist');
  // No filed-period check: a receipt changes no return (shared/return-periods.ts, issue 29).
  // The receipt settles the money received and the TDS the customer deducted (issue 33).
  assertTdsWithinReceipt(input);
  await checkBankAccount(
    tx,
    { cash: input.mode === 'cash', bankAccountId: input.bankAccountId },
    'receipt',
  );
  await checkAllocations(tx, input.customerId, receiptSettles(input), input.allocations);
  const issued = await issueDocumentNumber(
    tx,
    'receipt',
    paymentDate,
    RECEIPT_NUMBERING,
    RECEIPT_CODES,
  );
  const [payment] = await tx
    .insert(payments)
    .values(paymentRow(input, paymentDate, issued))
    .returning({ id: payments.id });
  if (!payment) throw new AppError('INTERNAL', 'Receipt was not recorded');
  if (input.allocations.length) {
    await tx.insert(paymentAllocations).values(allocationRows(payment.id, input, paymentDate));
  }
  const detail = await getPayment(ctx, { id: payment.id });
  await writeAudits(tx, actor, [createdPaymentAudit(detail)]);
  await recordWebhookEvent(ctx, 'receipt.recorded', payment.id);
  return detail;
}

async function lockActivePayment(tx: Tx, id: string) {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  if (!payment) throw new AppError('NOT_FOUND', 'Receipt not found');
  if (payment.status !== 'active') {
    throw new AppError('CONFLICT', `Receipt ${payment.receiptNumber} is reversed`);
  }
  return payment;
}

/**
 * Applies what is left of a receipt (the customer's advance) to more of their invoices. The
 * allocation is dated today, not on the receipt's date, so a receipt in a filed period may still
 * have its advance applied: the filed period's figures do not change.
 */
export async function allocatePayment(ctx: ServiceCtx, input: TAllocateInput) {
  const { tx, actor } = ctx;
  const payment = await lockActivePayment(tx, input.paymentId);
  const current = await getPayment(ctx, { id: payment.id });
  // What a refund paid back (issue 29) is no longer there to apply: at most the customer's advance.
  const available = MoneyDecimal.min(
    current.unallocated,
    await customerAdvance(tx, payment.customerId),
  );
  await checkAllocations(tx, payment.customerId, available, input.allocations);
  const today = todayIN();
  await tx.insert(paymentAllocations).values(
    input.allocations.map((a) => ({
      paymentId: payment.id,
      invoiceId: a.invoiceId,
      amount: a.amount,
      allocatedOn: today < payment.paymentDate ? payment.paymentDate : today,
    })),
  );
  // The receipt's allocated and advance figures changed: a sync (updatedSince) sees it again.
  await tx.update(payments).set({ updatedAt: new Date() }).where(eq(payments.id, payment.id));
  const after = await getPayment(ctx, { id: payment.id });
  await auditChange(
    tx,
    actor,
    'payment.allocate',
    'payment',
    payment.id,
    { before: current, after },
    { receiptNumber: payment.receiptNumber, allocations: input.allocations },
  );
  await recordWebhookEvent(
    ctx,
    'invoice.paid',
    input.allocations.map((a) => a.invoiceId),
  );
  return after;
}

/**
 * Reverses a receipt (a bounced cheque, a mistake): it keeps its number, its allocations stop
 * counting and the invoices it paid are open again. Nothing deletes a receipt.
 *
 * A receipt whose money was refunded (issue 29) is not reversed while the refund stands: the
 * customer's ledger is locked as a refund locks it (so the two queue up), the receipt is
 * reversed, and if the advance the shop holds for the customer would then be less than nothing
 * (it was paid back), the reversal is refused and the transaction rolls back.
 */
export async function reversePayment(ctx: ServiceCtx, { id }: { id: string }) {
  const { tx, actor } = ctx;
  const [found] = await tx
    .select({ customerId: payments.customerId })
    .from(payments)
    .where(eq(payments.id, id));
  if (!found) throw new AppError('NOT_FOUND', 'Receipt not found');
  await lockCustomerLedger(tx, found.customerId);
  // Allowed in a filed month: a reversed receipt changes no return (issue 29 item 6).
  const payment = await lockActivePayment(tx, id);
  const before = await customerAdvance(tx, payment.customerId);
  const reversedAt = new Date();
  await tx
    .update(payments)
    .set({ status: 'reversed', reversedAt, updatedAt: reversedAt })
    .where(and(eq(payments.id, id), eq(payments.status, 'active')));
  const after = await customerAdvance(tx, payment.customerId);
  if (after.lessThan(0) && after.lessThan(before)) {
    await refuseRefundedReversal(tx, payment, MoneyDecimal.min(after.neg(), before.minus(after)));
  }
  await auditChange(
    tx,
    actor,
    'payment.reverse',
    'payment',
    id,
    { before: { status: payment.status }, after: { status: 'reversed', reversedAt } },
    { receiptNumber: payment.receiptNumber, amount: payment.amount },
  );
  return { id };
}

/** The refusal of a reversal that would take back money already refunded, naming the refunds. */
async function refuseRefundedReversal(
  tx: Tx,
  payment: { customerId: string; receiptNumber: string },
  short: MoneyDecimal,
): Promise<never> {
  const standing = await tx
    .select({ refundNumber: refunds.refundNumber })
    .from(refunds)
    .where(and(eq(refunds.customerId, payment.customerId), eq(refunds.status, 'active')))
    .orderBy(refunds.refundDate, refunds.refundNumber);
  const names = standing.map((r) => r.refundNumber);
  const which = names.length === 1 ? `refund ${names[0]}` : `refunds ${names.join(', ')}`;
  throw new AppError(
    'CONFLICT',
    `Receipt ${payment.receiptNumber} cannot be reversed: ${formatINR(short)} of it has already been paid back to the customer by ${which}. Reverse the refund first, then the receipt.`,
  );
}
