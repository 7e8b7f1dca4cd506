import { z } from 'zod';
import { MESSAGES } from '../constants';
import { formatDate } from '../format';
import { MoneyDecimal } from '../money';
import { alsoPasses, chosen, formAmount, formNumber, refusals, ZFormNumber } from './form-values';
import { ZCreditNoteInput, ZCreditNoteLineInput, ZDebitNoteInput } from './notes';

/**
 * The credit/debit note drawer's check before it sends (issue 16): its values in the drawer's
 * words, against what is left on each invoice line, then the note contract's own fields.
 */

export type TNoteKind = 'credit' | 'debit';

/** What the drawer knows beyond its values: today (India) and the note's invoices. */
export type TNoteFormContext = {
  today: string;
  invoices: readonly { invoiceNumber: string; invoiceDate: string }[];
};

/**
 * One row per invoice line: what comes back (credit) or is added, and what is left on it. The
 * drawer's rules come first, so their message is the one shown; then the contract's quantity.
 */
const ZNoteLineForm = (kind: TNoteKind) =>
  z
    .object({
      quantity: ZFormNumber,
      taxableValue: ZFormNumber,
      remainingQuantity: z.string(),
      remainingValue: z.string(),
      serialItemIds: z.array(z.string()),
    })
    .superRefine((line, ctx) => {
      const issue = (field: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [field], message });
      const credit = kind === 'credit';
      const value = formAmount(line.taxableValue);
      if (credit && value.greaterThan(formAmount(line.remainingValue)))
        issue('taxableValue', `At most ${line.remainingValue} is left on this line`);
      else if (value.isNegative()) issue('taxableValue', 'Value cannot be negative');
      if (!credit) return;
      const qty = formAmount(line.quantity);
      if (qty.isNegative()) issue('quantity', 'Quantity cannot be negative');
      else if (qty.greaterThan(formAmount(line.remainingQuantity)))
        issue('quantity', `At most ${Number(line.remainingQuantity)} can come back`);
      else
        refusals(ZCreditNoteLineInput.shape.quantity, formNumber(line.quantity)).forEach((m) =>
          issue('quantity', m),
        );
      const limit = Math.max(0, Math.floor(qty.toNumber()));
      if (line.serialItemIds.length > limit)
        issue('serialItemIds', MESSAGES.invoices.tooManySerials(limit));
    });

/** The note date: given, not after today, not before any of its invoices. */
const ZNoteDateForm = (context: TNoteFormContext) =>
  chosen('Note date is required').superRefine((date, ctx) => {
    if (date === '') return;
    if (date > context.today) {
      ctx.addIssue({ code: 'custom', message: 'The note date is after today' });
      return;
    }
    const later = context.invoices.find((i) => date < i.invoiceDate);
    if (later) {
      ctx.addIssue({
        code: 'custom',
        message: `The note date is before invoice ${later.invoiceNumber}'s date ${formatDate(later.invoiceDate)}`,
      });
      return;
    }
    alsoPasses(ZCreditNoteInput.shape.noteDate)(date, ctx);
  });

/** The note drawer's contract for a `kind` of note, today and its invoices. */
export function noteFormSchema(kind: TNoteKind, context: TNoteFormContext) {
  const contract = kind === 'credit' ? ZCreditNoteInput : ZDebitNoteInput;
  return z
    .object({
      noteDate: ZNoteDateForm(context),
      reason: chosen('Choose the reason').superRefine(alsoPasses(contract.shape.reason)),
      remarks: z.string().superRefine(alsoPasses(contract.shape.remarks)),
      lines: z.array(ZNoteLineForm(kind)),
    })
    .superRefine((values, ctx) => {
      const total = values.lines.reduce(
        (sum, line) => sum.plus(formAmount(line.taxableValue)),
        new MoneyDecimal(0),
      );
      if (!total.greaterThan(0)) {
        ctx.addIssue({
          code: 'custom',
          path: ['lines'],
          message:
            kind === 'credit'
              ? 'Credit some value on at least one line'
              : 'Add some value on at least one line',
        });
      }
    });
}
