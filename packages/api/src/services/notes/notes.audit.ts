import { eq } from 'drizzle-orm';
import type { Tx } from '@gst/db/client';
import { noteLines, type notes } from '@gst/db/schema';

/** A note's lines as the audit trail shows them. */
export async function auditedNoteLines(tx: Tx, noteId: string) {
  return tx
    .select({
      invoiceId: noteLines.invoiceId,
      productName: noteLines.productName,
      quantity: noteLines.quantity,
      taxableValue: noteLines.taxableValue,
      taxAmount: noteLines.taxAmount,
    })
    .from(noteLines)
    .where(eq(noteLines.noteId, noteId))
    .orderBy(noteLines.position);
}

/** The audited fields of a stored note, the same keys as noteValues. */
export function auditedNote(row: typeof notes.$inferSelect) {
  return {
    noteDate: row.noteDate,
    customerId: row.customerId,
    reason: row.reason,
    remarks: row.remarks,
    placeOfSupply: row.placeOfSupply,
    isInterState: row.isInterState,
    supplyType: row.supplyType,
    taxableAmount: row.taxableAmount,
    cgstAmount: row.cgstAmount,
    sgstAmount: row.sgstAmount,
    utgstAmount: row.utgstAmount,
    igstAmount: row.igstAmount,
    totalAmount: row.totalAmount,
    taxSplit: row.taxSplit,
    billTo: row.billTo,
  };
}
