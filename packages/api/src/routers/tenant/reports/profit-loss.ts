import { permitted } from '../../../trpc';
import { permittedOn } from '../../crud';
import {
  ZProfitLossExportInput,
  ZProfitLossInput,
} from '../../../services/reports/reports.profit-loss.schema';
import { exportProfitAndLoss, profitAndLoss } from '../../../services/reports/reports.profit-loss';

const can = permittedOn('reports');

/**
 * Profit and loss (issue 33), spread into the reports router. View to open it; export to
 * download (a mutation: its `report.export` audit row is written in the transaction that reads).
 */
export const profitLossProcedures = {
  /** Sales net of notes, cost of goods, margins, expenses and net profit, beside the previous period. */
  profitAndLoss: can.view(ZProfitLossInput, profitAndLoss),
  /** The same P&L for the Excel or PDF download (audited). */
  profitAndLossExport: permitted('reports', 'export')
    .input(ZProfitLossExportInput)
    .mutation(({ ctx, input }) => exportProfitAndLoss(ctx, input)),
};
