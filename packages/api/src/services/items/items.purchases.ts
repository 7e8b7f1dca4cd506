import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '@gst/db/client';
import {
  itemPurchases,
  purchaseBillLines,
  purchaseBills,
  purchaseReturnLines,
  purchaseReturnLineSerials,
  purchaseReturns,
  suppliers,
} from '@gst/db/schema';

/**
 * Where a serial-numbered item came from (issue 31): the purchase bill that brought it in (our
 * entry number, the supplier's own number, date, supplier, unit cost) and each purchase return
 * that sent it back to the supplier (a cancelled return stays listed with its status). Items
 * entered by hand, before purchase bills, have none.
 */
export type ItemPurchase = {
  billId: string;
  entryNumber: string;
  supplierInvoiceNumber: string;
  billDate: string;
  billStatus: string;
  supplierId: string;
  supplierName: string;
  unitCost: string;
  returns: { returnId: string; returnNumber: string; returnDate: string; status: string }[];
  /** Out of stock because a return that stands sent it back. */
  returnedToSupplier: boolean;
};

export async function purchasesOf(tx: Tx, itemIds: string[]) {
  const byItem = new Map<string, ItemPurchase>();
  if (itemIds.length === 0) return byItem;
  const bought = await tx
    .select({
      itemId: itemPurchases.itemId,
      returnLineId: itemPurchases.returnLineId,
      unitCost: itemPurchases.unitCost,
      billId: purchaseBills.id,
      entryNumber: purchaseBills.entryNumber,
      supplierInvoiceNumber: purchaseBills.supplierInvoiceNumber,
      billDate: purchaseBills.billDate,
      billStatus: purchaseBills.status,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
    })
    .from(itemPurchases)
    .innerJoin(purchaseBillLines, eq(purchaseBillLines.id, itemPurchases.billLineId))
    .innerJoin(purchaseBills, eq(purchaseBills.id, purchaseBillLines.billId))
    .innerJoin(suppliers, eq(suppliers.id, purchaseBills.supplierId))
    .where(inArray(itemPurchases.itemId, itemIds));
  const returned = await tx
    .select({
      itemId: purchaseReturnLineSerials.itemId,
      returnId: purchaseReturns.id,
      returnNumber: purchaseReturns.returnNumber,
      returnDate: purchaseReturns.returnDate,
      status: purchaseReturns.status,
    })
    .from(purchaseReturnLineSerials)
    .innerJoin(
      purchaseReturnLines,
      eq(purchaseReturnLines.id, purchaseReturnLineSerials.returnLineId),
    )
    .innerJoin(purchaseReturns, eq(purchaseReturns.id, purchaseReturnLines.returnId))
    .where(inArray(purchaseReturnLineSerials.itemId, itemIds))
    .orderBy(purchaseReturns.returnDate, purchaseReturns.returnNumber);
  for (const { itemId, returnLineId, ...bill } of bought) {
    byItem.set(itemId, {
      ...bill,
      returns: returned
        .filter((r) => r.itemId === itemId)
        .map((r) => ({
          returnId: r.returnId,
          returnNumber: r.returnNumber,
          returnDate: r.returnDate,
          status: r.status,
        })),
      returnedToSupplier: returnLineId !== null,
    });
  }
  return byItem;
}

/** The items a purchase return that stands sent back to their supplier (out of stock). */
export async function returnedToSupplier(tx: Tx, itemIds: string[]) {
  if (itemIds.length === 0) return new Set<string>();
  const rows = await tx
    .select({ itemId: itemPurchases.itemId })
    .from(itemPurchases)
    .where(and(inArray(itemPurchases.itemId, itemIds), isNotNull(itemPurchases.returnLineId)));
  return new Set(rows.map((r) => r.itemId));
}
