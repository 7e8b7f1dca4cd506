import { z } from 'zod';
import {
  createFirstOf,
  deleteById,
  listOrOne,
  parseInput,
  routesOf,
  updateFirstOf,
} from '../route-helpers';
import type { RestRoute } from '../types';
import { quoteFromRest } from './billing-mapping';
import { ZQuoteInput, ZQuoteUpdate } from '../../services/quotes/quotes.schema';
import { ZQuoteLeadCustomer } from '../../services/quotes/quotes.lead';
import { EXAMPLE_IDS, oneRecordBody, PAGE_QUERY, SYNC_QUERY, syncQuery } from './shared';

const route = routesOf('tenant', 'Quotes');

/** A rooftop quote for a walk-in lead (no customer record yet), as an integrator sends it. */
const QUOTE_EXAMPLE = {
  quoteDate: '2026-04-10',
  expiryDate: '2026-05-10',
  customerName: 'Anita Sen',
  address: '22 Jodhpur Park, Kolkata',
  phoneNumber: '9830012345',
  email: 'anita.sen@example.com',
  placeOfSupply: '19',
  userDemand: 3,
  quoteType: 'Quote',
  lines: [
    {
      productId: EXAMPLE_IDS.product,
      productName: 'Mono PERC 540 Wp module',
      quantity: 6,
      price: '12500.00',
      gstPercentage: 12,
      uomUnit: 'Nos',
    },
  ],
};

export const quoteRoutes: RestRoute[] = [
  route('GET', '/api/loose-quote', {
    summary:
      'List quotes (year, then number, newest first; from/to quote date; updatedSince, oldest change first), or one with ?quoteId=',
    query: z.object({ quoteId: z.string().optional(), ...PAGE_QUERY, ...SYNC_QUERY }),
    handler: listOrOne('quoteId', {
      one: ['Quote fetched', (caller, id) => caller.tenant.quotes.get({ id })],
      list: [
        'Quotes fetched',
        (caller, page, query) => caller.tenant.quotes.list({ ...page, ...syncQuery(query) }),
      ],
    }),
  }),
  route('POST', '/api/loose-quote', {
    summary: 'Create a quote or proforma invoice ({quotes:[quote]})',
    body: oneRecordBody('quotes', ZQuoteInput),
    examples: { request: { quotes: [QUOTE_EXAMPLE] } },
    handler: createFirstOf({
      key: 'quotes',
      noun: 'quote',
      create: (caller, record) => caller.tenant.quotes.create(quoteFromRest(record)),
      message: 'Quote saved successfully',
    }),
  }),
  route('PATCH', '/api/loose-quote', {
    summary: 'Update a quote ({quotes:[quote with _id]})',
    body: oneRecordBody('quotes', ZQuoteInput.extend({ _id: ZQuoteUpdate.shape.id })),
    examples: {
      request: { quotes: [{ ...QUOTE_EXAMPLE, _id: EXAMPLE_IDS.quote, discountPrice: '2000.00' }] },
    },
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
  route('POST', '/api/loose-quote/:id/customer', {
    summary:
      "Make a quote's lead a customer (issue 29): from the quote's name, phone, e-mail, address, GSTIN and state, with `customer` correcting any of them (or the customer with that GSTIN), and link the quote to it, so its invoice bills that customer. Answers {customer, created}; 409 when the quote already names a customer (needs create on customers and approve on quotes)",
    body: ZQuoteLeadCustomer.omit({ id: true }),
    examples: { request: { customer: { address: '22 Jodhpur Park, Kolkata 700068' } } },
    handler: async ({ caller, params, body }) => {
      const input = parseInput(ZQuoteLeadCustomer, {
        ...(body && typeof body === 'object' ? body : {}),
        id: params.id ?? '',
      });
      const data = await caller.tenant.quotes.customerFromLead(input);
      return { status: 201, body: { message: 'Customer created from the quote', data } };
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
