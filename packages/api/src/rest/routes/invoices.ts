import { z } from 'zod';
import { invoiceVatWorkbook } from '../../services/documents/downloads';
import {
  ZInvoiceCreate,
  ZInvoiceExportInput,
  ZInvoiceInput,
  ZInvoiceUpdate,
} from '../../services/invoices/invoices.schema';
import {
  bodyField,
  createFirstOf,
  deleteById,
  listOrOne,
  parseInput,
  routesOf,
  updateFirstOf,
} from '../route-helpers';
import type { RestRoute } from '../types';
import { invoiceFromRest } from './billing-mapping';
import { EXAMPLE_IDS, oneRecordBody, PAGE_QUERY, SYNC_QUERY, syncQuery } from './shared';

const route = routesOf('tenant', 'Invoices');

/** An intra-state B2B invoice of two solar modules, as an integrator sends it. */
const INVOICE_EXAMPLE = {
  invoiceDate: '2026-04-20',
  dueDate: '2026-05-20',
  billToId: EXAMPLE_IDS.customer,
  placeOfSupply: '19',
  transportMode: 'Road',
  vehicleNumber: 'WB02AB1234',
  transportDistanceKm: 12,
  taxInclusive: false,
  lines: [
    {
      productId: EXAMPLE_IDS.product,
      description: 'Mono PERC 540 Wp module',
      quantity: 2,
      price: '12500.00',
      discount: '500.00',
    },
  ],
};

export const invoiceRoutes: RestRoute[] = [
  route('GET', '/api/invoice', {
    summary:
      'List invoices newest first (page, pageSize, search; from/to invoice date; updatedSince, oldest change first), or one with ?invoiceId=',
    query: z.object({ invoiceId: z.string().optional(), ...PAGE_QUERY, ...SYNC_QUERY }),
    handler: listOrOne('invoiceId', {
      one: ['Invoice fetched', (caller, id) => caller.tenant.invoices.get({ id })],
      list: [
        'Invoices fetched',
        (caller, page, query) => caller.tenant.invoices.list({ ...page, ...syncQuery(query) }),
      ],
    }),
  }),
  route('POST', '/api/invoice', {
    summary: 'Create an invoice ({invoices:[invoice]}); send idempotencyKey to make retries safe',
    body: oneRecordBody('invoices', ZInvoiceCreate),
    examples: {
      request: {
        invoices: [{ ...INVOICE_EXAMPLE, idempotencyKey: 'erp-sale-2026-04-20-0001' }],
      },
    },
    handler: createFirstOf({
      key: 'invoices',
      noun: 'invoice',
      create: (caller, record) =>
        caller.tenant.invoices.create(parseInput(ZInvoiceCreate, invoiceFromRest(record))),
      message: 'Invoice saved',
    }),
  }),
  route('PATCH', '/api/invoice', {
    summary: 'Update an invoice ({invoices:[invoice with _id]}); its number does not change',
    body: oneRecordBody('invoices', ZInvoiceInput.extend({ _id: ZInvoiceUpdate.shape.id })),
    examples: {
      request: {
        invoices: [{ ...INVOICE_EXAMPLE, _id: EXAMPLE_IDS.invoice, vehicleNumber: 'WB02CD5678' }],
      },
    },
    handler: updateFirstOf({
      key: 'invoices',
      noun: 'invoice',
      update: (caller, record, id) =>
        caller.tenant.invoices.update(
          parseInput(ZInvoiceUpdate, { ...invoiceFromRest(record), id }),
        ),
      message: 'Invoice saved',
    }),
  }),
  route('DELETE', '/api/invoice/hard-delete/:id', {
    summary:
      'Cancel an invoice (optional ?reason=): it keeps its number, its serials return to stock, it leaves every total',
    query: z.object({ reason: z.string().optional() }),
    handler: deleteById(
      (caller, id, query) =>
        caller.tenant.invoices.delete({ id, ...(query.reason ? { reason: query.reason } : {}) }),
      'Invoice cancelled',
    ),
  }),
  route('POST', '/api/v2/invoice/file', {
    summary:
      'Invoice lines dated fromDateInput..toDateInput (YYYY-MM-DD) as VAT_Invoices_from_{date}_to_{date}.xlsx',
    body: z.object({
      fromDateInput: z.string(),
      toDateInput: z.string(),
      invoiceData: z.unknown().optional(),
    }),
    examples: { request: { fromDateInput: '2026-04-01', toDateInput: '2026-04-30' } },
    handler: async ({ caller, body }) => {
      const range = parseInput(ZInvoiceExportInput, {
        fromDate: bodyField(body, 'fromDateInput') ?? bodyField(body, 'fromDate'),
        toDate: bodyField(body, 'toDateInput') ?? bodyField(body, 'toDate'),
      });
      const rows = await caller.tenant.invoices.exportRows(range);
      return { file: invoiceVatWorkbook(rows, range) };
    },
  }),
];
