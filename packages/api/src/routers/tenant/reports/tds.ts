import { permitted } from '../../../trpc';
import { permittedOn } from '../../crud';
import {
  exportTdsReceivable,
  tdsReceivable,
  ZTdsReceivableExportInput,
  ZTdsReceivableInput,
} from '../../../services/reports/reports.tds';

const can = permittedOn('reports');

/**
 * TDS receivable (issue 33), spread into the reports router: view to open it, export to download
 * (a mutation: its `report.export` audit row is written in the transaction that reads).
 */
export const tdsReportProcedures = {
  /** Receipts with TDS per customer and financial-year quarter, Form 16A received or pending. */
  tdsReceivable: can.view(ZTdsReceivableInput, tdsReceivable),
  /** The same for the Excel or PDF download (audited). */
  tdsReceivableExport: permitted('reports', 'export')
    .input(ZTdsReceivableExportInput)
    .mutation(({ ctx, input }) => exportTdsReceivable(ctx, input)),
};
