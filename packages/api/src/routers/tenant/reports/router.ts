import { permitted, router } from '../../../trpc';
import { permittedOn } from '../../crud';
import { gstReportProcedures } from './gst';
import {
  ZPurchaseRegisterExportInput,
  ZPurchaseRegisterInput,
  ZRegisterPartiesInput,
  ZSalesRegisterExportInput,
  ZSalesRegisterInput,
} from '../../../services/reports/reports.schema';
import {
  exportPurchaseRegister,
  exportSalesRegister,
  purchaseRegister,
  registerParties,
  salesRegister,
} from '../../../services/reports/reports.service';
import { bookProcedures } from './books';
import { tallyProcedures } from './tally';
import { profitLossProcedures } from './profit-loss';
import { tdsReportProcedures } from './tds';

const can = permittedOn('reports');

/**
 * Reports (issue 33): the sales register and the purchase register. View to open them; export
 * to download. A download is a mutation because it writes its audit row (`report.export`) in the
 * same transaction that reads the register.
 */
export const reportsRouter = router({
  /** A page of the sales register (invoices, credit and debit notes) and the range's totals. */
  salesRegister: can.view(ZSalesRegisterInput, salesRegister),
  /** A page of the purchase register (bills and purchase returns) and the range's totals. */
  purchaseRegister: can.view(ZPurchaseRegisterInput, purchaseRegister),
  /** The whole sales register of the range, for the Excel or PDF download (audited). */
  salesRegisterExport: permitted('reports', 'export')
    .input(ZSalesRegisterExportInput)
    .mutation(({ ctx, input }) => exportSalesRegister(ctx, input)),
  /** The whole purchase register of the range, for the Excel or PDF download (audited). */
  purchaseRegisterExport: permitted('reports', 'export')
    .input(ZPurchaseRegisterExportInput)
    .mutation(({ ctx, input }) => exportPurchaseRegister(ctx, input)),
  /** The party filter's choices (customers or suppliers), for users without those pages. */
  parties: can.view(ZRegisterPartiesInput, registerParties),
  ...gstReportProcedures,
  ...bookProcedures,
  ...tallyProcedures,
  ...profitLossProcedures,
  ...tdsReportProcedures,
});
