import { z } from 'zod';
import { ZPublicQuoteRequest } from '../../services/public-site/quotes.schema';
import { bodyField, parseInput, routesOf } from '../route-helpers';
import type { RestRoute } from '../types';

/** The body the spec's site sends: {quoteData: the request fields}. */
const ZQuoteRequestBody = z.object({ quoteData: ZPublicQuoteRequest });

const route = routesOf('public', 'Public');

/** The public site's calls (spec §7 Public): no login; the host's shop or DEFAULT_TENANT. */
export const publicRoutes: RestRoute[] = [
  route('POST', '/public/quote', {
    summary:
      'Request a quote ({quoteData}); answers {message, data: {quoteNumber}}. Rate limited per IP and per phone.',
    body: ZQuoteRequestBody,
    examples: {
      request: {
        quoteData: {
          name: 'Anita Sen',
          gstin: '',
          address: '22 Jodhpur Park, Kolkata',
          userDemand: '3',
          phoneNumber: '9830012345',
          email: 'anita.sen@example.com',
          isInstallationRequired: true,
          userMessage: 'Rooftop, about 400 sq ft, south facing',
        },
      },
    },
    handler: async ({ caller, body }) => {
      const input = parseInput(ZPublicQuoteRequest, bodyField(body, 'quoteData') ?? {});
      const receipt = await caller.public.quotes.request(input);
      return {
        status: 201,
        body: { message: receipt.message, data: { quoteNumber: receipt.quoteNumber } },
      };
    },
  }),
  route('GET', '/public/quote/:phoneNumber/:quoteNumber', {
    summary:
      'Check a quote’s status: {message: {status, message, expectedDate}} only when both the phone and the number match (URL-encode a "/" in the number as %2F).',
    handler: async ({ caller, params }) => {
      const result = await caller.public.quotes.status({
        phoneNumber: params.phoneNumber ?? '',
        quoteNumber: params.quoteNumber ?? '',
      });
      return { body: { message: result } };
    },
  }),
  route('GET', '/public/suggestions', {
    summary:
      'Products for a power demand (?demand= watts, default 8000): capacity ≤ 2 × demand, ascending, public fields with quantity, weight and area',
    query: z.object({ demand: z.string().optional() }),
    handler: async ({ caller, query }) => {
      const result = await caller.public.products.suggestions({ demand: query.demand ?? null });
      return {
        body: { message: 'Suggestions fetched', demand: result.demand, data: result.products },
      };
    },
  }),
  route('GET', '/public/catalogue', {
    summary: 'The shop’s inverters and modules (public fields) for the landing page',
    handler: async ({ caller }) => ({
      body: { message: 'Catalogue fetched', data: await caller.public.products.catalogue() },
    }),
  }),
];
