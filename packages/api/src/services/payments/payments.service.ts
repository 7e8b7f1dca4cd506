import { and, eq, inArray, sql } from 'drizzle-orm';
import { allocationErrors, MoneyDecimal, todayIN } from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { customers, invoices, paymentAllocations, payments } from '@gst/db/schema';
import { auditChange } from '../../infra/audit';
import { AppError } from '../../errors';
import type { ServiceCtx } from '../context';
import { issueDocumentNumber } from '../billing/document-number';
import { claimIdempotencyKey, requestHash, storeIdempotentResponse } from '../billing/idempotency';
import {
  getPayment,
  invoiceLedgerRows,
  signedBalance,
  type PaymentDetail,
} from './payments.queries';
import { assertPeriodsOpen } from '../returns/returns.periods';
import type { TAllocateInput, TPaymentInput } from './payments.schema';

/** Receipts number like invoices, in their own series per financial year. */
export const RECEIPT_NUMBERING = 'RCT/{fiscalYear}/{number:4}';

const refuse = (message: string): never => {
  throw new AppError('BAD_REQUEST', message);
};

/**
 * Checks allocations against the invoices they pay, under a row lock on each invoice, so two
 * receipts racing for the last rupee of one invoice are serialised and the second sees the first.
 */
async function checkAllocations(
  tx: Tx,
  customerId: string,
  available: MoneyDecimal,
  allocations: readonly { invoiceId: string; amount: string }[],
) {
  if (!allocations.length) return;
  const ids = [...new Set(allocations.map((a) => a.invoiceId))].sort();
  if (ids.length !== allocations.length) refuse('An invoice is named twice in the allocations');
  await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(inArray(invoices.id, ids))
    .orderBy(invoices.id)
    .for('update');
  const rows = await invoiceLedgerRows(tx, sql`i.id = any(${`{${ids.join(',')}}`}::uuid[])`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const found = await tx
    .select({
      id: invoices.id,
      number: invoices.invoiceNumber,
      billToId: invoices.billToId,
      status: invoices.status,
    })
    .from(invoices)
    .where(inArray(invoices.id, ids));
  const meta = new Map(found.map((r) => [r.id, r]));
  for (const a of allocations) {
    const m = meta.get(a.invoiceId);
    if (!m) refuse(`Invoice ${a.invoiceId} does not exist`);
    else if (m.billToId !== customerId) refuse(`Invoice ${m.number} is not this customer's`);
    else if (m.status !== 'issued') refuse(`Invoice ${m.number} is cancelled`);
  }
  const errors = allocationErrors(
    available.toFixed(2),
    allocations.map((a) => {
      const row = byId.get(a.invoiceId);
      return {
        invoiceNumber: row?.invoiceNumber ?? a.invoiceId,
        amount: a.amount,
        balance: row ? MoneyDecimal.max(0, signedBalance(row)).toFixed(2) : '0.00',
      };
    }),
  );
  if (errors.length) refuse(errors.join('; '));
}

/** Records a receipt and its allocations in one transaction; the rest is the customer's advance. */
export async function createPayment(ctx: ServiceCtx, input: TPaymentInput): Promise<PaymentDetail> {
  const { tx, actor } = ctx;
  const { idempotencyKey, ...body } = input;
  const key = idempotencyKey ? `payment:${idempotencyKey}` : undefined;
  if (key) {
    const claim = await claimIdempotencyKey<PaymentDetail>(tx, key, actor.id, requestHash(body));
    if (claim.replay) return claim.response;
  }
  const paymentDate = input.paymentDate ?? todayIN();
  if (paymentDate > todayIN()) refuse(`Payment date ${paymentDate} is after today (India)`);
  await assertPeriodsOpen(tx, 'receipt', [paymentDate]);
  const [customer] = await tx.select().from(customers).where(eq(customers.id, input.customerId));
  if (!customer) refuse('The selected customer does not exist');
  await checkAllocations(tx, input.customerId, new MoneyDecimal(input.amount), input.allocations);
  const issued = await issueDocumentNumber(tx, 'receipt', paymentDate, RECEIPT_NUMBERING, {
    invoiceType: 'RCT',
  });
  const [payment] = await tx
    .insert(payments)
    .values({
      receiptNumber: issued.documentNumber,
      financialYear: issued.financialYear,
      sequence: issued.sequence,
      customerId: input.customerId,
      paymentDate,
      amount: input.amount,
      mode: input.mode,
      reference: input.reference,
      remarks: input.remarks,
    })
    .returning({ id: payments.id });
  if (!payment) throw new AppError('INTERNAL', 'Receipt was not recorded');
  if (input.allocations.length) {
    await tx.insert(paymentAllocations).values(
      input.allocations.map((a) => ({
        paymentId: payment.id,
        invoiceId: a.invoiceId,
        amount: a.amount,
        allocatedOn: paymentDate,
      })),
    );
  }
  const detail = await getPayment(ctx, { id: payment.id });
  await auditChange(
    tx,
    actor,
    'payment.create',
    'payment',
    payment.id,
    { after: detail },
    { receiptNumber: issued.documentNumber, amount: input.amount },
  );
  if (key) await storeIdempotentResponse(tx, key, detail);
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
  await checkAllocations(
    tx,
    payment.customerId,
    new MoneyDecimal(current.unallocated),
    input.allocations,
  );
  const today = todayIN();
  await tx.insert(paymentAllocations).values(
    input.allocations.map((a) => ({
      paymentId: payment.id,
      invoiceId: a.invoiceId,
      amount: a.amount,
      allocatedOn: today < payment.paymentDate ? payment.paymentDate : today,
    })),
  );
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
  return after;
}

/**
 * Reverses a receipt (a bounced cheque, a mistake): it keeps its number, its allocations stop
 * counting and the invoices it paid are open again. Nothing deletes a receipt.
 */
export async function reversePayment(ctx: ServiceCtx, { id }: { id: string }) {
  const { tx, actor } = ctx;
  const payment = await lockActivePayment(tx, id);
  await assertPeriodsOpen(tx, 'receipt', [payment.paymentDate]);
  const reversedAt = new Date();
  await tx
    .update(payments)
    .set({ status: 'reversed', reversedAt, updatedAt: reversedAt })
    .where(and(eq(payments.id, id), eq(payments.status, 'active')));
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
