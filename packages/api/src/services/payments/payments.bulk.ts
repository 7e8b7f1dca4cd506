import { inArray } from 'drizzle-orm';
import { customers, paymentAllocations, payments } from '@gst/db/schema';
import { writeAudits } from '../../infra/audit';
import { AppError } from '../../errors';
import type { ServiceCtx } from '../context';
import { issueDocumentNumbers } from '../billing/document-number';
import { activeBankAccounts, checkBankAccountOn } from '../shared/bank-account-check';
import {
  checkAllocationsOn,
  lockAllocationTargets,
  recordAllocations,
} from './payments.allocations';
import { paymentDetailOf } from './payments.queries';
import { assertTdsWithinReceipt, receiptSettles } from './payments.tds';
import {
  allocationRows,
  createdPaymentAudit,
  paymentRow,
  RECEIPT_CODES,
  RECEIPT_NUMBERING,
  receiptDate,
} from './payments.rows';
import type { TPaymentInput } from './payments.schema';

/**
 * The bulk path for receipts (the demo year; see docs/CONVENTIONS.md): many receipts created in
 * the caller's transaction as `createPayment` creates each one, in the order given (pass them in
 * date order). The same checks (date, customer, allocations against each
 * invoice's balance and owner under a row lock, each receipt seeing the ones before it), the
 * same rows and audit entry (payments.rows.ts), numbers in the receipt series. What differs is
 * only how often it goes to the database: invoices and customers read once, each financial
 * year's counter bumped once, rows written a batch per statement. No idempotency keys. Answers
 * the receipts' ids and numbers.
 */
export async function createPaymentsInBulk(
  ctx: ServiceCtx,
  inputs: readonly Omit<TPaymentInput, 'idempotencyKey'>[],
): Promise<{ id: string; receiptNumber: string }[]> {
  const { tx, actor } = ctx;
  if (!inputs.length) return [];
  const dates = inputs.map(receiptDate);
  const customerIds = [...new Set(inputs.map((i) => i.customerId))];
  const found = await tx
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(inArray(customers.id, customerIds));
  const nameOf = new Map(found.map((c) => [c.id, c.name]));
  const targets = await lockAllocationTargets(
    tx,
    inputs.flatMap((i) => i.allocations.map((a) => a.invoiceId)),
  );
  const accounts = await activeBankAccounts(tx);
  for (const input of inputs) {
    if (!nameOf.has(input.customerId)) {
      throw new AppError('BAD_REQUEST', 'The selected customer does not exist');
    }
    assertTdsWithinReceipt(input);
    const cash = input.mode === 'cash';
    checkBankAccountOn(accounts, { cash, bankAccountId: input.bankAccountId }, 'receipt');
    checkAllocationsOn(targets, input.customerId, receiptSettles(input), input.allocations);
    recordAllocations(targets, input.allocations);
  }
  const issued = await issueDocumentNumbers(
    tx,
    'receipt',
    RECEIPT_NUMBERING,
    dates.map((date) => ({ date, codes: RECEIPT_CODES })),
  );
  const rows = inputs.map((input, i) => {
    const number = issued[i];
    const date = dates[i];
    if (!number || !date) throw new Error('createPaymentsInBulk: a receipt was not numbered');
    return paymentRow(input, date, number);
  });
  const stored: (typeof payments.$inferSelect)[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    stored.push(
      ...(await tx
        .insert(payments)
        .values(rows.slice(i, i + 200))
        .returning()),
    );
  }
  // Matched by number, not by the order RETURNING happens to give.
  const inputOf = new Map(rows.map((row, i) => [row.receiptNumber, inputs[i]]));
  const allocations = stored.flatMap((payment) => {
    const input = inputOf.get(payment.receiptNumber);
    return input ? allocationRows(payment.id, input, payment.paymentDate) : [];
  });
  const allocated: (typeof paymentAllocations.$inferSelect)[] = [];
  for (let i = 0; i < allocations.length; i += 200) {
    const batch = allocations.slice(i, i + 200);
    allocated.push(...(await tx.insert(paymentAllocations).values(batch).returning()));
  }
  const allocationsOf = new Map<string, ReturnType<typeof allocationDetail>[]>();
  for (const a of allocated) {
    allocationsOf.set(a.paymentId, [
      ...(allocationsOf.get(a.paymentId) ?? []),
      allocationDetail(a),
    ]);
  }
  await writeAudits(
    tx,
    actor,
    stored.map((payment) =>
      createdPaymentAudit(
        paymentDetailOf(
          payment,
          nameOf.get(payment.customerId) ?? '',
          allocationsOf.get(payment.id) ?? [],
        ),
      ),
    ),
  );
  return stored.map((p) => ({ id: p.id, receiptNumber: p.receiptNumber }));

  /** An allocation as getPayment lists it. */
  function allocationDetail(a: typeof paymentAllocations.$inferSelect) {
    const ledger = targets.get(a.invoiceId)?.ledger;
    return {
      id: a.id,
      invoiceId: a.invoiceId,
      invoiceNumber: ledger?.invoiceNumber ?? '',
      invoiceDate: ledger?.invoiceDate ?? '',
      amount: a.amount,
      allocatedOn: a.allocatedOn,
    };
  }
}
