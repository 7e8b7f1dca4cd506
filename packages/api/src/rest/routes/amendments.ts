import { z } from 'zod';
import {
  ZAmendmentListInput,
  ZCreditNoteAmend,
  ZDebitNoteAmend,
  ZInvoiceAmend,
} from '../../services/amendments/amendments.schema';
import { parseInput, routesOf } from '../route-helpers';
import type { RestRoute } from '../types';
import { EXAMPLE_IDS } from './shared';

/**
 * Amendments (issue 30): POST /api/invoice/{id}/amend and /api/credit-note|debit-note/{id}/amend
 * correct a document dated in a filed period (the body is the document as an edit sends it, with
 * `amendmentReason`); the correction is reported in this month's return. GET /api/amendments
 * lists a period's amendments.
 */
const route = routesOf('tenant', 'Amendments');

const REASON = 'Price agreed before dispatch was ₹12,000, invoiced at ₹10,000 by mistake';

const INVOICE_AMEND_EXAMPLE = {
  invoiceDate: '2026-09-10',
  billToId: EXAMPLE_IDS.customer,
  lines: [{ productId: EXAMPLE_IDS.product, quantity: 1, price: '12000.00' }],
  amendmentReason: REASON,
};

const noteExample = (kind: 'credit' | 'debit') => ({
  noteDate: '2026-09-20',
  reason: kind === 'credit' ? 'post-sale-discount' : 'price-revision',
  remarks: '',
  lines: [{ invoiceLineId: EXAMPLE_IDS.invoiceLine, taxableValue: '1500.00' }],
  amendmentReason: 'The discount agreed was ₹1,500, the note said ₹1,000',
});

export const amendmentRoutes: RestRoute[] = [
  route('POST', '/api/invoice/:id/amend', {
    summary:
      "Amend an invoice dated in a filed period (the invoice as an edit sends it, with amendmentReason): a new revision, reported in this month's GSTR-1 (b2ba, or b2csa for B2C small) and GSTR-3B; refused when its period is not filed, it is cancelled, or this month is filed",
    body: ZInvoiceAmend.omit({ id: true }),
    examples: { request: INVOICE_AMEND_EXAMPLE },
    handler: async ({ caller, params, body }) => ({
      body: {
        message: 'Invoice amended',
        data: await caller.tenant.amendments.invoice(
          parseInput(ZInvoiceAmend, { ...(body as object), id: params.id ?? '' }),
        ),
      },
    }),
  }),
  route('POST', '/api/credit-note/:id/amend', {
    summary:
      "Amend a credit note dated in a filed period (with amendmentReason); reported in this month's GSTR-1 (cdnra, or b2csa) and GSTR-3B",
    body: ZCreditNoteAmend.omit({ id: true }),
    examples: { request: noteExample('credit') },
    handler: async ({ caller, params, body }) => ({
      body: {
        message: 'Credit note amended',
        data: await caller.tenant.amendments.creditNote(
          parseInput(ZCreditNoteAmend, { ...(body as object), id: params.id ?? '' }),
        ),
      },
    }),
  }),
  route('POST', '/api/debit-note/:id/amend', {
    summary:
      "Amend a debit note dated in a filed period (with amendmentReason); reported in this month's GSTR-1 (cdnra, or b2csa) and GSTR-3B",
    body: ZDebitNoteAmend.omit({ id: true }),
    examples: { request: noteExample('debit') },
    handler: async ({ caller, params, body }) => ({
      body: {
        message: 'Debit note amended',
        data: await caller.tenant.amendments.debitNote(
          parseInput(ZDebitNoteAmend, { ...(body as object), id: params.id ?? '' }),
        ),
      },
    }),
  }),
  route('GET', '/api/amendments', {
    summary:
      'The amendments made in a return period (?period=MMYYYY): document, original period, reason, revisions and the difference in taxable value and value',
    query: z.object({ period: z.string() }),
    handler: async ({ caller, query }) => ({
      body: {
        message: 'Amendments fetched',
        data: await caller.tenant.amendments.list(
          parseInput(ZAmendmentListInput, { period: query.period ?? '' }),
        ),
      },
    }),
  }),
];
