import { formatINR, type Gstr3bPayment, type TurnoverBand } from '@gst/domain';

/**
 * The s.47 late fee on the Tax to pay panel (issue 32, item 19): the turnover band picker and the
 * line that says what the fee is. Pure: the server works the fee out (gstr3b-late-fee.ts in
 * @gst/domain); these only word it.
 */

/** The bands of the previous year's aggregate turnover, with the cap each puts on the fee. */
export const BAND_OPTIONS: { value: TurnoverBand; label: string }[] = [
  { value: 'upto1_5cr', label: 'Up to ₹1.5 crore (fee capped at ₹1,000 + ₹1,000)' },
  { value: 'upto5cr', label: '₹1.5 crore to ₹5 crore (capped at ₹2,500 + ₹2,500)' },
  { value: 'above5cr', label: 'Above ₹5 crore (capped at ₹5,000 + ₹5,000)' },
];

export const isTurnoverBand = (value: string | null): value is TurnoverBand =>
  BAND_OPTIONS.some((o) => o.value === value);

/** The previous year's outward supplies in the books, as the server reports them. */
export type BooksTurnover = { financialYear: string; turnover: string; band: TurnoverBand };

/** Under the band picker: where the default comes from, and when to change it. */
export const bandHint = (books: BooksTurnover) =>
  `From your books (FY ${books.financialYear}: ${formatINR(books.turnover)} of outward ` +
  'supplies); change it if your turnover across all registrations differs.';

/**
 * The late fee line under the payment date, or null when no payment date was asked for: on
 * time, or the days late, the rate and cap that applied and the fee per head.
 */
export function lateFeeLine(
  payment: Pick<Gstr3bPayment, 'dueDate' | 'lateFee'>,
): { late: boolean; text: string } | null {
  const fee = payment.lateFee;
  if (!fee) return null;
  if (fee.days === 0) return { late: false, text: 'Filed by the due date: no late fee.' };
  const days = `${fee.days} day${fee.days === 1 ? '' : 's'} late`;
  const kind = fee.nil ? ' (no tax payable: nil return)' : '';
  const capped = Number(fee.fee.cgst) === Number(fee.cap) ? ' (the cap)' : '';
  return {
    late: true,
    text:
      `${days}: late fee under s.47 of ${formatINR(fee.perDay)} CGST + ${formatINR(fee.perDay)} ` +
      `SGST/UTGST a day${kind}, at most ${formatINR(fee.cap)} each: CGST ` +
      `${formatINR(fee.fee.cgst)} + SGST/UTGST ${formatINR(fee.fee.sgst)} = ` +
      `${formatINR(fee.total)}${capped}. No late fee on IGST.`,
  };
}

/** A period with no tax to pay still owes the late fee when its return is filed late. */
export const owesLateFee = (payment: Pick<Gstr3bPayment, 'lateFee'>) =>
  Number(payment.lateFee?.total ?? 0) > 0;
