import type { RestRoute } from '../types';

/** Listed now so clients see the whole surface; each answers 501 until its issue lands. */
const planned = (
  method: RestRoute['method'],
  url: string,
  tag: string,
  summary: string,
  scope: RestRoute['scope'] = 'tenant',
): RestRoute => ({
  method,
  url,
  tag,
  summary,
  scope,
});

export const plannedRoutes: RestRoute[] = [
  planned('GET', '/api/invoice-file/:id', 'Invoices', 'Link to the invoice PDF'),
  planned('GET', '/api/gen-warranty-file/:id', 'Invoices', 'Warranty certificates as a ZIP'),
  planned('GET', '/api/quote-file/:id', 'Quotes', 'Link to the quote PDF'),
];
