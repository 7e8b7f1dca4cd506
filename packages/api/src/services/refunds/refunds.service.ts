import { and, eq } from 'drizzle-orm';
import { formatINR, MoneyDecimal, todayIN } from '@gst/domain';
import { refunds } from '@gst/db/schema';
import { auditChange } from '../../infra/audit';
import { AppError } from '../../errors';
import type { ServiceCtx } from '../context';
import { issueDocumentNumber } from '../billing/document-number';
import { activeBankAccounts, checkBankAccount } from '../shared/bank-account-check';
import { lockCustomerLedger } from '../payments/customer-ledger-lock';
import { customerAdvance } from '../payments/payments.queries';
import { getRefund, leftOnDocument, type RefundDetail } from './refunds.queries';
import type { TRefundInput } from './refunds.schema';

/** Refund vouchers number in their own series per financial year (counter kind 'refund'). */
export const REFUND_NUMBERING = 'RV/{fiscalYear}/{number:4}';

const refuse = (message: string): never => {
  throw new AppError('BAD_REQUEST', message);
};

/**
 * Records money paid back to a customer (issue 29 item 5): never more than the advance the shop
 * holds for them (unallocated receipts and credit balances, less earlier refunds), nor more than
 * is left of the receipt or credit note it names. A refund changes no return (GSTR-1, 3B), so a
 * filed month does not refuse it.
 */
export async function createRefund(ctx: ServiceCtx, input: TRefundInput): Promise<RefundDetail> {
  const { tx, actor } = ctx;
  const refundDate = input.refundDate ?? todayIN();
  if (refundDate > todayIN()) refuse(`Refund date ${refundDate} is after today (India)`);
  await lockCustomerLedger(tx, input.customerId);
  const amount = new MoneyDecimal(input.amount);
  const document = await leftOnDocument(tx, input);
  if (document) {
    if (document.customerId !== input.customerId)
      refuse(`The ${document.label} is not this customer's`);
    if (amount.greaterThan(document.left)) {
      refuse(
        `Refund of ${formatINR(amount)} is more than the ${formatINR(MoneyDecimal.max(0, document.left))} left to refund on ${document.label}`,
      );
    }
  }
  const advance = await customerAdvance(tx, input.customerId);
  if (amount.greaterThan(advance)) {
    refuse(
      `Refund of ${formatINR(amount)} is more than the customer's advance of ${formatINR(MoneyDecimal.max(0, advance))}`,
    );
  }
  const bankAccountId = await refundAccount(ctx, input);
  const issued = await issueDocumentNumber(tx, 'refund', refundDate, REFUND_NUMBERING, {
    invoiceType: 'RV',
  });
  const [row] = await tx
    .insert(refunds)
    .values({
      refundNumber: issued.documentNumber,
      financialYear: issued.financialYear,
      sequence: issued.sequence,
      customerId: input.customerId,
      refundDate,
      amount: input.amount,
      mode: input.mode,
      bankAccountId,
      reference: input.reference,
      remarks: input.remarks,
      noteId: input.noteId ?? null,
      paymentId: input.paymentId ?? null,
    })
    .returning({ id: refunds.id });
  if (!row) throw new AppError('INTERNAL', 'Refund was not recorded');
  const detail = await getRefund(ctx, { id: row.id });
  await auditChange(
    tx,
    actor,
    'refund.create',
    'refund',
    row.id,
    { after: detail },
    {
      refundNumber: detail.refundNumber,
      amount: detail.amount,
    },
  );
  return detail;
}

/**
 * Reverses a refund entered by mistake (a payout that did not go through): it keeps its number
 * and the advance is held again. Nothing deletes a refund.
 */
export async function reverseRefund(ctx: ServiceCtx, { id }: { id: string }) {
  const { tx, actor } = ctx;
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
  if (!refund) throw new AppError('NOT_FOUND', 'Refund not found');
  if (refund.status !== 'active') {
    throw new AppError('CONFLICT', `Refund ${refund.refundNumber} is already reversed`);
  }
  const reversedAt = new Date();
  await tx
    .update(refunds)
    .set({ status: 'reversed', reversedAt, updatedAt: reversedAt })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'active')));
  await auditChange(
    tx,
    actor,
    'refund.reverse',
    'refund',
    id,
    { before: { status: refund.status }, after: { status: 'reversed', reversedAt } },
    { refundNumber: refund.refundNumber, amount: refund.amount },
  );
  return { id };
}

/** The bank account a refund left from: the one named, else the shop's first active one. */
async function refundAccount(ctx: ServiceCtx, input: TRefundInput): Promise<string | null> {
  const cash = input.mode === 'cash';
  if (cash || input.bankAccountId) {
    const bankAccountId = input.bankAccountId ?? null;
    await checkBankAccount(ctx.tx, { cash, bankAccountId }, 'refund');
    return bankAccountId;
  }
  return (await activeBankAccounts(ctx.tx))[0]?.id ?? null;
}
