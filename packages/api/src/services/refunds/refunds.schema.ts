import { z } from 'zod';
import { ZId, ZPageInput } from '@gst/domain';
import { SYNC_FILTERS, ZPaymentInput } from '@gst/domain/contracts';

/**
 * A refund (issue 29 item 5): money paid back to a customer out of their advance, optionally
 * naming the receipt whose unallocated rest it returns or the credit note it pays out. The
 * date, amount, mode, reference and remarks read as a receipt's do.
 */
export const ZRefundInput = z
  .strictObject({
    customerId: ZId,
    refundDate: ZPaymentInput.shape.paymentDate,
    amount: ZPaymentInput.shape.amount,
    mode: ZPaymentInput.shape.mode,
    reference: ZPaymentInput.shape.reference,
    remarks: ZPaymentInput.shape.remarks,
    /** The credit note this refund pays out (a credit note on a paid invoice). */
    noteId: ZId.optional(),
    /** The receipt whose unallocated advance this refund returns. */
    paymentId: ZId.optional(),
    /**
     * The shop's bank account a non-cash refund left from (issue 33); when not given, the shop's
     * first active account (none for cash).
     */
    bankAccountId: ZId.optional(),
  })
  .refine((v) => !(v.noteId && v.paymentId), {
    message: 'A refund names a credit note or a receipt, not both',
    path: ['noteId'],
  })
  .refine((v) => v.mode !== 'cash' || v.bankAccountId === undefined, {
    message: 'A cash refund goes through no bank account; leave the bank account empty',
    path: ['bankAccountId'],
  });
export type TRefundInput = z.output<typeof ZRefundInput>;

/**
 * The refund list: a customer's, or all; with the sync filters (issue 29 item 11): `from`/`to` on
 * the refund date, `updatedSince` on the last change (a reversal is one).
 */
export const ZRefundListInput = ZPageInput.extend({ customerId: ZId.optional(), ...SYNC_FILTERS });
export type TRefundListInput = z.output<typeof ZRefundListInput>;

/** What a customer may be refunded: GET /api/refund/available/:customerId. */
export const ZRefundableInput = z.strictObject({ customerId: ZId });
