import { z } from 'zod';
import { ZId, ZPageInput } from '@gst/domain';
import { SYNC_FILTERS } from '@gst/domain/contracts';

/**
 * A note's input lives in @gst/domain/contracts: the web's note drawer, REST and tRPC all take
 * the same objects.
 */
export {
  ZCreditNoteInput,
  ZCreditNoteLineInput,
  ZCreditNoteUpdate,
  ZDebitNoteInput,
  ZDebitNoteLineInput,
  ZDebitNoteUpdate,
  type TCreditNoteInput,
  type TCreditNoteUpdate,
  type TDebitNoteInput,
  type TDebitNoteUpdate,
} from '@gst/domain/contracts';

export const ZNoteListInput = ZPageInput.extend({
  invoiceId: ZId.optional(),
  customerId: ZId.optional(),
  ...SYNC_FILTERS,
});
export type TNoteListInput = z.output<typeof ZNoteListInput>;

export const ZNoteCancel = z.strictObject({
  id: ZId,
  reason: z.string().trim().max(500).optional().default(''),
});
export type TNoteCancel = z.output<typeof ZNoteCancel>;

export const ZInvoiceLinesInput = z.strictObject({ invoiceId: ZId });
