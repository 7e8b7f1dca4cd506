import { z } from 'zod';
import { invoiceVatWorkbook } from '../../services/documents/downloads';
import {
  ZInvoiceCreate,
  ZInvoiceExportInput,
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
import { PAGE_QUERY } from './shared';

const route = routesOf('tenant', 'Invoices');

export const invoiceRoutes: RestRoute[] = [
  route('GET', '/api/invoice', {
    summary: 'List invoices newest first (page, pageSize, search), or one with ?invoiceId=',
    query: z.object({ invoiceId: z.string().optional(), ...PAGE_QUERY }),
    handler: listOrOne('invoiceId', {
      one: ['Invoice fetched', (caller, id) => caller.tenant.invoices.get({ id })],
      list: ['Invoices fetched', (caller, page) => caller.tenant.invoices.list(page)],
    }),
  }),
  route('POST', '/api/invoice', {
    summary: 'Create an invoice ({invoices:[invoice]}); send idempotencyKey to make retries safe',
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
