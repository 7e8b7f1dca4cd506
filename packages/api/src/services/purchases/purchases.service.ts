import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@gst/db/client';
import {
  purchaseBillLines,
  purchaseBills,
  purchaseReturns,
  supplierPaymentAllocations,
  supplierPayments,
} from '@gst/db/schema';
import { auditChange, changeDetails, writeAudits } from '../../infra/audit';
import { AppError } from '../../errors';
import type { ServiceCtx } from '../context';
import { issueDocumentNumber } from '../billing/document-number';
import { createOnce } from '../billing/idempotency';
import { readSettings } from '../settings/settings.service';
import { assertPeriodsOpen } from '../shared/return-periods';
import { prepareBill, type PreparedBill } from './purchases.prepare';
import { undoLines, writeLines } from './purchases.lines';
import { getPurchaseBill, type PurchaseBillDetail } from './purchases.queries';
import type {
  TPurchaseBillInput,
  TPurchaseBillUpdate,
  TPurchaseCancelInput,
} from './purchases.schema';

/**
 * Purchase bills (issue 31): entered once, frozen like invoices (an edit is a revision with an
 * audit row), cancelled never deleted, refused in a filed period. A goods line brings its
 * quantity into stock at its cost; its serial numbers become available items.
 */

/** A clear 409 for a supplier's bill number already entered (case and punctuation ignored). */
async function refuseDuplicate(tx: Tx, prepared: PreparedBill, number: string, except?: string) {
  const [taken] = await tx
    .select({ id: purchaseBills.id, entryNumber: purchaseBills.entryNumber })
    .from(purchaseBills)
    .where(
      and(
        eq(purchaseBills.supplierId, prepared.supplier.id),
        eq(purchaseBills.supplierFinancialYear, prepared.supplierFinancialYear),
        eq(purchaseBills.supplierInvoiceKey, prepared.key),
        eq(purchaseBills.status, 'active'),
      ),
    );
  if (taken && taken.id !== except) {
    throw new AppError(
      'CONFLICT',
      `Bill ${number} of ${prepared.supplier.name} is already entered as ${taken.entryNumber}`,
    );
  }
}

function billValues(input: TPurchaseBillInput, prepared: PreparedBill) {
  return {
    supplierId: prepared.supplier.id,
    supplierInvoiceNumber: input.supplierInvoiceNumber,
    supplierInvoiceKey: prepared.key,
    billDate: input.billDate,
    supplierFinancialYear: prepared.supplierFinancialYear,
    receivedDate: prepared.receivedDate,
    dueDate: prepared.dueDate,
    placeOfSupply: prepared.placeOfSupply,
    isInterState: prepared.isInterState,
    taxInclusive: input.taxInclusive,
    taxableAmount: prepared.totals.taxable,
    cgstAmount: prepared.totals.cgst,
    sgstAmount: prepared.totals.sgst,
    utgstAmount: prepared.totals.utgst,
    igstAmount: prepared.totals.igst,
    reverseChargeTax: prepared.totals.reverseChargeTax,
    roundOff: prepared.totals.roundOff,
    totalAmount: prepared.totals.total,
    supplierTotal: input.supplierTotal,
    taxSplit: prepared.doc.taxSplit,
    notes: input.notes,
  };
}

export async function createPurchaseBill(ctx: ServiceCtx, input: TPurchaseBillInput) {
  const { idempotencyKey, ...body } = input;
  return createOnce(ctx, 'purchase-bill', idempotencyKey, body, () => enterBill(ctx, input));
}

async function enterBill(ctx: ServiceCtx, input: TPurchaseBillInput) {
  const { tx, actor } = ctx;
  const prepared = await prepareBill(tx, input);
  await assertPeriodsOpen(tx, 'purchase-bill', [input.billDate]);
  await refuseDuplicate(tx, prepared, input.supplierInvoiceNumber);
  const { purchaseBillNumberingFormat } = await readSettings(ctx, ['purchaseBillNumberingFormat']);
  const issued = await issueDocumentNumber(
    tx,
    'purchase-bill',
    input.billDate,
    purchaseBillNumberingFormat || 'PB/{fiscalYear}/{number:4}',
    { invoiceType: 'PB' },
  );
  const [bill] = await tx
    .insert(purchaseBills)
    .values({
      entryNumber: issued.documentNumber,
      financialYear: issued.financialYear,
      sequence: issued.sequence,
      ...billValues(input, prepared),
    })
    .returning();
  if (!bill) throw new AppError('INTERNAL', 'The bill was not entered');
  const lines = await writeLines(tx, bill.id, input, prepared);
  // The answer getPurchaseBill would read back, from what the inserts returned: a new bill has
  // no attachment, and every serial it brought in is in stock.
  const detail: PurchaseBillDetail = {
    ...bill,
    supplierName: prepared.supplier.name,
    supplierGstin: prepared.supplier.gstin,
    attachment: null,
    lines,
  };
  await writeAudits(tx, actor, [
    {
      action: 'purchase-bill.create',
      entity: 'purchase-bill',
      entityId: bill.id,
      details: changeDetails(
        { after: detail },
        { entryNumber: detail.entryNumber, supplierInvoiceNumber: detail.supplierInvoiceNumber },
      ),
    },
  ]);
  return detail;
}

/**
 * What holds a bill's lines as they are: serials sold or sent back, returns, payments. Such a bill
 * is neither revised nor cancelled (the returns and payments first).
 */
async function refuseHeld(tx: Tx, billId: string, entryNumber: string, doing: string) {
  const serials = rowsOf<{ serial_no: string }>(
    await tx.execute(sql`select i.serial_no from item_purchases ip
      join purchase_bill_lines l on l.id = ip.bill_line_id join items i on i.id = ip.item_id
      where l.bill_id = ${billId} and (i.sold_to_invoice or ip.return_line_id is not null)
      order by i.serial_no limit 5`),
  );
  if (serials.length) {
    throw new AppError(
      'CONFLICT',
      `Bill ${entryNumber} cannot be ${doing}: serial number(s) ${serials.map((s) => s.serial_no).join(', ')} have been sold or returned since`,
    );
  }
  const [returned] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(purchaseReturns)
    .where(
      and(
        eq(purchaseReturns.billId, billId),
        // A revision replaces the lines, which even a cancelled return names.
        doing === 'changed' ? undefined : eq(purchaseReturns.status, 'active'),
      ),
    );
  if (returned?.n) {
    throw new AppError(
      'CONFLICT',
      `Bill ${entryNumber} cannot be ${doing}: cancel its purchase returns first`,
    );
  }
  const [paid] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(supplierPaymentAllocations)
    .innerJoin(supplierPayments, eq(supplierPayments.id, supplierPaymentAllocations.paymentId))
    .where(
      and(eq(supplierPaymentAllocations.billId, billId), eq(supplierPayments.status, 'active')),
    );
  if (paid?.n) {
    throw new AppError(
      'CONFLICT',
      `Bill ${entryNumber} cannot be ${doing}: reverse the payments made against it first`,
    );
  }
}

/** A revision: the bill's figures and lines replaced, its number kept, revision + 1, audited. */
export async function updatePurchaseBill(ctx: ServiceCtx, { id, ...input }: TPurchaseBillUpdate) {
  const { tx, actor } = ctx;
  const [bill] = await tx
    .select()
    .from(purchaseBills)
    .where(eq(purchaseBills.id, id))
    .for('update');
  if (!bill) throw new AppError('NOT_FOUND', 'Purchase bill not found');
  if (bill.status !== 'active')
    throw new AppError('CONFLICT', `Bill ${bill.entryNumber} is cancelled`);
  const before = await getPurchaseBill(ctx, { id });
  await assertPeriodsOpen(tx, 'purchase-bill', [input.billDate], [bill.billDate]);
  await refuseHeld(tx, id, bill.entryNumber, 'changed');
  const prepared = await prepareBill(tx, input);
  await refuseDuplicate(tx, prepared, input.supplierInvoiceNumber, id);
  const lineIds = await undoLines(tx, id, input.billDate, `Bill ${bill.entryNumber} revised`);
  // The old lines' movements keep their source ids; the lines themselves go.
  if (lineIds.length)
    await tx.delete(purchaseBillLines).where(inArray(purchaseBillLines.id, lineIds));
  await tx
    .update(purchaseBills)
    .set({ ...billValues(input, prepared), revision: bill.revision + 1, updatedAt: new Date() })
    .where(eq(purchaseBills.id, id));
  await writeLines(tx, id, input, prepared);
  const after = await getPurchaseBill(ctx, { id });
  await auditChange(
    tx,
    actor,
    'purchase-bill.update',
    'purchase-bill',
    id,
    { before, after },
    {
      entryNumber: bill.entryNumber,
      revision: after.revision,
    },
  );
  return after;
}

/** Cancels a bill: it keeps its number, its stock goes back out, its items are removed. */
export async function cancelPurchaseBill(ctx: ServiceCtx, { id, reason }: TPurchaseCancelInput) {
  const { tx, actor } = ctx;
  const [bill] = await tx
    .select()
    .from(purchaseBills)
    .where(eq(purchaseBills.id, id))
    .for('update');
  if (!bill) throw new AppError('NOT_FOUND', 'Purchase bill not found');
  if (bill.status !== 'active')
    throw new AppError('CONFLICT', `Bill ${bill.entryNumber} is already cancelled`);
  await assertPeriodsOpen(tx, 'purchase-bill', [], [bill.billDate]);
  await refuseHeld(tx, id, bill.entryNumber, 'cancelled');
  await undoLines(tx, id, bill.billDate, `Bill ${bill.entryNumber} cancelled`);
  const cancelledAt = new Date();
  await tx
    .update(purchaseBills)
    .set({ status: 'cancelled', cancelledAt, cancelReason: reason, updatedAt: cancelledAt })
    .where(eq(purchaseBills.id, id));
  await auditChange(
    tx,
    actor,
    'purchase-bill.cancel',
    'purchase-bill',
    id,
    { before: { status: bill.status }, after: { status: 'cancelled', cancelledAt } },
    { entryNumber: bill.entryNumber, reason },
  );
  return { id };
}
