import { z } from 'zod';
import { ZId, ZPageInput } from '@gst/domain';
import { SYNC_FILTERS } from '@gst/domain/contracts';

/** A purchase bill's and a purchase return's inputs live in @gst/domain/contracts (issue 31). */
export {
  normaliseSupplierInvoiceNumber,
  ZPurchaseBillInput,
  ZPurchaseBillUpdate,
  ZPurchaseReturnInput,
  type TPurchaseBillInput,
  type TPurchaseBillLineInput,
  type TPurchaseBillUpdate,
  type TPurchaseReturnInput,
} from '@gst/domain/contracts';

export const ZPurchaseBillListInput = ZPageInput.extend({
  supplierId: ZId.optional(),
  status: z.enum(['active', 'cancelled']).optional(),
  ...SYNC_FILTERS,
});
export type TPurchaseBillListInput = z.output<typeof ZPurchaseBillListInput>;

export const ZPurchaseCancelInput = z.strictObject({
  id: ZId,
  reason: z.string().trim().max(500).optional().default(''),
});
export type TPurchaseCancelInput = z.output<typeof ZPurchaseCancelInput>;
