import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '@gst/db/client';
import { invoiceLineSerials, items, noteLineSerials, noteLines } from '@gst/db/schema';
import { takeSerials } from '../invoices/serials';

/**
 * The serials a note took back go back on their invoice lines, sold again: the reverse of a
 * return, for a cancelled or re-issued note. Refused (409) when one has been sold since.
 */
export async function restoreReturnedSerials(tx: Tx, id: string): Promise<number> {
  const returned = await tx
    .select({
      noteLineId: noteLineSerials.noteLineId,
      itemId: noteLineSerials.itemId,
      invoiceLineId: noteLines.invoiceLineId,
      productId: noteLines.productId,
      productName: noteLines.productName,
      serialNo: items.serialNo,
    })
    .from(noteLineSerials)
    .innerJoin(noteLines, eq(noteLines.id, noteLineSerials.noteLineId))
    .innerJoin(items, eq(items.id, noteLineSerials.itemId))
    .where(eq(noteLines.noteId, id));
  const byProduct = new Map<string, { name: string; ids: string[] }>();
  for (const r of returned) {
    const entry = byProduct.get(r.productId) ?? { name: r.productName, ids: [] };
    entry.ids.push(r.itemId);
    byProduct.set(r.productId, entry);
  }
  for (const [productId, entry] of byProduct) {
    await takeSerials(tx, productId, entry.ids, entry.name);
  }
  if (returned.length) {
    await tx.delete(noteLineSerials).where(
      inArray(
        noteLineSerials.noteLineId,
        returned.map((r) => r.noteLineId),
      ),
    );
    await tx
      .insert(invoiceLineSerials)
      .values(returned.map((r) => ({ invoiceLineId: r.invoiceLineId, itemId: r.itemId })));
  }
  return returned.length;
}
