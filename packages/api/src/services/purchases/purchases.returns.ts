import { and, eq, inArray, sql } from 'drizzle-orm';
import { MoneyDecimal, todayIN } from '@gst/domain';
import type { Tx } from '@gst/db/client';
import {
  itemPurchases,
  items,
  purchaseBillLines,
  purchaseBills,
  purchaseReturnLines,
  purchaseReturnLineSerials,
  purchaseReturns,
} from '@gst/db/schema';
import { auditChange, changeDetails, writeAudits } from '../../infra/audit';
import { AppError } from '../../errors';
import type { ServiceCtx } from '../context';
import { issueDocumentNumber } from '../billing/document-number';
import { readSettings } from '../settings/settings.service';
import { assertPeriodsOpen } from '../shared/return-periods';
import { moveStock, reverseStockOf } from '../shared/stock-ledger';
import { returnLinesOf } from './purchases.return-lines';
import type { TPurchaseReturnInput } from './purchases.schema';

/**
 * Purchase returns (issue 31): goods going back to a supplier against a bill's lines, as the
 * shop's debit note (CGST Act s.34(3)) or the supplier's credit note recorded. Quantities are at
 * most what the line brought in less what went back before; the tax goes back in proportion;
 * serial-numbered units leave stock with the same conditional update a sale takes them with, so
 * a sale and a return racing for one unit: exactly one wins.
 */
const refuse = (message: string): never => {
  throw new AppError('BAD_REQUEST', message);
};
const share = (amount: string, part: MoneyDecimal, whole: string) =>
  new MoneyDecimal(amount)
    .times(part)
    .dividedBy(whole)
    .toDecimalPlaces(2, MoneyDecimal.ROUND_HALF_UP);

async function returnedSoFar(tx: Tx, lineIds: string[]) {
  const rows = await tx
    .select({
      billLineId: purchaseReturnLines.billLineId,
      quantity: sql<string>`sum(${purchaseReturnLines.quantity})::text`,
    })
    .from(purchaseReturnLines)
    .innerJoin(purchaseReturns, eq(purchaseReturns.id, purchaseReturnLines.returnId))
    .where(
      and(inArray(purchaseReturnLines.billLineId, lineIds), eq(purchaseReturns.status, 'active')),
    )
    .groupBy(purchaseReturnLines.billLineId);
  return new Map(rows.map((r) => [r.billLineId, new MoneyDecimal(r.quantity)]));
}

/** Takes the units off sale: only those of this line still in stock change (see above). */
async function takeBack(tx: Tx, lineId: string, itemIds: string[], label: string) {
  const ids = [...new Set(itemIds)].sort();
  if (ids.length !== itemIds.length) refuse(`A serial number is chosen twice on ${label}`);
  const ofLine = await tx
    .select({ itemId: itemPurchases.itemId })
    .from(itemPurchases)
    .where(and(eq(itemPurchases.billLineId, lineId), inArray(itemPurchases.itemId, ids)));
  if (ofLine.length !== ids.length) refuse(`A chosen serial number was not bought on ${label}`);
  const taken = await tx
    .update(items)
    .set({ soldToInvoice: true, updatedAt: new Date() })
    .where(and(inArray(items.id, ids), eq(items.soldToInvoice, false)))
    .returning({ id: items.id });
  if (taken.length !== ids.length) {
    throw new AppError(
      'CONFLICT',
      `A chosen serial number of ${label} has been sold or returned meanwhile`,
    );
  }
}

export async function createPurchaseReturn(ctx: ServiceCtx, input: TPurchaseReturnInput) {
  const { tx, actor } = ctx;
  const [bill] = await tx
    .select()
    .from(purchaseBills)
    .where(eq(purchaseBills.id, input.billId))
    .for('update');
  if (!bill) throw new AppError('NOT_FOUND', 'Purchase bill not found');
  if (bill.status !== 'active') refuse(`Bill ${bill.entryNumber} is cancelled`);
  if (input.returnDate < bill.billDate) refuse('Goods cannot go back before the bill date');
  if (input.returnDate > todayIN())
    refuse(`Return date ${input.returnDate} is after today (India)`);
  await assertPeriodsOpen(tx, 'purchase-return', [input.returnDate]);
  const lineIds = input.lines.map((l) => l.billLineId);
  if (new Set(lineIds).size !== lineIds.length) refuse('A bill line is named twice');
  const billLines = await tx
    .select()
    .from(purchaseBillLines)
    .where(and(eq(purchaseBillLines.billId, bill.id), inArray(purchaseBillLines.id, lineIds)));
  const lineOf = new Map(billLines.map((l) => [l.id, l]));
  const before = await returnedSoFar(tx, lineIds);
  const serialCounts = await tx
    .select({ billLineId: itemPurchases.billLineId, n: sql<number>`count(*)::int` })
    .from(itemPurchases)
    .where(inArray(itemPurchases.billLineId, lineIds))
    .groupBy(itemPurchases.billLineId);
  const hasSerials = new Set(serialCounts.filter((c) => c.n > 0).map((c) => c.billLineId));
  const lines = input.lines.map((l, i) => {
    const line = lineOf.get(l.billLineId);
    if (!line) return refuse(`Line ${i + 1} is not a line of bill ${bill.entryNumber}`);
    const label = line.description || `line ${line.position + 1}`;
    const quantity = new MoneyDecimal(l.quantity);
    const bought = new MoneyDecimal(line.quantity);
    const gone = before.get(line.id) ?? new MoneyDecimal(0);
    const left = bought.minus(gone);
    if (quantity.greaterThan(left)) {
      // The bill row is locked above, so two returns against one line cannot both pass this.
      refuse(
        left.isZero()
          ? `${label}: all ${bought.toString()} bought have gone back already`
          : `${label}: at most ${left.toString()} can go back (${bought.toString()} bought, ${gone.toString()} gone back already)`,
      );
    }
    if (hasSerials.has(line.id) && l.itemIds.length !== l.quantity) {
      refuse(`${label}: choose the ${l.quantity} serial number(s) going back`);
    }
    if (!hasSerials.has(line.id) && l.itemIds.length) refuse(`${label} has no serial numbers`);
    const heads = (['taxableValue', 'taxAmount', 'cgst', 'sgst', 'utgst', 'igst'] as const).map(
      (k) => [k, share(line[k], quantity, line.quantity)] as const,
    );
    return {
      input: l,
      line,
      label,
      quantity,
      ...(Object.fromEntries(heads) as Record<(typeof heads)[number][0], MoneyDecimal>),
    };
  });
  const sum = (
    key: 'taxableValue' | 'taxAmount' | 'cgst' | 'sgst' | 'utgst' | 'igst',
    rcm?: boolean,
  ) =>
    lines
      .filter((l) => rcm === undefined || l.line.reverseCharge === rcm)
      .reduce((acc, l) => acc.plus(l[key]), new MoneyDecimal(0));
  // What the supplier gives back: value and the tax it charged (not the shop's own RCM tax).
  const total = sum('taxableValue').plus(sum('taxAmount', false));
  const { purchaseReturnNumberingFormat } = await readSettings(ctx, [
    'purchaseReturnNumberingFormat',
  ]);
  const issued = await issueDocumentNumber(
    tx,
    'purchase-return',
    input.returnDate,
    purchaseReturnNumberingFormat || 'PR/{fiscalYear}/{number:4}',
    { invoiceType: 'PR' },
  );
  const [row] = await tx
    .insert(purchaseReturns)
    .values({
      returnNumber: issued.documentNumber,
      financialYear: issued.financialYear,
      sequence: issued.sequence,
      kind: input.kind,
      billId: bill.id,
      supplierId: bill.supplierId,
      returnDate: input.returnDate,
      supplierNoteNumber: input.supplierNoteNumber,
      reason: input.reason,
      taxableAmount: sum('taxableValue').toFixed(2),
      cgstAmount: sum('cgst').toFixed(2),
      sgstAmount: sum('sgst').toFixed(2),
      utgstAmount: sum('utgst').toFixed(2),
      igstAmount: sum('igst').toFixed(2),
      reverseChargeTax: sum('taxAmount', true).toFixed(2),
      totalAmount: total.toFixed(2),
    })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'The purchase return was not recorded');
  const lineRows = await tx
    .insert(purchaseReturnLines)
    .values(
      lines.map((l, position) => ({
        returnId: row.id,
        billLineId: l.line.id,
        position,
        quantity: l.quantity.toFixed(3),
        taxableValue: l.taxableValue.toFixed(2),
        taxAmount: l.taxAmount.toFixed(2),
        cgst: l.cgst.toFixed(2),
        sgst: l.sgst.toFixed(2),
        utgst: l.utgst.toFixed(2),
        igst: l.igst.toFixed(2),
      })),
    )
    .returning({ id: purchaseReturnLines.id, position: purchaseReturnLines.position });
  const idAt = new Map(lineRows.map((r) => [r.position, r.id]));
  for (const [position, l] of lines.entries()) {
    if (!l.input.itemIds.length) continue;
    const returnLineId = idAt.get(position) ?? '';
    await takeBack(tx, l.line.id, l.input.itemIds, l.label);
    await tx
      .insert(purchaseReturnLineSerials)
      .values(l.input.itemIds.map((itemId) => ({ returnLineId, itemId })));
    await tx
      .update(itemPurchases)
      .set({ returnLineId })
      .where(inArray(itemPurchases.itemId, l.input.itemIds));
  }
  // Out of stock at the cost the goods came in at.
  await moveStock(
    tx,
    lines.flatMap((l, position) =>
      l.line.kind === 'goods' && l.line.productId
        ? [
            {
              productId: l.line.productId,
              date: input.returnDate,
              kind: 'purchase-return' as const,
              quantity: l.quantity.neg().toFixed(3),
              unitCost: l.line.unitCost,
              sourceLineId: idAt.get(position) ?? null,
            },
          ]
        : [],
    ),
  );
  await writeAudits(tx, actor, [
    {
      action: 'purchase-return.create',
      entity: 'purchase-return',
      entityId: row.id,
      details: changeDetails(
        { after: row },
        { returnNumber: row.returnNumber, billNumber: bill.entryNumber },
      ),
    },
  ]);
  return { ...row, lines: (await returnLinesOf(tx, [row.id])).get(row.id) ?? [] };
}

/** Cancels a purchase return: its units come back into stock and can be sold again. */
export async function cancelPurchaseReturn(ctx: ServiceCtx, { id }: { id: string }) {
  const { tx, actor } = ctx;
  const [row] = await tx
    .select()
    .from(purchaseReturns)
    .where(eq(purchaseReturns.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'Purchase return not found');
  if (row.status !== 'active')
    throw new AppError('CONFLICT', `Return ${row.returnNumber} is already cancelled`);
  await assertPeriodsOpen(tx, 'purchase-return', [], [row.returnDate]);
  const lines = await tx
    .select({ id: purchaseReturnLines.id })
    .from(purchaseReturnLines)
    .where(eq(purchaseReturnLines.returnId, id));
  const lineIds = lines.map((l) => l.id);
  if (lineIds.length) {
    const serials = await tx
      .select({ itemId: purchaseReturnLineSerials.itemId })
      .from(purchaseReturnLineSerials)
      .where(inArray(purchaseReturnLineSerials.returnLineId, lineIds));
    const itemIds = serials.map((s) => s.itemId);
    if (itemIds.length) {
      await tx
        .update(items)
        .set({ soldToInvoice: false, updatedAt: new Date() })
        .where(inArray(items.id, itemIds));
      await tx
        .update(itemPurchases)
        .set({ returnLineId: null })
        .where(inArray(itemPurchases.itemId, itemIds));
    }
    await reverseStockOf(tx, lineIds, row.returnDate, `Return ${row.returnNumber} cancelled`);
  }
  const cancelledAt = new Date();
  await tx
    .update(purchaseReturns)
    .set({ status: 'cancelled', cancelledAt, updatedAt: cancelledAt })
    .where(eq(purchaseReturns.id, id));
  await auditChange(
    tx,
    actor,
    'purchase-return.cancel',
    'purchase-return',
    id,
    { before: { status: row.status }, after: { status: 'cancelled', cancelledAt } },
    { returnNumber: row.returnNumber },
  );
  return { id };
}
