import { hasPermission } from '@gst/domain';
import {
  closePdfPool,
  renderDocument,
  safeFileName,
  statementDocument,
  type StatementData,
  warmPdfPool,
} from '@gst/documents';
import { withTenant, withTenantRead, type Tx } from '@gst/db/client';
import { AppError } from '../../errors';
import { newFileId } from '../../infra/files/file-store';
import type { RequestScope, UnscopedServiceCtx } from '../context';
import { workbookFile, warrantyZip, type DocumentFile } from './downloads';
import { statementSource, supplierStatementSource } from './ledger.data';
import { STATEMENT_COLUMNS, SUPPLIER_STATEMENT_COLUMNS, statementRows } from './statement-rows';
import type { TStatementInput } from '../payments/payments.schema';
import type { TSupplierStatementInput } from '../supplier-payments/supplier-payments.schema';
import {
  prepareFile,
  prepareWarranty,
  renderedFileMeta,
  storeFile,
  uploadThenStore,
  type FileOptions,
} from './stored-files';
import { printableImages } from '../settings/settings.images';
import { isLinkedFile } from '../shared/document-files';
import { mayReadAttachment } from './attachments';
import { DOCUMENT_KINDS, type DocumentKind } from '../shared/document-kinds';
import type { InvoiceCopies } from '../billing/gst-settings';

/**
 * The documents service: invoice and quote PDFs kept as stored files, the warranty ZIP, and the
 * stored files themselves. Its verbs hold no transaction while they render or move bytes: each
 * opens its own short scopes on `ctx.db` for the tenant (`withTenantRead`, `withTenant`), so no
 * transaction (and, on PGlite, no other request) waits for the renderer or the bucket. The other
 * downloads (workbooks, dashboard PDFs) are rendered by `downloads.ts` from data a procedure read.
 */

export type { DocumentFile } from './downloads';

/** The PDF worker threads: started early by a production server, ended when it closes. */
export { closePdfPool as closeDocumentRenderer, warmPdfPool as warmDocumentRenderer };

/**
 * The file link of an invoice or quote: the stored PDF while it is current; otherwise prepare
 * (short read) → render (no transaction) → upload (no transaction) → store (short transaction).
 */
async function fileLink(
  ctx: UnscopedServiceCtx & Pick<RequestScope, 'log'>,
  kind: DocumentKind,
  id: string,
  options: FileOptions = {},
) {
  const prepared = await withTenantRead(ctx.db, ctx.tenant, (tx: Tx) =>
    prepareFile({ ...ctx, tx }, kind, id, options),
  );
  if (prepared.state === 'fresh') {
    return { fileLink: `/files/${prepared.fileId}`, generated: false };
  }
  const bytes = await renderDocument(prepared.task);
  const input = {
    id,
    fileId: newFileId(),
    version: prepared.version,
    folder: prepared.folder,
    name: prepared.name,
    bytes,
  };
  const fileId = await uploadThenStore(ctx, renderedFileMeta(kind, input), bytes, () =>
    withTenant(ctx.db, ctx.tenant, (tx: Tx) => storeFile({ ...ctx, tx }, kind, input)),
  );
  return { fileLink: `/files/${fileId}`, generated: true };
}

/**
 * `{fileLink: '/files/<id>', generated}` of the invoice PDF, made when missing or out of date;
 * `copies` (Rule 48: 1 Original, 2 + Duplicate, 3 + Triplicate) defaults to the shop setting.
 */
export function invoiceFileLink(
  ctx: UnscopedServiceCtx & Pick<RequestScope, 'log'>,
  input: { id: string; copies?: InvoiceCopies },
) {
  return fileLink(ctx, 'invoice', input.id, { copies: input.copies });
}

/**
 * The same verb for a quote or proforma invoice, a credit or debit note (Rule 53) or a receipt (a
 * reversal makes a new one).
 */
export function fileLinkOf(kind: Exclude<DocumentKind, 'invoice'>) {
  return (ctx: UnscopedServiceCtx & Pick<RequestScope, 'log'>, input: { id: string }) =>
    fileLink(ctx, kind, input.id);
}

/** Who may read a document kind's files: 'view' on its page. */
const PAGE_OF = {
  invoice: 'manage-invoice',
  quote: 'manage-quote',
  'credit-note': 'manage-credit-note',
  'debit-note': 'manage-debit-note',
  receipt: 'manage-payment',
} as const;

/**
 * A customer statement for [from, to] as a PDF (Statement-{customer}-{from}-{to}.pdf) or an Excel
 * workbook with the same rows; rendered on request, not stored.
 */
export async function statementFile(
  ctx: UnscopedServiceCtx,
  input: TStatementInput & { format: 'pdf' | 'xlsx' },
): Promise<DocumentFile> {
  const data = await withTenantRead(ctx.db, ctx.tenant, (tx: Tx) => statementSource(tx, input));
  return statementOf(data, input.format);
}

/** A supplier statement (issue 31), the same way: Supplier-Statement-{supplier}-{from}-{to}. */
export async function supplierStatementFile(
  ctx: UnscopedServiceCtx,
  input: TSupplierStatementInput & { format: 'pdf' | 'xlsx' },
): Promise<DocumentFile> {
  const data = await withTenantRead(ctx.db, ctx.tenant, (tx: Tx) =>
    supplierStatementSource(tx, input),
  );
  return statementOf(data, input.format);
}

/** A statement's file from its data (also the Reports page's ledger downloads, issue 33). */
export async function statementOf(
  data: StatementData,
  format: 'pdf' | 'xlsx',
): Promise<DocumentFile> {
  const supplier = data.role === 'supplier';
  const base = `${supplier ? 'Supplier-Statement' : 'Statement'}-${safeFileName(data.customer.name)}-${data.from}-${data.to}`;
  if (format === 'pdf') {
    // The shop's images as a PDF draws them (issue 28 item 6: one stored before the pixel budget
    // is fitted to print size, or left out when over it), as for every stored document.
    const images = await printableImages(data.shop.images);
    const bytes = await renderDocument(
      statementDocument({ ...data, shop: { ...data.shop, images } }),
    );
    return { bytes, contentType: 'application/pdf', fileName: `${base}.pdf` };
  }
  return workbookFile(
    statementRows(data),
    supplier ? SUPPLIER_STATEMENT_COLUMNS : STATEMENT_COLUMNS,
    `${base}.xlsx`,
  );
}

/** The statement as a file procedure answers it: base64 bytes, so tRPC can carry it too. */
export async function statementDownload(
  ctx: UnscopedServiceCtx,
  input: TStatementInput & { format: 'pdf' | 'xlsx' },
) {
  return base64Of(await statementFile(ctx, input));
}

/** A supplier statement as base64 bytes (issue 31). */
export async function supplierStatementDownload(
  ctx: UnscopedServiceCtx,
  input: TSupplierStatementInput & { format: 'pdf' | 'xlsx' },
) {
  return base64Of(await supplierStatementFile(ctx, input));
}

const base64Of = ({ bytes, contentType, fileName }: DocumentFile) => ({
  fileName,
  contentType,
  base64: Buffer.from(bytes).toString('base64'),
});

/** Warranty-{invoiceNumber}.zip: one certificate PDF per serial, named <serialNo>.pdf. */
export async function warrantyFile(
  ctx: UnscopedServiceCtx,
  input: { id: string },
): Promise<DocumentFile & { count: number }> {
  const prepared = await withTenantRead(ctx.db, ctx.tenant, (tx: Tx) =>
    prepareWarranty(tx, input.id),
  );
  const file = await warrantyZip(prepared);
  return { ...file, count: prepared.certificates.length };
}

/**
 * The warranty ZIP as the procedure answers it: the bytes base64-encoded, so the web can also
 * take them over tRPC.
 */
export async function warrantyBundle(ctx: UnscopedServiceCtx, input: { id: string }) {
  const { bytes, contentType, fileName, count } = await warrantyFile(ctx, input);
  return { fileName, contentType, count, base64: Buffer.from(bytes).toString('base64') };
}

/**
 * A stored file, for a caller allowed to view the document it was made from; it must still be
 * that document's file. Every refusal is NOT_FOUND. The bytes are fetched only after every check
 * and after the read has ended: a refused caller costs no bucket call, and a slow bucket holds
 * no transaction (on PGlite, every other request).
 */
export async function readFile(
  ctx: UnscopedServiceCtx,
  input: { id: string },
): Promise<{ name: string; contentType: string; bytes: Uint8Array }> {
  const { fetchBytes, ...file } = await withTenantRead(ctx.db, ctx.tenant, async (tx: Tx) => {
    const scope = { ...ctx, tx };
    const found = await ctx.fileStore.find(scope, input.id);
    if (!found) throw new AppError('NOT_FOUND', 'File not found');
    const kind = DOCUMENT_KINDS.find((k) => k === found.sourceType) ?? null;
    const attachment = await mayReadAttachment(ctx, tx, {
      id: found.id,
      sourceType: found.sourceType,
      sourceId: found.sourceId,
    });
    if (attachment === false) throw new AppError('NOT_FOUND', 'File not found');
    if (kind) {
      const page = PAGE_OF[kind];
      if (
        !ctx.user ||
        !hasPermission(ctx.user, page, 'view') ||
        !(await isLinkedFile(tx, kind, found.sourceId, found.id))
      ) {
        throw new AppError('NOT_FOUND', 'File not found');
      }
    }
    const fetch = await ctx.fileStore.open(scope, found);
    return { name: found.name, contentType: found.contentType, fetchBytes: fetch };
  });
  return { ...file, bytes: await fetchBytes() };
}
