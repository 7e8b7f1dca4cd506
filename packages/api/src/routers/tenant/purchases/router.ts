import { z } from 'zod';
import { ZAttachmentUpload, ZId } from '@gst/domain';
import { permittedOutsideTx, router } from '../../../trpc';
import { attachFile, detachFile } from '../../../services/documents/attachments';
import { permittedOn, ZById } from '../../crud';
import {
  ZPurchaseBillInput,
  ZPurchaseBillListInput,
  ZPurchaseBillUpdate,
  ZPurchaseCancelInput,
  ZPurchaseReturnInput,
} from '../../../services/purchases/purchases.schema';
import {
  cancelPurchaseBill,
  createPurchaseBill,
  updatePurchaseBill,
} from '../../../services/purchases/purchases.service';
import { getPurchaseBill, listPurchaseBills } from '../../../services/purchases/purchases.queries';
import {
  cancelPurchaseReturn,
  createPurchaseReturn,
} from '../../../services/purchases/purchases.returns';
import { listPurchaseReturns } from '../../../services/purchases/purchases.return-lines';

const can = permittedOn('manage-purchase-bill');

/** Purchase bills and purchase returns (issue 31). */
export const purchasesRouter = router({
  list: can.view(ZPurchaseBillListInput, listPurchaseBills),
  get: can.view(ZById, getPurchaseBill),
  create: can.create(ZPurchaseBillInput, createPurchaseBill),
  /** A revision of the bill (its number kept, revision + 1, audited). */
  update: can.edit(ZPurchaseBillUpdate, updatePurchaseBill),
  /** Cancels the bill (it keeps its number); nothing deletes a bill. */
  cancel: can.delete(ZPurchaseCancelInput, cancelPurchaseBill),
  listReturns: can.view(z.strictObject({ billId: ZId }), listPurchaseReturns),
  createReturn: can.create(ZPurchaseReturnInput, createPurchaseReturn),
  cancelReturn: can.delete(ZById, cancelPurchaseReturn),
  /**
   * Attaches the supplier's own bill (PDF or image, at most 3 MB; images within 16 megapixels), replacing
   * any earlier one; runs outside a transaction while the bytes are checked and stored.
   */
  attach: permittedOutsideTx([['manage-purchase-bill', 'create']])
    .input(ZAttachmentUpload.extend({ id: ZId }))
    .mutation(({ ctx, input }) => attachFile(ctx, 'purchase-bill', input)),
  /** Removes the attachment. */
  detach: permittedOutsideTx([['manage-purchase-bill', 'delete']])
    .input(z.strictObject({ id: ZId }))
    .mutation(({ ctx, input }) => detachFile(ctx, 'purchase-bill', input.id)),
});
