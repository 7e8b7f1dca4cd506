import { z } from 'zod';
import {
  dashboardPdf,
  printableHtml,
  printedDashboardPdf,
} from '../../services/documents/downloads';
import { routesOf } from '../route-helpers';
import type { RestRoute } from '../types';

const ZFiltersBody = z.object({
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  products: z.array(z.string()).optional(),
  productCategories: z.array(z.string()).optional(),
  customers: z.array(z.string()).optional(),
});

/** This financial year's sales of one category (empty lists: every product and customer). */
const FILTERS_EXAMPLE = {
  startDate: '2026-04-01',
  endDate: '2027-03-31',
  productCategories: ['Solar Panel'],
};

const route = routesOf('tenant', 'Dashboard');

export const dashboardRoutes: RestRoute[] = [
  route('POST', '/api/dashboard', {
    summary:
      'Sales KPIs, monthly series, category stats, top products and customers and recent invoices for the filters (empty body: everything)',
    body: ZFiltersBody,
    examples: { request: FILTERS_EXAMPLE },
    handler: async ({ caller, body }) => ({
      // The procedure's zod contract validates whatever arrived.
      body: await caller.tenant.dashboard.get(body ?? {}),
    }),
  }),
  route('POST', '/api/dashboard/pdf', {
    summary:
      'The dashboard for the filters as a PDF ({shopName}-Dashboard.pdf): filters, KPIs, vector charts, recent invoices',
    body: ZFiltersBody,
    examples: { request: FILTERS_EXAMPLE },
    handler: async ({ caller, body }) => {
      const report = await caller.tenant.dashboard.report(body ?? {});
      // Rendered after the tenant transaction has ended, so no transaction waits on the PDF.
      return { file: await dashboardPdf(report) };
    },
  }),
  route('POST', '/api/print-dashboard', {
    summary:
      'Dashboard HTML ({htmlToPrint}) as a PDF ({shopName}-Dashboard.pdf). The HTML is sanitised to headings, p, strong/b, em/i, u, br, div, span, ul/ol/li and tables; everything else is dropped',
    body: z.object({ htmlToPrint: z.string() }),
    examples: {
      request: {
        htmlToPrint: '<h1>Sales, April 2026</h1><p>Total <strong>₹4,12,500.00</strong></p>',
      },
    },
    handler: async ({ caller, body }) => {
      const html = printableHtml(body);
      const { shopName } = await caller.tenant.dashboard.shop();
      return { file: await printedDashboardPdf(html, shopName) };
    },
  }),
];
