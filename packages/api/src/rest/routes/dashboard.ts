import { z } from 'zod';
import { printHtmlToPdf, renderDashboardPdf } from '@gst/documents';
import { AppError } from '../../errors';
import { dashboardFileName } from '../../services/dashboard/dashboard.report';
import type { RestRoute } from '../types';

/** Largest HTML accepted by print-dashboard (the body limit applies on top). */
const MAX_HTML_CHARS = 2_000_000;

const ZFiltersBody = z.object({
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  products: z.array(z.string()).optional(),
  productCategories: z.array(z.string()).optional(),
  customers: z.array(z.string()).optional(),
});

export const dashboardRoutes: RestRoute[] = [
  {
    method: 'POST',
    url: '/api/dashboard',
    scope: 'tenant',
    tag: 'Dashboard',
    summary:
      'Sales KPIs, monthly series, category stats, top products and customers and recent invoices for the filters (empty body: everything)',
    body: ZFiltersBody,
    handler: async ({ caller, body }) => ({
      // The procedure's zod contract validates whatever arrived.
      body: await caller.tenant.dashboard.get(body ?? {}),
    }),
  },
  {
    method: 'POST',
    url: '/api/dashboard/pdf',
    scope: 'tenant',
    tag: 'Dashboard',
    summary:
      'The dashboard for the filters as a PDF ({shopName}-Dashboard.pdf): filters, KPIs, vector charts, recent invoices',
    body: ZFiltersBody,
    handler: async ({ caller, body }) => {
      const report = await caller.tenant.dashboard.report(body ?? {});
      // Rendered after the tenant transaction has ended, so no transaction waits on the PDF.
      const bytes = await renderDashboardPdf({ ...report, generatedAt: new Date() });
      return { file: pdfFile(bytes, report.shopName) };
    },
  },
  {
    method: 'POST',
    url: '/api/print-dashboard',
    scope: 'tenant',
    tag: 'Dashboard',
    summary:
      'Dashboard HTML ({htmlToPrint}) as a PDF ({shopName}-Dashboard.pdf). The HTML is sanitised to headings, p, strong/b, em/i, u, br, div, span, ul/ol/li and tables; everything else is dropped',
    body: z.object({ htmlToPrint: z.string() }),
    handler: async ({ caller, body }) => {
      const html = (body as { htmlToPrint?: unknown } | undefined)?.htmlToPrint;
      if (typeof html !== 'string' || !html.trim())
        throw new AppError('BAD_REQUEST', 'Send the dashboard HTML as {htmlToPrint}');
      if (html.length > MAX_HTML_CHARS)
        throw new AppError('BAD_REQUEST', 'htmlToPrint is too large');
      const { shopName } = await caller.tenant.dashboard.shop();
      const bytes = await printHtmlToPdf(html, { title: `${shopName} — Dashboard` });
      return { file: pdfFile(bytes, shopName) };
    },
  },
];

function pdfFile(bytes: Uint8Array, shopName: string) {
  return { bytes, contentType: 'application/pdf', fileName: dashboardFileName(shopName) };
}
