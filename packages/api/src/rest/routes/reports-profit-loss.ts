import { z } from 'zod';
import {
  ZProfitLossExportInput,
  ZProfitLossInput,
} from '../../services/reports/reports.profit-loss.schema';
import {
  profitLossPdf,
  profitLossWorkbook,
} from '../../services/reports/reports.profit-loss-files';
import { AppError } from '../../errors';
import { parseInput, routesOf } from '../route-helpers';
import type { RestResult, RestRoute } from '../types';

const route = routesOf('tenant', 'Reports');

/** Issue 33: the profit and loss, on screen (JSON) and as Excel or PDF. */
export const profitLossRoutes: RestRoute[] = [
  route('GET', '/api/reports/profit-and-loss', {
    summary:
      'Profit and loss for ?from..to beside the previous period of the same length (whole months against as many months before; otherwise as many days): sales at taxable value (issued invoices − credit notes + debit notes; cancelled documents left out), cost of goods sold from the unit costs recorded on the invoice lines (goods returned on credit notes back at their sale cost; lines without a recorded cost counted as "cost not recorded"), gross margin overall, by product and by category, expenses by category (expenses, and expense lines of bills at taxable value plus only the GST whose credit is blocked or ineligible), net profit, each line with the change. JSON (needs view), or ?format=xlsx|pdf for Profit_and_Loss_{from}_to_{to} (needs export; audited as report.export)',
    query: z.object({
      from: z.string().describe('First date, YYYY-MM-DD (at most 366 days before to)'),
      to: z.string().describe('Last date, YYYY-MM-DD'),
      format: z
        .string()
        .optional()
        .describe(
          'xlsx or pdf for a download (needs export; audited as report.export); JSON otherwise',
        ),
    }),
    handler: async ({ caller, query }): Promise<RestResult> => {
      const { from, to, format } = query;
      if (format === undefined || format === '' || format === 'json') {
        const data = await caller.tenant.reports.profitAndLoss(
          parseInput(ZProfitLossInput, { from, to }),
        );
        return { body: { message: 'Profit and loss fetched', data } };
      }
      if (format !== 'xlsx' && format !== 'pdf') {
        throw new AppError('BAD_REQUEST', 'format: Ask for xlsx, pdf or json');
      }
      const report = await caller.tenant.reports.profitAndLossExport(
        parseInput(ZProfitLossExportInput, { from, to, format }),
      );
      return { file: format === 'pdf' ? await profitLossPdf(report) : profitLossWorkbook(report) };
    },
  }),
];
