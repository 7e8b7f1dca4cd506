import { router } from '../../../trpc';
import { permittedOn } from '../../crud';
import { reconciliationAction } from '../../../services/reconciliation/reconciliation.actions';
import {
  ZReconciliationActionInput,
  ZReconciliationInput,
  ZSupplierSummaryInput,
} from '../../../services/reconciliation/reconciliation.schema';
import {
  exportReconciliation,
  supplierSummary,
  viewReconciliation,
} from '../../../services/reconciliation/reconciliation.view';

/**
 * Reconciliation of the purchase register with GSTR-2B (issue 32), on the Returns page's
 * permissions as the 2B import is: view to read, edit to decide, export for the Excel rows.
 */
const can = permittedOn('returns');

export const reconciliationRouter = router({
  /** A period's rows (outcome, status, both sides, differences, decision) and counts. */
  view: can.view(ZReconciliationInput, viewReconciliation),
  /** accept, link, unlink, pending or ignore, for one document or pair or many, all or none. */
  action: can.edit(ZReconciliationActionInput, reconciliationAction),
  /** The view's rows as the Excel export's (REST renders the workbook). */
  export: can.export(ZReconciliationInput, exportReconciliation),
  /** One supplier's documents missing in 2B, with amounts and totals, to send to it. */
  supplierSummary: can.view(ZSupplierSummaryInput, supplierSummary),
});
