import { z } from 'zod';
import { ZStatementFileInput } from '../../services/payments/payments.schema';
import { parseInput, routesOf } from '../route-helpers';
import type { RestResult, RestRoute } from '../types';

/** `?copies=1|2|3` as the invoice PDF's copies (Rule 48: Original, + Duplicate, + Triplicate). */
const ZCopiesQuery = z.object({
  copies: z
    .enum(['1', '2', '3'])
    .transform((copies) => (({ '1': 1, '2': 2, '3': 3 }) as const)[copies])
    .optional(),
});

const invoiceRoute = routesOf('tenant', 'Invoices');
const quoteRoute = routesOf('tenant', 'Quotes');
const creditNoteRoute = routesOf('tenant', 'Credit notes');
const debitNoteRoute = routesOf('tenant', 'Debit notes');
const paymentRoute = routesOf('tenant', 'Payments');

/** `GET …/:id` answering the link to one document's stored PDF. */
function fileLinkRoute(
  route: ReturnType<typeof routesOf>,
  url: string,
  noun: string,
  procedure: 'creditNoteFile' | 'debitNoteFile' | 'receiptFile',
): RestRoute {
  return route('GET', url, {
    summary: `Link to the ${noun} PDF ({success, message, data: {fileLink}})`,
    handler: async ({ caller, params }) =>
      fileLinkBody(await caller.tenant.documents[procedure]({ id: params.id ?? '' })),
  });
}

/** A base64 file a procedure answered, as the REST download. */
export function base64File(file: {
  base64: string;
  contentType: string;
  fileName: string;
}): RestResult {
  return {
    file: {
      bytes: Buffer.from(file.base64, 'base64'),
      contentType: file.contentType,
      fileName: file.fileName,
    },
  };
}

/** `{success, message, data: {fileLink}}`: the link, and whether this call made the PDF. */
function fileLinkBody(link: { generated: boolean; fileLink: string }): RestResult {
  return {
    body: {
      success: true,
      message: link.generated ? 'PDF generated' : 'PDF link found',
      data: { fileLink: link.fileLink },
    },
  };
}

/**
 * Document files (issue: GST tax invoice and quotation PDFs, warranty bundles). The links are the
 * server's own `/files/<id>`, readable by a session or API key of the same tenant.
 */
export const documentRoutes: RestRoute[] = [
  invoiceRoute('GET', '/api/invoice-file/:id', {
    summary:
      'Link to the invoice PDF ({success, message, data: {fileLink}}); made when missing or out of date; ?copies=1|2|3 (Original, + Duplicate, + Triplicate; default: the shop setting)',
    query: ZCopiesQuery,
    handler: async ({ caller, params, query }) => {
      const { copies } = parseInput(ZCopiesQuery, query);
      return fileLinkBody(
        await caller.tenant.documents.invoiceFile({
          id: params.id ?? '',
          ...(copies === undefined ? {} : { copies }),
        }),
      );
    },
  }),
  quoteRoute('GET', '/api/quote-file/:id', {
    summary: 'Link to the quote or proforma PDF ({success, message, data: {fileLink}})',
    handler: async ({ caller, params }) =>
      fileLinkBody(await caller.tenant.documents.quoteFile({ id: params.id ?? '' })),
  }),
  fileLinkRoute(creditNoteRoute, '/api/credit-note-file/:id', 'credit note', 'creditNoteFile'),
  fileLinkRoute(debitNoteRoute, '/api/debit-note-file/:id', 'debit note', 'debitNoteFile'),
  fileLinkRoute(paymentRoute, '/api/payment-file/:id', 'receipt', 'receiptFile'),
  paymentRoute('GET', '/api/customer-statement-file/:customerId', {
    summary:
      'The customer statement for ?from=YYYY-MM-DD&to=YYYY-MM-DD as a PDF (format=pdf, the default) or an Excel workbook (format=xlsx)',
    query: z.object({
      from: z.string(),
      to: z.string(),
      format: z.enum(['pdf', 'xlsx']).optional(),
    }),
    handler: async ({ caller, params, query }) =>
      base64File(
        await caller.tenant.documents.statementFile(
          parseInput(ZStatementFileInput, {
            customerId: params.customerId ?? '',
            from: query.from,
            to: query.to,
            format: query.format ?? 'pdf',
          }),
        ),
      ),
  }),
  invoiceRoute('GET', '/api/gen-warranty-file/:id', {
    summary:
      'Warranty-{invoiceNumber}.zip: one certificate PDF per serial-numbered item, named <serialNo>.pdf',
    handler: async ({ caller, params }) =>
      base64File(await caller.tenant.documents.warrantyBundle({ id: params.id ?? '' })),
  }),
];
