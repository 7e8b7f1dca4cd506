import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '@gst/db/client';
import {
  items,
  purchaseBillLines,
  purchaseReturnLines,
  purchaseReturnLineSerials,
  purchaseReturns,
} from '@gst/db/schema';
import type { ServiceCtx } from '../context';

// A bill's purchase returns read back with their lines (issue 31); written by purchases.returns.ts.

/**
 * The lines of the returns `returnIds`, by return: the bill line each went back against (its
 * kind, product and description), the quantity, taxable value and tax, and the serial-numbered
 * units that went back (by serial number). The return drawer reads them to show, per bill line,
 * what went back already and what is left.
 */
export async function returnLinesOf(tx: Tx, returnIds: string[]) {
  if (!returnIds.length) return new Map<string, PurchaseReturnLineRow[]>();
  const rows = await tx
    .select({
      id: purchaseReturnLines.id,
      returnId: purchaseReturnLines.returnId,
      billLineId: purchaseReturnLines.billLineId,
      position: purchaseReturnLines.position,
      kind: purchaseBillLines.kind,
      productId: purchaseBillLines.productId,
      description: purchaseBillLines.description,
      uomUnit: purchaseBillLines.uomUnit,
      quantity: purchaseReturnLines.quantity,
      taxableValue: purchaseReturnLines.taxableValue,
      taxAmount: purchaseReturnLines.taxAmount,
      cgst: purchaseReturnLines.cgst,
      sgst: purchaseReturnLines.sgst,
      utgst: purchaseReturnLines.utgst,
      igst: purchaseReturnLines.igst,
    })
    .from(purchaseReturnLines)
    .innerJoin(purchaseBillLines, eq(purchaseBillLines.id, purchaseReturnLines.billLineId))
    .where(inArray(purchaseReturnLines.returnId, returnIds))
    .orderBy(purchaseReturnLines.returnId, purchaseReturnLines.position);
  const serials = rows.length
    ? await tx
        .select({
          returnLineId: purchaseReturnLineSerials.returnLineId,
          itemId: items.id,
          serialNo: items.serialNo,
        })
        .from(purchaseReturnLineSerials)
        .innerJoin(items, eq(items.id, purchaseReturnLineSerials.itemId))
        .where(
          inArray(
            purchaseReturnLineSerials.returnLineId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(items.serialNo)
    : [];
  const byReturn = new Map<string, PurchaseReturnLineRow[]>();
  for (const { returnId, ...line } of rows) {
    const list = byReturn.get(returnId) ?? [];
    list.push({
      ...line,
      serials: serials
        .filter((s) => s.returnLineId === line.id)
        .map(({ itemId, serialNo }) => ({ itemId, serialNo })),
    });
    byReturn.set(returnId, list);
  }
  return byReturn;
}

export type PurchaseReturnLineRow = {
  id: string;
  billLineId: string;
  position: number;
  kind: 'goods' | 'expense';
  productId: string | null;
  description: string;
  uomUnit: string;
  quantity: string;
  taxableValue: string;
  taxAmount: string;
  cgst: string;
  sgst: string;
  utgst: string;
  igst: string;
  serials: { itemId: string; serialNo: string }[];
};

/** A bill's purchase returns, oldest first, each with its lines (cancelled returns too). */
export async function listPurchaseReturns(
  { tx }: Pick<ServiceCtx, 'tx'>,
  { billId }: { billId: string },
) {
  const rows = await tx
    .select()
    .from(purchaseReturns)
    .where(eq(purchaseReturns.billId, billId))
    .orderBy(purchaseReturns.returnDate, purchaseReturns.sequence);
  const lines = await returnLinesOf(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, lines: lines.get(r.id) ?? [] }));
}
