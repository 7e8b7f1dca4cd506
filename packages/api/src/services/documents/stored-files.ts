import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  invoiceDocument,
  noteDocument,
  quoteDocument,
  receiptDocument,
  safeFileName,
  warrantyCertificates,
  type RenderTask,
} from '@gst/documents';
import type { Tx } from '@gst/db/client';
import { invoices, notes, payments, quotes } from '@gst/db/schema';
import type { Logger } from '../../context';
import { AppError } from '../../errors';
import type { FileTenant, StoredFileMeta } from '../../infra/files/file-store';
import type { ServiceCtx } from '../context';
import { parseCopies, type InvoiceCopies } from '../billing/gst-settings';
import { invoiceSource, quoteSource, warrantySource } from './documents.data';
import { noteSource } from './notes.data';
import { receiptSource } from './ledger.data';

/**
 * The steps of a stored invoice or quote PDF, each inside one short scope the documents service
 * opens (or, for `removeDocumentFiles`, the deleting verb's own transaction).
 */

export type DocumentKind = 'invoice' | 'quote' | 'credit-note' | 'debit-note' | 'receipt';

export const DOCUMENT_KINDS: readonly DocumentKind[] = [
  'invoice',
  'quote',
  'credit-note',
  'debit-note',
  'receipt',
];

const noteKindOf = (kind: DocumentKind) =>
  kind === 'credit-note' ? 'credit' : kind === 'debit-note' ? 'debit' : null;

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

async function storedVersion(ctx: Pick<ServiceCtx, 'tx' | 'tenant' | 'fileStore'>, fileId: string) {
  return (await ctx.fileStore.find(ctx, fileId))?.sourceVersion;
}

export type PreparedFile =
  | { state: 'fresh'; fileId: string }
  | {
      state: 'render';
      task: RenderTask;
      version: string;
      folder: string;
      name: string;
    };

/**
 * A stored PDF is current while the document description it was rendered from is the same: the
 * description holds every figure, party, setting and image that shows on the page (and the
 * layout code's output), so any change to the invoice, its customer, its products' capacity or
 * the shop settings, or a new layout, makes a new file.
 */
export function versionOf(task: RenderTask, options: FileOptions = {}): string {
  // The copies are in the task's pages too; naming them keeps a 3-copy file from ever being the
  // answer to a 1-copy request however the layout lays them out.
  return createHash('sha256')
    .update(JSON.stringify({ copies: options.copies ?? null, task }))
    .digest('base64url');
}

/** What a request may choose about the file: the invoice's Rule 48 copies. */
export type FileOptions = { copies?: InvoiceCopies };

/** 'SS/26-27/0042' → 'SS-26-27-0042' (file names may not hold a slash). */
export function numberForFileName(documentNumber: string): string {
  return safeFileName(documentNumber.replace(/[/\\]/g, '-'));
}

async function describe(tx: Tx, kind: DocumentKind, id: string, options: FileOptions) {
  if (kind === 'receipt') {
    const { payment, data } = await receiptSource(tx, id);
    return {
      fileId: payment.fileId,
      task: receiptDocument(data),
      copies: undefined,
      folder: 'Receipts',
      name: `Receipt-${numberForFileName(payment.receiptNumber)}.pdf`,
    };
  }
  const noteKind = noteKindOf(kind);
  if (noteKind) {
    const { note, data } = await noteSource(tx, noteKind, id);
    return {
      fileId: note.fileId,
      task: noteDocument(data),
      copies: undefined,
      folder: noteKind === 'credit' ? 'CreditNotes' : 'DebitNotes',
      name: `${noteKind === 'credit' ? 'CreditNote' : 'DebitNote'}-${numberForFileName(note.noteNumber)}.pdf`,
    };
  }
  if (kind === 'invoice') {
    const { invoice, settings, data } = await invoiceSource(tx, id, options);
    return {
      fileId: invoice.fileId,
      task: invoiceDocument(data),
      copies: parseCopies(String(data.copies.length)),
      folder: settings.invoiceFolder || 'Invoices',
      name: `Invoice-${numberForFileName(invoice.invoiceNumber)}.pdf`,
    };
  }
  const { quote, settings, data } = await quoteSource(tx, id);
  const label = quote.quoteType === 'Quote' ? 'Quote' : 'Proforma';
  return {
    fileId: quote.fileId,
    task: quoteDocument(data),
    copies: undefined,
    folder: settings.quoteFolder || 'Quotes',
    name: `${label}-${numberForFileName(quote.quoteNumber)}.pdf`,
  };
}

/** Inside the first short scope: reuse the stored file, or say what to render. */
export async function prepareFile(
  ctx: Pick<ServiceCtx, 'tx' | 'tenant' | 'fileStore'>,
  kind: DocumentKind,
  id: string,
  options: FileOptions = {},
): Promise<PreparedFile> {
  const { fileId, task, folder, name, copies } = await describe(ctx.tx, kind, id, options);
  const version = versionOf(task, { copies });
  if (fileId && (await storedVersion(ctx, fileId)) === version) {
    return { state: 'fresh', fileId };
  }
  return { state: 'render', task, version, folder, name };
}

async function lockedFileId(tx: Tx, kind: DocumentKind, id: string) {
  const table = tableOf(kind);
  const [row] = await tx
    .select({ fileId: table.fileId })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND[kind]);
  return row.fileId;
}

export type RenderedFile = {
  id: string;
  fileId: string;
  version: string;
  folder: string;
  name: string;
};

/** The file a rendered document becomes, before it is uploaded (its id names the object). */
export function renderedFileMeta(kind: DocumentKind, input: RenderedFile): StoredFileMeta {
  return {
    id: input.fileId,
    folder: input.folder,
    name: input.name,
    contentType: 'application/pdf',
    sourceType: kind,
    sourceId: input.id,
    sourceVersion: input.version,
  };
}

/**
 * Inside the second short transaction, after rendering and uploading: add the file's row and
 * link it. The row lock makes concurrent requests for one document agree; one that finds the
 * same version already stored uses it (and its caller discards its own upload). The replaced
 * file is deleted, so storage holds one file per document.
 */
export async function storeFile(
  ctx: Pick<ServiceCtx, 'tx' | 'tenant' | 'fileStore'>,
  kind: DocumentKind,
  input: RenderedFile & { bytes: Uint8Array },
): Promise<string> {
  const { tx } = ctx;
  const current = await lockedFileId(tx, kind, input.id);
  if (current && (await storedVersion(ctx, current)) === input.version) return current;
  const { fileId } = input;
  await ctx.fileStore.insert(ctx, renderedFileMeta(kind, input), input.bytes);
  if (kind === 'invoice') {
    await tx.update(invoices).set({ fileId }).where(eq(invoices.id, input.id));
  } else if (kind === 'quote') {
    await tx.update(quotes).set({ fileId }).where(eq(quotes.id, input.id));
  } else if (kind === 'receipt') {
    await tx.update(payments).set({ fileId }).where(eq(payments.id, input.id));
  } else {
    await tx.update(notes).set({ fileId }).where(eq(notes.id, input.id));
  }
  if (current) await ctx.fileStore.remove(ctx, current);
  return fileId;
}

/**
 * A new file, with no transaction open while its bytes travel: `upload` first (a failure stores
 * nothing), then `store`, one transaction that adds the row (`storeFile`) and answers the id of
 * the file it kept. When that is not this upload (the transaction failed or rolled back, or a
 * concurrent request's file was kept), the upload is discarded: best-effort, logged, and never
 * thrown in place of the transaction's own error.
 */
export async function uploadThenStore(
  ctx: Pick<ServiceCtx, 'fileStore'> & { tenant: FileTenant; log: Logger },
  meta: StoredFileMeta,
  bytes: Uint8Array,
  store: () => Promise<string>,
): Promise<string> {
  await ctx.fileStore.upload(ctx.tenant, meta, bytes);
  let keptId: string | undefined;
  try {
    keptId = await store();
    return keptId;
  } finally {
    if (keptId !== meta.id) {
      void ctx.fileStore.discard(ctx.tenant, meta).catch((error: unknown) => {
        ctx.log.warn({ err: error, fileId: meta.id }, 'could not remove an unused file upload');
      });
    }
  }
}

/**
 * A deleted invoice's or quote's files: the rows go in the same transaction as the delete; with
 * a bucket, the objects follow once that transaction has committed (best-effort).
 */
export async function removeDocumentFiles(
  ctx: Pick<ServiceCtx, 'tx' | 'tenant' | 'fileStore'>,
  kind: DocumentKind,
  id: string,
) {
  await ctx.fileStore.removeBySource(ctx, kind, id);
}

/**
 * Whether a stored file is still the one its invoice or quote links to: a deleted document's or
 * a replaced version's file is not served, even by a link someone kept.
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

/** The certificates of an invoice and the ZIP's name: Warranty-{invoiceNumber}.zip. */
export async function prepareWarranty(tx: Tx, id: string) {
  const data = await warrantySource(tx, id);
  return {
    fileName: `Warranty-${numberForFileName(data.invoiceNumber)}.zip`,
    certificates: warrantyCertificates(data),
  };
}
