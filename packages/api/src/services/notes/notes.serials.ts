import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '@gst/db/client';
import { invoiceLineSerials, items, noteLineSerials, noteLines } from '@gst/db/schema';
import { lineTaxColumns } from '../billing/line-tax';
import { releaseSerials, takeSerials } from '../invoices/serials';
import type { PreparedNote } from './notes.prepare';

/**
 * A note's lines as prepared, and the serials it takes back: they leave their invoice lines for
 * the note's and are in stock again. Returns how many serials came back.
 */
export async function insertNoteLines(tx: Tx, noteId: string, prepared: PreparedNote) {
  const rows = await tx
    .insert(noteLines)
    .values(
      prepared.lines.map((line, index) => {
        const computed = prepared.doc.lines[index];
        return {
          noteId,
          position: index + 1,
          invoiceId: line.invoice.id,
          invoiceLineId: line.invoiceLine.id,
          productId: line.invoiceLine.productId,
          productName: line.invoiceLine.productName || line.invoiceLine.productLabel,
          hsnCode: line.invoiceLine.hsnCode,
          uomUnit: line.invoiceLine.uomUnit,
          gstPercentage: line.invoiceLine.gstPercentage,
          taxability: line.invoiceLine.taxability,
          quantity: String(line.request.quantity),
          ...lineTaxColumns(computed),
        };
      }),
    )
    .returning({ id: noteLines.id, position: noteLines.position });
  const returned = rows.flatMap((row) =>
    (prepared.lines[row.position - 1]?.request.serialItemIds ?? []).map((itemId) => ({
      noteLineId: row.id,
      itemId,
    })),
  );
  if (returned.length) {
    // The serials leave the invoice line for the note line, and are in stock again.
    const ids = returned.map((r) => r.itemId);
    await tx.delete(invoiceLineSerials).where(inArray(invoiceLineSerials.itemId, ids));
    await tx.insert(noteLineSerials).values(returned);
    await releaseSerials(tx, ids);
  }
  return returned.length;
}

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
