import { createHash } from 'node:crypto';
import {
  invoiceDocument,
  noteDocument,
  quoteDocument,
  receiptDocument,
  safeFileName,
  warrantyCertificates,
  type RenderTask,
  type ShopInfo,
} from '@gst/documents';
import type { Tx } from '@gst/db/client';
import type { Logger } from '../../context';
import type { FileTenant, StoredFileMeta } from '../../infra/files/file-store';
import type { ServiceCtx } from '../context';
import { parseCopies, type InvoiceCopies } from '../billing/gst-settings';
import { linkFile, lockedFileId } from '../shared/document-files';
import { printableImages } from '../settings/settings.images';
import type { DocumentKind } from '../shared/document-kinds';
import { invoiceSource } from './documents.data';
import { quoteSource, warrantySource } from './quotes.data';
import { noteSource } from './notes.data';
import { receiptSource } from './ledger.data';

/**
 * The steps of a stored invoice or quote PDF, each inside one short scope the documents service
 * opens. The file link on the document's row, and dropping the files of a cancelled or deleted
 * document (in that verb's own transaction), are in shared/document-files.ts.
 */

const noteKindOf = (kind: DocumentKind) =>
  kind === 'credit-note' ? 'credit' : kind === 'debit-note' ? 'debit' : null;

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

/**
 * The document's data with the shop's images as the PDF draws them (issue 28, item 6): fitted to
 * their print size, or left out (with a logged warning) when over the pixel budget or unreadable.
 */
async function printable<T extends { shop: ShopInfo }>(data: T, log?: Logger): Promise<T> {
  return { ...data, shop: { ...data.shop, images: await printableImages(data.shop.images, log) } };
}

async function describe(
  tx: Tx,
  kind: DocumentKind,
  id: string,
  options: FileOptions,
  log?: Logger,
) {
  if (kind === 'receipt') {
    const { payment, data } = await receiptSource(tx, id);
    return {
      fileId: payment.fileId,
      task: receiptDocument(await printable(data, log)),
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
      task: noteDocument(await printable(data, log)),
      copies: undefined,
      folder: noteKind === 'credit' ? 'CreditNotes' : 'DebitNotes',
      name: `${noteKind === 'credit' ? 'CreditNote' : 'DebitNote'}-${numberForFileName(note.noteNumber)}.pdf`,
    };
  }
  if (kind === 'invoice') {
    const { invoice, settings, data } = await invoiceSource(tx, id, options);
    return {
      fileId: invoice.fileId,
      task: invoiceDocument(await printable(data, log)),
      copies: parseCopies(String(data.copies.length)),
      folder: settings.invoiceFolder || 'Invoices',
      name: `Invoice-${numberForFileName(invoice.invoiceNumber)}.pdf`,
    };
  }
  const { quote, settings, data } = await quoteSource(tx, id);
  const label = quote.quoteType === 'Quote' ? 'Quote' : 'Proforma';
  return {
    fileId: quote.fileId,
    task: quoteDocument(await printable(data, log)),
    copies: undefined,
    folder: settings.quoteFolder || 'Quotes',
    name: `${label}-${numberForFileName(quote.quoteNumber)}.pdf`,
  };
}

/**
 * An issued document for the shop's export archive (issue 33): its folder and file name, and
 * either the stored PDF when it is current or the task that renders it as issued.
 */
export async function archiveFile(
  ctx: Pick<ServiceCtx, 'tx' | 'tenant' | 'fileStore'> & { log?: Logger },
  kind: DocumentKind,
  id: string,
): Promise<{ folder: string; name: string; fileId: string | null; task: RenderTask }> {
  const { fileId, task, folder, name, copies } = await describe(ctx.tx, kind, id, {}, ctx.log);
  const version = versionOf(task, { copies });
  const fresh = fileId && (await storedVersion(ctx, fileId)) === version ? fileId : null;
  return { folder, name, fileId: fresh, task };
}

/** Inside the first short scope: reuse the stored file, or say what to render. */
export async function prepareFile(
  ctx: Pick<ServiceCtx, 'tx' | 'tenant' | 'fileStore'> & { log?: Logger },
  kind: DocumentKind,
  id: string,
  options: FileOptions = {},
): Promise<PreparedFile> {
  const { fileId, task, folder, name, copies } = await describe(ctx.tx, kind, id, options, ctx.log);
  const version = versionOf(task, { copies });
  if (fileId && (await storedVersion(ctx, fileId)) === version) {
    return { state: 'fresh', fileId };
  }
  return { state: 'render', task, version, folder, name };
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
  await linkFile(tx, kind, input.id, fileId);
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

/** The certificates of an invoice and the ZIP's name: Warranty-{invoiceNumber}.zip. */
export async function prepareWarranty(tx: Tx, id: string, log?: Logger) {
  const data = await warrantySource(tx, id);
  return {
    fileName: `Warranty-${numberForFileName(data.invoiceNumber)}.zip`,
    certificates: warrantyCertificates(await printable(data, log)),
  };
}
