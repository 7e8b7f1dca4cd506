import { eq } from 'drizzle-orm';
import type { Tx } from '@gst/db/client';
import { invoices, notes, payments, quotes } from '@gst/db/schema';
import { AppError } from '../../errors';
import type { ServiceCtx } from '../context';
import type { DocumentKind } from './document-kinds';

/**
 * A document's stored PDF as its row links it (`file_id` on the invoice, quote, note or receipt).
 * The documents service renders and stores the files (documents/stored-files.ts); the verbs that
 * cancel or delete a document, or record its IRN, drop the file from here without depending on
 * the documents service.
 */

/** The table that holds a document kind's rows (and their file links). */
function tableOf(kind: DocumentKind) {
  if (kind === 'receipt') return payments;
  return kind === 'invoice' ? invoices : kind === 'quote' ? quotes : notes;
}

const NOT_FOUND: Record<DocumentKind, string> = {
  invoice: 'Invoice not found',
  quote: 'Quote not found',
  'credit-note': 'Credit note not found',
  'debit-note': 'Debit note not found',
  receipt: 'Receipt not found',
};

/** The file a document links now, its row locked for the rest of the transaction. */
export async function lockedFileId(tx: Tx, kind: DocumentKind, id: string) {
  const table = tableOf(kind);
  const [row] = await tx
    .select({ fileId: table.fileId })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND[kind]);
  return row.fileId;
}

/** Points a document's row at a stored file. */
export async function linkFile(tx: Tx, kind: DocumentKind, id: string, fileId: string) {
  if (kind === 'invoice') {
    await tx.update(invoices).set({ fileId }).where(eq(invoices.id, id));
  } else if (kind === 'quote') {
    await tx.update(quotes).set({ fileId }).where(eq(quotes.id, id));
  } else if (kind === 'receipt') {
    await tx.update(payments).set({ fileId }).where(eq(payments.id, id));
  } else {
    await tx.update(notes).set({ fileId }).where(eq(notes.id, id));
  }
}

/**
 * Whether a stored file is still the one its document links to: a deleted document's or a
 * replaced version's file is not served, even by a link someone kept.
 */
export async function isLinkedFile(
  tx: Tx,
  kind: DocumentKind,
  sourceId: string,
  fileId: string,
): Promise<boolean> {
  const table = tableOf(kind);
  const [row] = await tx.select({ fileId: table.fileId }).from(table).where(eq(table.id, sourceId));
  return row?.fileId === fileId;
}

/**
 * A cancelled or deleted document's files: the rows go in the same transaction as the change;
 * with a bucket, the objects follow once that transaction has committed (best-effort).
 */
export async function removeDocumentFiles(
  ctx: Pick<ServiceCtx, 'tx' | 'tenant' | 'fileStore'>,
  kind: DocumentKind,
  id: string,
) {
  await ctx.fileStore.removeBySource(ctx, kind, id);
}

/**
 * Marks an invoice or a note cancelled (it keeps its number; its value no longer counts) and
 * unlinks its stored PDF, which would still show it as issued.
 */
export async function markCancelled(tx: Tx, kind: 'invoice' | 'note', id: string, reason: string) {
  const cancelledAt = new Date();
  const values = {
    status: 'cancelled' as const,
    cancelledAt,
    cancelReason: reason,
    fileId: null,
    updatedAt: cancelledAt,
  };
  if (kind === 'invoice') {
    await tx.update(invoices).set(values).where(eq(invoices.id, id));
    // A quote it was made from is open again (its shown status changes): a sync sees it again.
    await tx.update(quotes).set({ updatedAt: cancelledAt }).where(eq(quotes.invoiceId, id));
  } else await tx.update(notes).set(values).where(eq(notes.id, id));
}
