import { permitted } from '../../../trpc';
import { permittedOn } from '../../crud';
import {
  ZHsnSummaryExportInput,
  ZHsnSummaryInput,
  ZTaxLiabilityExportInput,
  ZTaxLiabilityInput,
} from '../../../services/reports/reports.gst-schema';
import { exportHsnSummary, hsnSummary } from '../../../services/reports/reports.hsn';
import { exportTaxLiability, taxLiability } from '../../../services/reports/reports.tax-liability';

const can = permittedOn('reports');

/**
 * The HSN summary and tax liability by month (issue 33), spread into the reports router. View to
 * open them; export to download (a mutation: its `report.export` audit row is written in the
 * transaction that reads the report).
 */
export const gstReportProcedures = {
  /** Outward (GSTR-1 Table 12, B2B and B2C) or inward HSN summary of a date range. */
  hsnSummary: can.view(ZHsnSummaryInput, hsnSummary),
  /** The whole HSN summary for the Excel or PDF download (audited). */
  hsnSummaryExport: permitted('reports', 'export')
    .input(ZHsnSummaryExportInput)
    .mutation(({ ctx, input }) => exportHsnSummary(ctx, input)),
  /** Per month: output tax (3.1), ITC (4(C)), set-off and cash; filed months as filed. */
  taxLiability: can.view(ZTaxLiabilityInput, taxLiability),
  /** The tax liability report for the Excel or PDF download (audited). */
  taxLiabilityExport: permitted('reports', 'export')
    .input(ZTaxLiabilityExportInput)
    .mutation(({ ctx, input }) => exportTaxLiability(ctx, input)),
};
