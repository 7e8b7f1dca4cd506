import { permittedAny, router } from '../../../trpc';
import { BILLING_FORM_GRANTS } from '../../../services/products/billing-grants';
import {
  ZLowStockLevelInput,
  ZOnHandInput,
  ZStockAdjustmentInput,
  ZStockAsOfInput,
  ZStockLedgerInput,
  ZStockListInput,
  ZStockReportInput,
} from '../../../services/stock/stock.schema';
import * as service from '../../../services/stock/stock.service';
import { permittedOn } from '../../crud';

const can = permittedOn('stock');

/** Stock (issue 31): on hand, the report by dates, a product's ledger, adjustments, low levels. */
export const stockRouter = router({
  list: can.view(ZStockListInput, service.listStock),
  report: can.view(ZStockReportInput, service.stockReport),
  asOf: can.view(ZStockAsOfInput, service.stockAsOf),
  ledger: can.view(ZStockLedgerInput, service.stockLedger),
  adjust: can.create(ZStockAdjustmentInput, service.adjustStock),
  setLowLevel: can.edit(ZLowStockLevelInput, service.setLowStockLevel),
  /** On hand of the products on an invoice being written (the drawer's warning). */
  onHand: permittedAny([['stock', 'view'], ...BILLING_FORM_GRANTS])
    .input(ZOnHandInput)
    .query(({ ctx, input }) => service.onHand(ctx, input)),
});
