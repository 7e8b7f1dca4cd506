import { z } from 'zod';
import {
  ZPurchaseRegisterExportInput,
  ZPurchaseRegisterInput,
  ZSalesRegisterExportInput,
  ZSalesRegisterInput,
} from '../../services/reports/reports.schema';
import { registerPdf, registerWorkbook } from '../../services/reports/reports.files';
import type { RegisterReport } from '../../services/reports/reports.service';
import { AppError } from '../../errors';
import { page, parseInput, routesOf } from '../route-helpers';
import type { RestCall, RestResult, RestRoute } from '../types';
import { gstReportRoutes } from './reports-gst';
import { bookReportRoutes } from './reports-books';
import { profitLossRoutes } from './reports-profit-loss';
import { tdsReportRoutes } from './reports-tds';

const route = routesOf('tenant', 'Reports');

const REGISTER_QUERY = {
  from: z.string().describe('First date, YYYY-MM-DD (at most 366 days before to)'),
  to: z.string().describe('Last date, YYYY-MM-DD'),
  page: z.string().optional().describe('Page of the on-screen register (JSON only), from 1'),
  pageSize: z.string().optional().describe('Rows per page (JSON only): 10, 20, 30, 50, 100 or 200'),
  format: z
    .string()
    .optional()
    .describe('xlsx or pdf for a download of the whole register (needs export); JSON otherwise'),
};

/** The JSON page, or the whole register as a download when `format` names one. */
function registerRoute(spec: {
  partyKey: 'customerId' | 'supplierId';
  message: string;
  list: (call: RestCall, query: Record<string, unknown>) => Promise<{ data: { id: string }[] }>;
  download: (call: RestCall, query: Record<string, unknown>) => Promise<RegisterReport>;
}): RestRoute['handler'] {
  return async (call): Promise<RestResult> => {
    const { from, to, format } = call.query;
    const party = call.query[spec.partyKey];
    const filters = { from, to, ...(party ? { [spec.partyKey]: party } : {}) };
    if (format === undefined || format === '' || format === 'json') {
      const paging = {
        ...(call.query.page ? { page: call.query.page } : {}),
        ...(call.query.pageSize ? { pageSize: call.query.pageSize } : {}),
      };
      return { body: page(spec.message, await spec.list(call, { ...filters, ...paging })) };
    }
    if (format !== 'xlsx' && format !== 'pdf') {
      throw new AppError('BAD_REQUEST', 'format: Ask for xlsx, pdf or json');
    }
    const report = await spec.download(call, { ...filters, format });
    return { file: format === 'pdf' ? await registerPdf(report) : registerWorkbook(report) };
  };
}

/** Issue 33: the sales register and the purchase register, on screen (JSON) and as downloads. */
export const reportRoutes: RestRoute[] = [
  route('GET', '/api/reports/sales-register', {
    summary:
      'Sales register: one row per invoice, credit note and debit note dated ?from..to (a customerId narrows it), with taxable value, IGST, CGST, SGST/UTGST, cess, total and the split by GST rate; credit notes negative, cancelled documents at zero; totals equal GSTR-1 B2B+B2CL+B2CS+CDNR+CDNUR (+ exports and Table 8) of the same dates. JSON pages with the totals of the whole range (needs view), or ?format=xlsx|pdf for Sales_Register_{from}_to_{to} with a totals row (needs export; audited as report.export)',
    query: z.object({ ...REGISTER_QUERY, customerId: z.string().optional() }),
    handler: registerRoute({
      partyKey: 'customerId',
      message: 'Sales register fetched',
      list: ({ caller }, q) =>
        caller.tenant.reports.salesRegister(parseInput(ZSalesRegisterInput, q)),
      download: ({ caller }, q) =>
        caller.tenant.reports.salesRegisterExport(parseInput(ZSalesRegisterExportInput, q)),
    }),
  }),
  route('GET', '/api/reports/purchase-register', {
    summary:
      "Purchase register: one row per purchase bill (supplier's number; entry number as reference) and purchase return dated ?from..to (a supplierId narrows it), with taxable value, each tax head, cess, total and the split by GST rate; returns negative, cancelled documents at zero. JSON pages with the range's totals (needs view), or ?format=xlsx|pdf for Purchase_Register_{from}_to_{to} with a totals row (needs export; audited as report.export)",
    query: z.object({ ...REGISTER_QUERY, supplierId: z.string().optional() }),
    handler: registerRoute({
      partyKey: 'supplierId',
      message: 'Purchase register fetched',
      list: ({ caller }, q) =>
        caller.tenant.reports.purchaseRegister(parseInput(ZPurchaseRegisterInput, q)),
      download: ({ caller }, q) =>
        caller.tenant.reports.purchaseRegisterExport(parseInput(ZPurchaseRegisterExportInput, q)),
    }),
  }),
  ...gstReportRoutes,
  ...bookReportRoutes,
  ...profitLossRoutes,
  ...tdsReportRoutes,
];
