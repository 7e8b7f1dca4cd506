import { z } from 'zod';
import {
  ZHsnSummaryExportInput,
  ZHsnSummaryInput,
  ZTaxLiabilityExportInput,
  ZTaxLiabilityInput,
} from '../../services/reports/reports.gst-schema';
import {
  hsnSummaryPdf,
  hsnSummaryWorkbook,
  taxLiabilityPdf,
  taxLiabilityWorkbook,
} from '../../services/reports/reports.gst-files';
import { AppError } from '../../errors';
import { parseInput, routesOf } from '../route-helpers';
import type { RestCall, RestFile, RestResult, RestRoute } from '../types';

const route = routesOf('tenant', 'Reports');

const FORMAT = z
  .string()
  .optional()
  .describe('xlsx or pdf for a download (needs export; audited as report.export); JSON otherwise');

/** JSON (needs view), or the download `format` names (needs export). */
function reportRoute<T>(spec: {
  message: string;
  filters: (query: Record<string, unknown>) => Record<string, unknown>;
  read: (call: RestCall, input: Record<string, unknown>) => Promise<unknown>;
  download: (call: RestCall, input: Record<string, unknown>) => Promise<T>;
  files: { xlsx: (r: T) => RestFile; pdf: (r: T) => Promise<RestFile> };
}): RestRoute['handler'] {
  return async (call): Promise<RestResult> => {
    const { format } = call.query;
    const filters = spec.filters(call.query);
    if (format === undefined || format === '' || format === 'json') {
      return { body: { message: spec.message, data: await spec.read(call, filters) } };
    }
    if (format !== 'xlsx' && format !== 'pdf') {
      throw new AppError('BAD_REQUEST', 'format: Ask for xlsx, pdf or json');
    }
    const report = await spec.download(call, { ...filters, format });
    return { file: format === 'pdf' ? await spec.files.pdf(report) : spec.files.xlsx(report) };
  };
}

/** Issue 33: the HSN summary and tax liability by month, on screen (JSON) and as downloads. */
export const gstReportRoutes: RestRoute[] = [
  route('GET', '/api/reports/hsn-summary', {
    summary:
      'HSN summary of ?from..to (YYYY-MM-DD, at most 366 days): side=outward gives sales per HSN/SAC, UQC and rate exactly as GSTR-1 Table 12 builds them, B2B (registered recipients) and B2C apart (credit notes subtract, services without quantity, nil-rated and exempt at rate 0, non-GST left out); side=inward gives purchase bills less purchase returns by the same rules. Quantity, taxable value, IGST, CGST, SGST/UTGST, cess and tax per row, totals per section and overall. JSON (needs view), or ?format=xlsx|pdf for HSN_Summary_{Outward|Inward}_{from}_to_{to} (needs export; audited as report.export)',
    query: z.object({
      from: z.string().describe('First date, YYYY-MM-DD'),
      to: z.string().describe('Last date, YYYY-MM-DD (at most 366 days after from)'),
      side: z.string().describe('outward (sales, GSTR-1 Table 12) or inward (purchases)'),
      format: FORMAT,
    }),
    handler: reportRoute({
      message: 'HSN summary fetched',
      filters: ({ from, to, side }) => ({ from, to, side }),
      read: ({ caller }, q) => caller.tenant.reports.hsnSummary(parseInput(ZHsnSummaryInput, q)),
      download: ({ caller }, q) =>
        caller.tenant.reports.hsnSummaryExport(parseInput(ZHsnSummaryExportInput, q)),
      files: { xlsx: hsnSummaryWorkbook, pdf: hsnSummaryPdf },
    }),
  }),
  route('GET', '/api/reports/tax-liability', {
    summary:
      'Tax liability by month for ?from..to (YYYY-MM, at most 12 months): per month its GSTR-3B output tax by head (Table 3.1 (a)+(b): IGST, CGST, SGST/UTGST, cess), reverse-charge tax (3.1 (d)), net ITC available (4(C)), the Table 6.1 set-off (credit used per head) and the cash to pay per head; a month filed on its own shows its filed figures, as the Returns page does. A totals row. JSON (needs view), or ?format=xlsx|pdf for Tax_Liability_{from}_to_{to} (needs export; audited as report.export)',
    query: z.object({
      from: z.string().describe('First month, YYYY-MM'),
      to: z.string().describe('Last month, YYYY-MM (at most 12 months from from)'),
      format: FORMAT,
    }),
    handler: reportRoute({
      message: 'Tax liability fetched',
      filters: ({ from, to }) => ({ from, to }),
      read: ({ caller }, q) =>
        caller.tenant.reports.taxLiability(parseInput(ZTaxLiabilityInput, q)),
      download: ({ caller }, q) =>
        caller.tenant.reports.taxLiabilityExport(parseInput(ZTaxLiabilityExportInput, q)),
      files: { xlsx: taxLiabilityWorkbook, pdf: taxLiabilityPdf },
    }),
  }),
];
