import { z } from 'zod';
import { CREDIT_NOTE_REASONS, DEBIT_NOTE_REASONS } from '../ledger';
import { ZId, ZMoney } from './common';
import { documentDate } from './dates';

/**
 * Credit and debit notes' inputs (issue 16): the one contract of the tRPC create and update and
 * the REST body. The note drawer checks its values with `noteFormSchema` (note-form.ts).
 */

const ZReturnedQuantity = z.coerce
  .number({ error: 'Quantity must be a number' })
  .min(0, 'Quantity must not be negative')
  .max(1_000_000, 'Quantity is too large')
  .refine((n) => Number.isInteger(n * 1000), 'Quantity may have at most 3 decimals');

const reasonsOf = (list: readonly { value: string }[]) =>
  list.map((r) => r.value) as [string, ...string[]];

/**
 * A credit note line: the invoice line it corrects, the quantity coming back (0 for a discount or
 * a price correction), the taxable value credited (default: the line's value for that quantity)
 * and the serials that come back (at most the quantity; each must be on that invoice line).
 */
export const ZCreditNoteLineInput = z.strictObject({
  invoiceLineId: ZId,
  quantity: ZReturnedQuantity.default(0),
  taxableValue: ZMoney.optional(),
  serialItemIds: z.array(ZId).max(1000).optional().default([]),
});

/** The longest remarks a note takes. */
export const NOTE_REMARKS_MAX = 1000;

/** A note's fields: date (default today), why, remarks, its lines, an idempotency key. */
function noteInput<L extends z.ZodType>(reasons: readonly { value: string }[], line: L) {
  return z.strictObject({
    noteDate: documentDate('Note date').optional(),
    reason: z.enum(reasonsOf(reasons), {
      error: `reason must be one of ${reasons.map((r) => r.value).join(', ')}`,
    }),
    remarks: z.string().trim().max(NOTE_REMARKS_MAX).optional().default(''),
    lines: z.array(line).min(1, 'Add at least one invoice line').max(500),
    idempotencyKey: z.string().trim().min(8).max(100).optional(),
  });
}

export const ZCreditNoteInput = noteInput(CREDIT_NOTE_REASONS, ZCreditNoteLineInput);
export type TCreditNoteInput = z.output<typeof ZCreditNoteInput>;
export const ZCreditNoteUpdate = ZCreditNoteInput.omit({ idempotencyKey: true }).extend({
  id: ZId,
});
export type TCreditNoteUpdate = z.output<typeof ZCreditNoteUpdate>;

/** A debit note line: the invoice line whose value goes up, by this taxable value. */
export const ZDebitNoteLineInput = z.strictObject({
  invoiceLineId: ZId,
  taxableValue: ZMoney,
});

export const ZDebitNoteInput = noteInput(DEBIT_NOTE_REASONS, ZDebitNoteLineInput);
export type TDebitNoteInput = z.output<typeof ZDebitNoteInput>;
export const ZDebitNoteUpdate = ZDebitNoteInput.omit({ idempotencyKey: true }).extend({ id: ZId });
export type TDebitNoteUpdate = z.output<typeof ZDebitNoteUpdate>;
