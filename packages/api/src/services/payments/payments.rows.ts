import { todayIN } from '@gst/domain';
import type { payments } from '@gst/db/schema';
import { changeDetails, type AuditEntry } from '../../infra/audit';
import { AppError } from '../../errors';
import type { IssuedNumber } from '../billing/document-number';
import type { TPaymentInput } from './payments.schema';

/**
 * The rows a receipt is stored as and its audit entry, built by the same functions for
 * createPayment and for the bulk path (payments.bulk.ts).
 */

/** Receipts number like invoices, in their own series per financial year. */
export const RECEIPT_NUMBERING = 'RCT/{fiscalYear}/{number:4}';
export const RECEIPT_CODES = { invoiceType: 'RCT' };

type ReceiptInput = Omit<TPaymentInput, 'idempotencyKey'>;

/** The receipt's date: the one given or today (India); never after today. */
export function receiptDate(input: Pick<ReceiptInput, 'paymentDate'>): string {
  const paymentDate = input.paymentDate ?? todayIN();
  if (paymentDate > todayIN()) {
    throw new AppError('BAD_REQUEST', `Payment date ${paymentDate} is after today (India)`);
  }
  return paymentDate;
}

/** The payment row of a receipt, numbered. */
export function paymentRow(input: ReceiptInput, paymentDate: string, issued: IssuedNumber) {
  return {
    receiptNumber: issued.documentNumber,
    financialYear: issued.financialYear,
    sequence: issued.sequence,
    customerId: input.customerId,
    paymentDate,
    amount: input.amount,
    mode: input.mode,
    bankAccountId: input.bankAccountId,
    reference: input.reference,
    remarks: input.remarks,
    tdsSection: input.tdsSection,
    tdsRate: input.tdsRate,
    tdsAmount: input.tdsAmount,
    form16aNumber: input.form16aNumber,
    form16aDate: input.form16aDate,
  };
}

/** A new receipt's allocation rows, dated on the receipt. */
export function allocationRows(
  paymentId: string,
  input: Pick<ReceiptInput, 'allocations'>,
  paymentDate: string,
) {
  return input.allocations.map((a) => ({
    paymentId,
    invoiceId: a.invoiceId,
    amount: a.amount,
    allocatedOn: paymentDate,
  }));
}

/** The 'payment.create' audit entry of a receipt, from its detail as getPayment answers it. */
export function createdPaymentAudit(
  detail: typeof payments.$inferSelect & Record<string, unknown>,
): AuditEntry {
  return {
    action: 'payment.create',
    entity: 'payment',
    entityId: detail.id,
    details: changeDetails(
      { after: detail },
      { receiptNumber: detail.receiptNumber, amount: detail.amount },
    ),
  };
}
