import { z } from 'zod';
import { ZTdsReceivableExportInput, ZTdsReceivableInput } from '../../services/reports/reports.tds';
import { tdsPdf, tdsWorkbook } from '../../services/reports/reports.tds-files';
import { AppError } from '../../errors';
import { parseInput, routesOf } from '../route-helpers';
import type { RestResult, RestRoute } from '../types';

const route = routesOf('tenant', 'Reports');

/** Issue 33: TDS receivable, on screen (JSON) and as Excel or PDF. */
export const tdsReportRoutes: RestRoute[] = [
  route('GET', '/api/reports/tds-receivable', {
    summary:
      'TDS receivable for ?from..to (receipt dates; optional customerId): active receipts on which the customer deducted income-tax TDS, per customer and financial-year quarter (Q1 April-June ... Q4 January-March), each with its section, rate, money received, TDS and Form 16A number (received or pending), with totals per group and overall. JSON (needs view), or ?format=xlsx|pdf for TDS_Receivable_{from}_to_{to} (needs export; audited as report.export)',
    query: z.object({
      from: z.string().describe('First receipt date, YYYY-MM-DD'),
      to: z.string().describe('Last receipt date, YYYY-MM-DD'),
      customerId: z.string().optional().describe('Only this customer'),
      format: z
        .string()
        .optional()
        .describe(
          'xlsx or pdf for a download (needs export; audited as report.export); JSON otherwise',
        ),
    }),
    handler: async ({ caller, query }): Promise<RestResult> => {
      const { from, to, format } = query;
      const customer = query.customerId ? { customerId: query.customerId } : {};
      if (format === undefined || format === '' || format === 'json') {
        const data = await caller.tenant.reports.tdsReceivable(
          parseInput(ZTdsReceivableInput, { from, to, ...customer }),
        );
        return { body: { message: 'TDS receivable fetched', data } };
      }
      if (format !== 'xlsx' && format !== 'pdf') {
        throw new AppError('BAD_REQUEST', 'format: Ask for xlsx, pdf or json');
      }
      const report = await caller.tenant.reports.tdsReceivableExport(
        parseInput(ZTdsReceivableExportInput, { from, to, ...customer, format }),
      );
      return { file: format === 'pdf' ? await tdsPdf(report) : tdsWorkbook(report) };
    },
  }),
];
