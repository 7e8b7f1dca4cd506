import { z } from 'zod';
import { createFirstOf, deleteById, listOrOne, routesOf, updateFirstOf } from '../route-helpers';
import type { RestRoute } from '../types';
import { quoteFromRest } from './billing-mapping';
import { PAGE_QUERY } from './shared';

const route = routesOf('tenant', 'Quotes');

export const quoteRoutes: RestRoute[] = [
  route('GET', '/api/loose-quote', {
    summary: 'List quotes (year, then number, newest first), or one with ?quoteId=',
    query: z.object({ quoteId: z.string().optional(), ...PAGE_QUERY }),
    handler: listOrOne('quoteId', {
      one: ['Quote fetched', (caller, id) => caller.tenant.quotes.get({ id })],
      list: ['Quotes fetched', (caller, page) => caller.tenant.quotes.list(page)],
    }),
  }),
  route('POST', '/api/loose-quote', {
    summary: 'Create a quote or proforma invoice ({quotes:[quote]})',
    handler: createFirstOf({
      key: 'quotes',
      noun: 'quote',
      create: (caller, record) => caller.tenant.quotes.create(quoteFromRest(record)),
      message: 'Quote saved successfully',
    }),
  }),
  route('PATCH', '/api/loose-quote', {
    summary: 'Update a quote ({quotes:[quote with _id]})',
    handler: updateFirstOf({
      key: 'quotes',
      noun: 'quote',
      update: (caller, record, id) => caller.tenant.quotes.update({ ...quoteFromRest(record), id }),
      message: 'Quote saved successfully',
    }),
  }),
  route('GET', '/api/loose-quote/:id/invoice-draft', {
    summary:
      "The invoice a quote becomes: {draft, quoteTotal, invoiceTotal, difference}, the quote's discount spread into pre-tax line discounts (needs create on invoices and view on quotes)",
    handler: async ({ caller, params }) => {
      const data = await caller.tenant.quotes.invoiceDraft({ id: params.id ?? '' });
      return { body: { message: 'Invoice draft fetched', data } };
    },
  }),
  route('DELETE', '/api/loose-quote/hard-delete/:id', {
    summary: 'Delete a quote',
    handler: deleteById(
      (caller, id) => caller.tenant.quotes.delete({ id }),
      'Quote deleted successfully',
    ),
  }),
];
