import { permittedOutsideTx, router } from '../../../trpc';
import { permittedOn, ZById } from '../../crud';
import { refundVoucherDownload } from '../../../services/documents/refund-voucher.data';
import { getRefund, listRefunds, refundable } from '../../../services/refunds/refunds.queries';
import {
  ZRefundableInput,
  ZRefundInput,
  ZRefundListInput,
} from '../../../services/refunds/refunds.schema';
import { createRefund, reverseRefund } from '../../../services/refunds/refunds.service';

/** Refunds use the receipts page's flags: whoever records receipts pays advances back. */
const PAGE = 'manage-payment';
const can = permittedOn(PAGE);

/** Refunds out of a customer's advance (issue 29 item 5). */
export const refundsRouter = router({
  list: can.view(ZRefundListInput, listRefunds),
  get: can.view(ZById, getRefund),
  /** The customer's advance and the receipts and credit notes a refund may name. */
  refundable: can.view(ZRefundableInput, refundable),
  create: can.create(ZRefundInput, createRefund),
  /** Reverses the refund (it keeps its number, the advance is held again). */
  reverse: can.delete(ZById, reverseRefund),
  /** GET /api/refund-file/:id — the refund voucher PDF (Rule 51), base64-encoded. */
  voucher: permittedOutsideTx([[PAGE, 'view']])
    .input(ZById)
    .query(({ ctx, input }) => refundVoucherDownload(ctx, input)),
});
