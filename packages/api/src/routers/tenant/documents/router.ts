import { z } from 'zod';
import { ZId, type PageKey } from '@gst/domain';
import type { Context } from '../../../context';
import { AppError, toAppError } from '../../../errors';
import { createCallerFactory, permittedOutsideTx, router } from '../../../trpc';
import { ZFileIdInput } from '../../../services/documents/documents.schema';
import { ZStatementFileInput } from '../../../services/payments/payments.schema';
import { ZSupplierStatementFileInput } from '../../../services/supplier-payments/supplier-payments.schema';
import {
  fileLinkOf,
  invoiceFileLink,
  readFile,
  statementDownload,
  supplierStatementDownload,
  warrantyBundle,
} from '../../../services/documents/documents.service';

const ZIdInput = z.strictObject({ id: ZId });

/** `{fileLink: '/files/<id>'}` of a document's PDF, for a caller with 'view' on its page. */
const fileLinkProcedure = (page: PageKey, kind: Parameters<typeof fileLinkOf>[0]) =>
  permittedOutsideTx([[page, 'view']])
    .input(ZIdInput)
    .query(({ ctx, input }) => fileLinkOf(kind)(ctx, input));

/**
 * Document files. Each procedure checks the caller and the page's 'view' flag in one short read,
 * then runs with no transaction open: the documents service opens its own short scopes around
 * rendering and the bucket.
 */
export const documentsRouter = router({
  /** GET /api/invoice-file/:id?copies= — `{fileLink: '/files/<id>'}` of the invoice PDF. */
  invoiceFile: permittedOutsideTx([['manage-invoice', 'view']])
    .input(
      ZIdInput.extend({
        /** Rule 48 copies: 1 Original, 2 + Duplicate, 3 + Triplicate; default the shop setting. */
        copies: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
      }),
    )
    .query(({ ctx, input }) => invoiceFileLink(ctx, input)),
  /** GET /api/quote-file/:id — the quote or proforma PDF. */
  quoteFile: fileLinkProcedure('manage-quote', 'quote'),
  /** GET /api/credit-note-file/:id — the credit note PDF (Rule 53). */
  creditNoteFile: fileLinkProcedure('manage-credit-note', 'credit-note'),
  /** GET /api/debit-note-file/:id — the debit note PDF (Rule 53). */
  debitNoteFile: fileLinkProcedure('manage-debit-note', 'debit-note'),
  /** GET /api/payment-file/:id — the receipt PDF. */
  receiptFile: fileLinkProcedure('manage-payment', 'receipt'),
  /**
   * GET /api/customer-statement-file/:customerId?from=&to=&format=pdf|xlsx — the statement as a
   * PDF or workbook, base64-encoded like the warranty bundle.
   */
  statementFile: permittedOutsideTx([['manage-payment', 'view']])
    .input(ZStatementFileInput)
    .query(({ ctx, input }) => statementDownload(ctx, input)),
  /**
   * GET /api/supplier-statement-file/:supplierId?from=&to=&format=pdf|xlsx — a supplier's
   * statement (issue 31) as a PDF or workbook, for a caller who may view Payables.
   */
  supplierStatementFile: permittedOutsideTx([['payables', 'view']])
    .input(ZSupplierStatementFileInput)
    .query(({ ctx, input }) => supplierStatementDownload(ctx, input)),
  /**
   * GET /api/gen-warranty-file/:id — one certificate PDF per serial, zipped. The bytes come
   * base64-encoded so the web can also take them over tRPC.
   */
  warrantyBundle: permittedOutsideTx([['manage-invoice', 'view']])
    .input(ZIdInput)
    .query(({ ctx, input }) => warrantyBundle(ctx, input)),
});

/**
 * `GET /files/:id`, served by the server's own route and not mounted on the app router: a stored
 * file for a caller who may view invoices, quotes, notes, receipts, purchase bills or expenses
 * (the service then checks the file's own document or record and page).
 */
const filesRouter = router({
  read: permittedOutsideTx([
    ['manage-invoice', 'view'],
    ['manage-quote', 'view'],
    ['manage-credit-note', 'view'],
    ['manage-debit-note', 'view'],
    ['manage-payment', 'view'],
    // Attachments (issue 31): the supplier's bill, an expense's receipt.
    ['manage-purchase-bill', 'view'],
    ['manage-expense', 'view'],
  ])
    .input(ZFileIdInput)
    .query(({ ctx, input }) => readFile(ctx, input)),
});
const filesCaller = createCallerFactory(filesRouter);

/**
 * A stored file for `GET /files/:id`, with the request's own session or API key. Any refusal
 * (no session, other tenant, no permission, no such file) is an AppError the caller turns into
 * a plain 404; a missing flag reads as NOT_FOUND, as a file of a page one cannot view does.
 */
export async function readTenantFile(ctx: Context, id: string) {
  try {
    return await filesCaller(ctx).read({ id });
  } catch (error) {
    if (toAppError(error).appCode === 'FORBIDDEN')
      throw new AppError('NOT_FOUND', 'File not found');
    throw error;
  }
}
