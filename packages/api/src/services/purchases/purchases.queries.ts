import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { itemPurchases, items, purchaseBillLines, purchaseBills, suppliers } from '@gst/db/schema';
import { attachmentOf } from '../shared/attachment-info';
import { AppError } from '../../errors';
import type { ServiceCtx } from '../context';
import { pageOf } from '../shared/paging';
import { syncConditions, syncOrder } from '../shared/list-query';
import type { TPurchaseBillListInput } from './purchases.schema';

/** One bill with its supplier, lines and each line's serial-numbered items (issue 31). */
export async function getPurchaseBill({ tx }: Pick<ServiceCtx, 'tx'>, { id }: { id: string }) {
  const [row] = await tx
    .select({ bill: purchaseBills, supplierName: suppliers.name, supplierGstin: suppliers.gstin })
    .from(purchaseBills)
    .innerJoin(suppliers, eq(suppliers.id, purchaseBills.supplierId))
    .where(eq(purchaseBills.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Purchase bill not found');
  const lines = await tx
    .select()
    .from(purchaseBillLines)
    .where(eq(purchaseBillLines.billId, id))
    .orderBy(asc(purchaseBillLines.position));
  const serials = lines.length
    ? await tx
        .select({
          billLineId: itemPurchases.billLineId,
          itemId: items.id,
          serialNo: items.serialNo,
          sold: items.soldToInvoice,
          returned: sql<boolean>`${itemPurchases.returnLineId} is not null`,
        })
        .from(itemPurchases)
        .innerJoin(items, eq(items.id, itemPurchases.itemId))
        .where(
          inArray(
            itemPurchases.billLineId,
            lines.map((l) => l.id),
          ),
        )
        .orderBy(asc(items.serialNo))
    : [];
  return {
    ...row.bill,
    supplierName: row.supplierName,
    supplierGstin: row.supplierGstin,
    /** The supplier's own bill, attached (PDF or image), or null. */
    attachment: await attachmentOf(tx, row.bill.attachmentFileId),
    lines: lines.map((line) => ({
      ...line,
      serials: serials
        .filter((s) => s.billLineId === line.id)
        .map(({ itemId, serialNo, sold, returned }) => ({
          itemId,
          serialNo,
          status: returned ? 'returned' : sold ? 'sold' : 'in-stock',
        })),
    })),
  };
}
export type PurchaseBillDetail = Awaited<ReturnType<typeof getPurchaseBill>>;

/** Bills newest first; search by entry number, the supplier's number or the supplier's name. */
export async function listPurchaseBills(
  { tx }: Pick<ServiceCtx, 'tx'>,
  input: TPurchaseBillListInput,
) {
  const where = and(
    input.supplierId ? eq(purchaseBills.supplierId, input.supplierId) : undefined,
    input.status ? eq(purchaseBills.status, input.status) : undefined,
    input.search
      ? sql`(${purchaseBills.entryNumber} ilike ${`%${input.search}%`} or ${purchaseBills.supplierInvoiceNumber} ilike ${`%${input.search}%`} or ${suppliers.name} ilike ${`%${input.search}%`})`
      : undefined,
    ...syncConditions(input, { date: purchaseBills.billDate, updatedAt: purchaseBills.updatedAt }),
  );
  return pageOf(
    input,
    tx
      .select({
        id: purchaseBills.id,
        entryNumber: purchaseBills.entryNumber,
        supplierInvoiceNumber: purchaseBills.supplierInvoiceNumber,
        billDate: purchaseBills.billDate,
        dueDate: purchaseBills.dueDate,
        supplierId: purchaseBills.supplierId,
        supplierName: suppliers.name,
        taxableAmount: purchaseBills.taxableAmount,
        totalAmount: purchaseBills.totalAmount,
        reverseChargeTax: purchaseBills.reverseChargeTax,
        status: purchaseBills.status,
        revision: purchaseBills.revision,
        updatedAt: purchaseBills.updatedAt,
      })
      .from(purchaseBills)
      .innerJoin(suppliers, eq(suppliers.id, purchaseBills.supplierId))
      .where(where)
      .orderBy(
        ...syncOrder(input, purchaseBills, [
          desc(purchaseBills.billDate),
          desc(purchaseBills.financialYear),
          desc(purchaseBills.sequence),
        ]),
      ),
    tx
      .select({ total: count() })
      .from(purchaseBills)
      .innerJoin(suppliers, eq(suppliers.id, purchaseBills.supplierId))
      .where(where),
  );
}
