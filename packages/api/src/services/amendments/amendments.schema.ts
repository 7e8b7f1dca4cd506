import { z } from 'zod';
import { ZCreditNoteUpdate, ZDebitNoteUpdate, ZInvoiceUpdate } from '@gst/domain/contracts';

/**
 * Issue 30: an amendment is an edit of a document dated in a filed period, with the reason the
 * correction is made (kept on the amendments row and in the audit trail). The document's own
 * fields are its edit contract's.
 */
const ZAmendmentReason = z
  .string()
  .trim()
  .min(1, 'Say why the document is amended')
  .max(500)
  .meta({ description: 'Why the filed document is corrected (kept with the amendment)' });

export const ZInvoiceAmend = ZInvoiceUpdate.extend({ amendmentReason: ZAmendmentReason });
export type TInvoiceAmend = z.output<typeof ZInvoiceAmend>;
export const ZCreditNoteAmend = ZCreditNoteUpdate.extend({ amendmentReason: ZAmendmentReason });
export type TCreditNoteAmend = z.output<typeof ZCreditNoteAmend>;
export const ZDebitNoteAmend = ZDebitNoteUpdate.extend({ amendmentReason: ZAmendmentReason });
export type TDebitNoteAmend = z.output<typeof ZDebitNoteAmend>;

/** The amendments made in a return period ('MMYYYY': a month, or a quarter by its last month). */
export const ZAmendmentListInput = z.strictObject({
  period: z.string().regex(/^(0[1-9]|1[0-2])\d{4}$/, 'period must be MMYYYY, e.g. 112026'),
});
export type TAmendmentListInput = z.output<typeof ZAmendmentListInput>;
