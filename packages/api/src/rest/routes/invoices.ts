import { z } from 'zod';
import { AppError } from '../../errors';
import { invoiceVatWorkbook } from '../../services/documents/downloads';
import type { CallerInput, RestRoute } from '../types';
import { firstOf, invoiceFromRest, recordId } from './billing-mapping';
import { withUnderscoreId } from './shared';

export const invoiceRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/invoice',
    scope: 'tenant',
    tag: 'Invoices',
    summary: 'List invoices newest first (page, pageSize, search), or one with ?invoiceId=',
    handler: async ({ caller, query }) => {
      if (query.invoiceId) {
        const invoice = await caller.tenant.invoices.get({ id: query.invoiceId });
        return { body: { message: 'Invoice fetched', data: withUnderscoreId(invoice) } };
      }
      const list = await caller.tenant.invoices.list({
        page: query.page ?? 1,
        pageSize: query.pageSize ?? 1000,
        search: query.search,
      });
      return {
        body: { message: 'Invoices fetched', ...list, data: list.data.map(withUnderscoreId) },
      };
    },
  },
  {
    method: 'POST',
    url: '/api/invoice',
    scope: 'tenant',
    tag: 'Invoices',
    summary: 'Create an invoice ({invoices:[invoice]}); send idempotencyKey to make retries safe',
    handler: async ({ caller, body }) => {
      const record = firstOf(body, 'invoices');
      if (!Object.keys(record).length)
        throw new AppError('BAD_REQUEST', 'Send exactly one invoice as {invoices:[invoice]}');
      const input = invoiceFromRest(record) as CallerInput<typeof caller.tenant.invoices.create>;
      const created = await caller.tenant.invoices.create(input);
      return { status: 201, body: { message: 'Invoice saved', data: withUnderscoreId(created) } };
    },
  },
  {
    method: 'PATCH',
    url: '/api/invoice',
    scope: 'tenant',
    tag: 'Invoices',
    summary: 'Update an invoice ({invoices:[invoice with _id]}); its number does not change',
    handler: async ({ caller, body }) => {
      const record = firstOf(body, 'invoices');
      const id = recordId(record);
      if (!id)
        throw new AppError(
          'BAD_REQUEST',
          'Send exactly one invoice with its _id as {invoices:[invoice]}',
        );
      const input = { ...invoiceFromRest(record), id } as CallerInput<
        typeof caller.tenant.invoices.update
      >;
      const updated = await caller.tenant.invoices.update(input);
      return { body: { message: 'Invoice saved', data: withUnderscoreId(updated) } };
    },
  },
  {
    method: 'DELETE',
    url: '/api/invoice/hard-delete/:id',
    scope: 'tenant',
    tag: 'Invoices',
    summary:
      'Cancel an invoice (optional ?reason=): it keeps its number, its serials return to stock, it leaves every total',
    query: z.object({ reason: z.string().optional() }),
    handler: async ({ caller, params, query }) => {
      await caller.tenant.invoices.delete({
        id: params.id ?? '',
        ...(query.reason ? { reason: query.reason } : {}),
      });
      return { body: { message: 'Invoice cancelled' } };
    },
  },
  {
    method: 'POST',
    url: '/api/v2/invoice/file',
    scope: 'tenant',
    tag: 'Invoices',
    summary:
      'Invoice lines dated fromDateInput..toDateInput (YYYY-MM-DD) as VAT_Invoices_from_{date}_to_{date}.xlsx',
    body: z.object({
      fromDateInput: z.string(),
      toDateInput: z.string(),
      invoiceData: z.unknown().optional(),
    }),
    handler: async ({ caller, body }) => {
      const record = (body ?? {}) as Record<string, unknown>;
      const fromDate = record.fromDateInput ?? record.fromDate;
      const toDate = record.toDateInput ?? record.toDate;
      const rows = await caller.tenant.invoices.exportRows({ fromDate, toDate } as CallerInput<
        typeof caller.tenant.invoices.exportRows
      >);
      return { file: invoiceVatWorkbook(rows, { fromDate, toDate }) };
    },
  },
];
