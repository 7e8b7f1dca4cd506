import { AppError } from '../../errors';
import type { CallerInput, RestRoute } from '../types';
import { firstOf, quoteFromRest, recordId } from './billing-mapping';
import { withUnderscoreId } from './shared';

export const quoteRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/loose-quote',
    scope: 'tenant',
    tag: 'Quotes',
    summary: 'List quotes (year, then number, newest first), or one with ?quoteId=',
    handler: async ({ caller, query }) => {
      if (query.quoteId) {
        const quote = await caller.tenant.quotes.get({ id: query.quoteId });
        return { body: { message: 'Quote fetched', data: withUnderscoreId(quote) } };
      }
      const list = await caller.tenant.quotes.list({
        page: query.page ?? 1,
        pageSize: query.pageSize ?? 1000,
        search: query.search,
      });
      return {
        body: { message: 'Quotes fetched', ...list, data: list.data.map(withUnderscoreId) },
      };
    },
  },
  {
    method: 'POST',
    url: '/api/loose-quote',
    scope: 'tenant',
    tag: 'Quotes',
    summary: 'Create a quote or proforma invoice ({quotes:[quote]})',
    handler: async ({ caller, body }) => {
      const record = firstOf(body, 'quotes');
      if (!Object.keys(record).length)
        throw new AppError('BAD_REQUEST', 'Send exactly one quote as {quotes:[quote]}');
      const input: CallerInput<typeof caller.tenant.quotes.create> = quoteFromRest(record);
      const created = await caller.tenant.quotes.create(input);
      return {
        status: 201,
        body: { message: 'Quote saved successfully', data: withUnderscoreId(created) },
      };
    },
  },
  {
    method: 'PATCH',
    url: '/api/loose-quote',
    scope: 'tenant',
    tag: 'Quotes',
    summary: 'Update a quote ({quotes:[quote with _id]})',
    handler: async ({ caller, body }) => {
      const record = firstOf(body, 'quotes');
      const id = recordId(record);
      if (!id)
        throw new AppError(
          'BAD_REQUEST',
          'Send exactly one quote with its _id as {quotes:[quote]}',
        );
      const input = { ...quoteFromRest(record), id } as CallerInput<
        typeof caller.tenant.quotes.update
      >;
      const updated = await caller.tenant.quotes.update(input);
      return { body: { message: 'Quote saved successfully', data: withUnderscoreId(updated) } };
    },
  },
  {
    method: 'GET',
    url: '/api/loose-quote/:id/invoice-draft',
    scope: 'tenant',
    tag: 'Quotes',
    summary:
      "The invoice a quote becomes: {draft, quoteTotal, invoiceTotal, difference}, the quote's discount spread into pre-tax line discounts (needs create on invoices and view on quotes)",
    handler: async ({ caller, params }) => {
      const data = await caller.tenant.quotes.invoiceDraft({ id: params.id ?? '' });
      return { body: { message: 'Invoice draft fetched', data } };
    },
  },
  {
    method: 'DELETE',
    url: '/api/loose-quote/hard-delete/:id',
    scope: 'tenant',
    tag: 'Quotes',
    summary: 'Delete a quote',
    handler: async ({ caller, params }) => {
      await caller.tenant.quotes.delete({ id: params.id ?? '' });
      return { body: { message: 'Quote deleted successfully' } };
    },
  },
];
