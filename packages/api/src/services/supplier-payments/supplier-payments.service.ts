import { and, eq } from 'drizzle-orm';
import { allocationErrors, MoneyDecimal, todayIN } from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { supplierPaymentAllocations, supplierPayments, suppliers } from '@gst/db/schema';
import { auditChange, changeDetails, writeAudits } from '../../infra/audit';
import { AppError } from '../../errors';
import type { ServiceCtx } from '../context';
import { issueDocumentNumber } from '../billing/document-number';
import { createOnce } from '../billing/idempotency';
import { checkBankAccount } from '../shared/bank-account-check';
import { readSettings } from '../settings/settings.service';
import {
  billSignedBalance,
  getSupplierPayment,
  lockBills,
  supplierAdvance,
  type SupplierPaymentDetail,
} from './supplier-payments.queries';
import type { TSupplierPaymentInput } from './supplier-payments.schema';

const refuse = (message: string): never => {
  throw new AppError('BAD_REQUEST', message);
};

/**
 * Serialises the writes that change what a supplier is owed or holds (issue 31): the supplier's
 * row, then its payments, each by id, as receipts lock a customer's ledger.
 */
async function lockSupplierLedger(tx: Tx, supplierId: string) {
  const [supplier] = await tx
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId))
    .for('update');
  if (!supplier) refuse('The selected supplier does not exist');
  await tx
    .select({ id: supplierPayments.id })
    .from(supplierPayments)
    .where(eq(supplierPayments.supplierId, supplierId))
    .orderBy(supplierPayments.id)
    .for('update');
  return supplier as { id: string; name: string };
}

/** Refuses allocations to a missing, another supplier's or cancelled bill, or beyond its balance. */
async function checkBillAllocations(
  tx: Tx,
  supplierId: string,
  available: MoneyDecimal,
  allocations: TSupplierPaymentInput['allocations'],
) {
  if (!allocations.length) return;
  if (new Set(allocations.map((a) => a.billId)).size !== allocations.length) {
    refuse('A bill is named twice in the allocations');
  }
  const bills = await lockBills(
    tx,
    allocations.map((a) => a.billId),
  );
  for (const a of allocations) {
    const bill = bills.get(a.billId);
    if (!bill) refuse(`Bill ${a.billId} does not exist`);
    else if (bill.row.supplierId !== supplierId) {
      refuse(`Bill ${bill.row.entryNumber} is not this supplier's`);
    } else if (bill.row.status !== 'active') refuse(`Bill ${bill.row.entryNumber} is cancelled`);
  }
  const errors = allocationErrors(
    available.toFixed(2),
    allocations.map((a) => {
      const bill = bills.get(a.billId);
      return {
        invoiceNumber: bill?.row.entryNumber ?? a.billId,
        amount: a.amount,
        balance: bill?.ledger
          ? MoneyDecimal.max(0, billSignedBalance(bill.ledger)).toFixed(2)
          : '0.00',
      };
    }),
  );
  if (errors.length) refuse(errors.join('; ').replaceAll('invoice', 'bill'));
}

/** Records a supplier payment and its allocations in one transaction; the rest is an advance. */
export async function createSupplierPayment(
  ctx: ServiceCtx,
  input: TSupplierPaymentInput,
): Promise<SupplierPaymentDetail> {
  const { idempotencyKey, ...body } = input;
  return createOnce(ctx, 'supplier-payment', idempotencyKey, body, () =>
    recordSupplierPayment(ctx, input),
  );
}

async function recordSupplierPayment(ctx: ServiceCtx, input: TSupplierPaymentInput) {
  const { tx, actor } = ctx;
  const paymentDate = input.paymentDate ?? todayIN();
  if (paymentDate > todayIN()) refuse(`Payment date ${paymentDate} is after today (India)`);
  await lockSupplierLedger(tx, input.supplierId);
  await checkBankAccount(
    tx,
    { cash: input.mode === 'cash', bankAccountId: input.bankAccountId },
    'payment',
  );
  // No filed-period check: paying a supplier changes neither GSTR-1 nor GSTR-3B (as receipts).
  await checkBillAllocations(
    tx,
    input.supplierId,
    new MoneyDecimal(input.amount),
    input.allocations,
  );
  const { supplierPaymentNumberingFormat } = await readSettings(ctx, [
    'supplierPaymentNumberingFormat',
  ]);
  const issued = await issueDocumentNumber(
    tx,
    'supplier-payment',
    paymentDate,
    supplierPaymentNumberingFormat || 'SP/{fiscalYear}/{number:4}',
    { invoiceType: 'SP' },
  );
  const [payment] = await tx
    .insert(supplierPayments)
    .values({
      paymentNumber: issued.documentNumber,
      financialYear: issued.financialYear,
      sequence: issued.sequence,
      supplierId: input.supplierId,
      paymentDate,
      amount: input.amount,
      mode: input.mode,
      bankAccountId: input.bankAccountId,
      reference: input.reference,
      remarks: input.remarks,
    })
    .returning({ id: supplierPayments.id });
  if (!payment) throw new AppError('INTERNAL', 'Supplier payment was not recorded');
  if (input.allocations.length) {
    await tx.insert(supplierPaymentAllocations).values(
      input.allocations.map((a) => ({
        paymentId: payment.id,
        billId: a.billId,
        amount: a.amount,
        allocatedOn: paymentDate,
      })),
    );
  }
  const detail = await getSupplierPayment(ctx, { id: payment.id });
  await writeAudits(tx, actor, [
    {
      action: 'supplier-payment.create',
      entity: 'supplier-payment',
      entityId: detail.id,
      details: changeDetails(
        { after: detail },
        { paymentNumber: detail.paymentNumber, amount: detail.amount },
      ),
    },
  ]);
  return detail;
}

/**
 * Applies what is left of a supplier payment (an advance) to more of the supplier's bills, dated
 * today (or the payment's date if later).
 */
export async function allocateSupplierPayment(
  ctx: ServiceCtx,
  input: { paymentId: string; allocations: TSupplierPaymentInput['allocations'] },
) {
  const { tx, actor } = ctx;
  const [found] = await tx
    .select({ supplierId: supplierPayments.supplierId })
    .from(supplierPayments)
    .where(eq(supplierPayments.id, input.paymentId));
  if (!found) throw new AppError('NOT_FOUND', 'Supplier payment not found');
  await lockSupplierLedger(tx, found.supplierId);
  const current = await getSupplierPayment(ctx, { id: input.paymentId });
  if (current.status !== 'active') {
    throw new AppError('CONFLICT', `Payment ${current.paymentNumber} is reversed`);
  }
  const available = MoneyDecimal.min(
    current.unallocated,
    MoneyDecimal.max(0, await supplierAdvance(tx, found.supplierId)),
  );
  await checkBillAllocations(tx, found.supplierId, available, input.allocations);
  const today = todayIN();
  await tx.insert(supplierPaymentAllocations).values(
    input.allocations.map((a) => ({
      paymentId: input.paymentId,
      billId: a.billId,
      amount: a.amount,
      allocatedOn: today < current.paymentDate ? current.paymentDate : today,
    })),
  );
  await tx
    .update(supplierPayments)
    .set({ updatedAt: new Date() })
    .where(eq(supplierPayments.id, input.paymentId));
  const after = await getSupplierPayment(ctx, { id: input.paymentId });
  await auditChange(
    tx,
    actor,
    'supplier-payment.allocate',
    'supplier-payment',
    input.paymentId,
    { before: current, after },
    { paymentNumber: current.paymentNumber, allocations: input.allocations },
  );
  return after;
}

/**
 * Reverses a supplier payment (a bounced cheque, a mistake): it keeps its number, its allocations
 * stop counting and the bills it paid are open again. Nothing deletes a payment.
 */
export async function reverseSupplierPayment(ctx: ServiceCtx, { id }: { id: string }) {
  const { tx, actor } = ctx;
  const [found] = await tx
    .select({ supplierId: supplierPayments.supplierId })
    .from(supplierPayments)
    .where(eq(supplierPayments.id, id));
  if (!found) throw new AppError('NOT_FOUND', 'Supplier payment not found');
  await lockSupplierLedger(tx, found.supplierId);
  const [payment] = await tx.select().from(supplierPayments).where(eq(supplierPayments.id, id));
  if (!payment || payment.status !== 'active') {
    throw new AppError('CONFLICT', `Payment ${payment?.paymentNumber ?? id} is already reversed`);
  }
  const reversedAt = new Date();
  await tx
    .update(supplierPayments)
    .set({ status: 'reversed', reversedAt, updatedAt: reversedAt })
    .where(and(eq(supplierPayments.id, id), eq(supplierPayments.status, 'active')));
  await auditChange(
    tx,
    actor,
    'supplier-payment.reverse',
    'supplier-payment',
    id,
    { before: { status: payment.status }, after: { status: 'reversed', reversedAt } },
    { paymentNumber: payment.paymentNumber, amount: payment.amount },
  );
  return { id };
}
