import { z } from 'zod';
import { hasPermission, ZId } from '@gst/domain';
import {
  closePdfPool,
  renderDocument,
  renderDocuments,
  warmPdfPool,
  zipFiles,
} from '@gst/documents';
import type { Context } from '../../../context';
import type { ResolvedTenant } from '../../../infra/tenant-resolver';
import { AppError } from '../../../errors';
import {
  createCallerFactory,
  permitted,
  router,
  tenantProcedure,
  tenantUserProcedure,
} from '../../../trpc';
import {
  isLinkedFile,
  prepareFile,
  prepareWarranty,
  renderedFileMeta,
  storeFile,
  uploadThenStore,
  type DocumentKind,
} from '../../../services/documents/documents.service';
import { FILE_ID, newFileId } from '../../../infra/files/file-store';

const ZIdInput = z.object({ id: ZId });
const ZStoreInput = z.object({
  id: ZId,
  fileId: z.string().regex(FILE_ID),
  version: z.string().min(1),
  folder: z.string(),
  name: z.string().min(1),
  bytes: z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'bytes expected'),
});

/**
 * The steps that touch the database, each one short transaction behind the usual ladder
 * (session or API key of this tenant, then the page's 'view' flag). Not mounted on the app
 * router: only the procedures below (and the /files route) call them, in process.
 */
const documentsInternalRouter = router({
  prepareInvoice: permitted('manage-invoice', 'view')
    .input(ZIdInput)
    .query(({ ctx, input }) => prepareFile(ctx, 'invoice', input.id)),
  prepareQuote: permitted('manage-quote', 'view')
    .input(ZIdInput)
    .query(({ ctx, input }) => prepareFile(ctx, 'quote', input.id)),
  storeInvoice: permitted('manage-invoice', 'view')
    .input(ZStoreInput)
    .mutation(({ ctx, input }) => storeFile(ctx, 'invoice', input)),
  storeQuote: permitted('manage-quote', 'view')
    .input(ZStoreInput)
    .mutation(({ ctx, input }) => storeFile(ctx, 'quote', input)),
  prepareWarranty: permitted('manage-invoice', 'view')
    .input(ZIdInput)
    .query(({ ctx, input }) => prepareWarranty(ctx.tx, input.id)),
  /** A stored file, for a user (or API key) allowed to view the document it was made from. */
  readFile: tenantUserProcedure
    .input(z.object({ id: z.string().regex(FILE_ID, 'Invalid file id') }))
    .query(async ({ ctx, input }) => {
      const file = await ctx.fileStore.find(ctx, input.id);
      if (!file) throw new AppError('NOT_FOUND', 'File not found');
      // A document's file needs that page's view flag and must still be the document's file.
      const kind: DocumentKind | null =
        file.sourceType === 'invoice' || file.sourceType === 'quote' ? file.sourceType : null;
      if (kind) {
        const page = kind === 'invoice' ? 'manage-invoice' : 'manage-quote';
        if (
          !hasPermission(ctx.user, page, 'view') ||
          !(await isLinkedFile(ctx.tx, kind, file.sourceId, file.id))
        ) {
          throw new AppError('NOT_FOUND', 'File not found');
        }
      }
      // Bytes only after every check: a refused caller costs no bucket call. The fetch runs
      // after this read has ended (readTenantFile), so no bucket GET holds a transaction.
      const fetchBytes = await ctx.fileStore.open(ctx, file);
      return { name: file.name, contentType: file.contentType, fetchBytes };
    }),
});

const internalCaller = createCallerFactory(documentsInternalRouter);

/**
 * The file link of an invoice or quote: stored PDF reused while current, otherwise rendered on
 * the worker pool and uploaded between two short transactions, so no transaction (and, on
 * PGlite, no other request) waits for the renderer or the bucket.
 */
async function fileLink(ctx: Context & { tenant: ResolvedTenant }, kind: DocumentKind, id: string) {
  const steps = internalCaller(ctx);
  const prepared =
    kind === 'invoice' ? await steps.prepareInvoice({ id }) : await steps.prepareQuote({ id });
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
    kind === 'invoice' ? steps.storeInvoice(input) : steps.storeQuote(input),
  );
  return { fileLink: `/files/${fileId}`, generated: true };
}

export const documentsRouter = router({
  /** GET /api/invoice-file/:id — `{fileLink: '/files/<id>'}` of the invoice PDF. */
  invoiceFile: tenantProcedure
    .input(ZIdInput)
    .query(({ ctx, input }) => fileLink(ctx, 'invoice', input.id)),
  /** GET /api/quote-file/:id — the quote or proforma PDF. */
  quoteFile: tenantProcedure
    .input(ZIdInput)
    .query(({ ctx, input }) => fileLink(ctx, 'quote', input.id)),
  /**
   * GET /api/gen-warranty-file/:id — one certificate PDF per serial, zipped. The bytes come
   * base64-encoded so the web can also take them over tRPC.
   */
  warrantyBundle: tenantProcedure.input(ZIdInput).query(async ({ ctx, input }) => {
    const { fileName, certificates } = await internalCaller(ctx).prepareWarranty(input);
    const pdfs = await renderDocuments(certificates.map((c) => c.task));
    const zip = zipFiles(
      certificates.map((c, i) => ({ name: `${c.name}.pdf`, bytes: pdfs[i] ?? new Uint8Array() })),
    );
    return {
      fileName,
      contentType: 'application/zip',
      count: certificates.length,
      base64: Buffer.from(zip).toString('base64'),
    };
  }),
});

/** The PDF worker threads: started early by a production server, ended when it closes. */
export { closePdfPool as closeDocumentRenderer, warmPdfPool as warmDocumentRenderer };

/**
 * A stored file for `GET /files/:id`, with the request's own session or API key. Any refusal
 * (no session, other tenant, no permission, no such file) is an AppError the caller turns into
 * a plain 404.
 */
export async function readTenantFile(ctx: Context, id: string) {
  const { fetchBytes, ...file } = await internalCaller(ctx).readFile({ id });
  // The read has ended: a slow bucket holds no transaction (on PGlite, every other request).
  return { ...file, bytes: await fetchBytes() };
}
