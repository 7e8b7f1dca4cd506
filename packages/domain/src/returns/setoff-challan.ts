import { calendarDateIN, type DateInput } from '../calendar';
import { fromPaise } from '../money';
import { headPaise, TAX_HEADS, type HeadAmounts, type HeadFigures, type TaxHead } from './setoff';

/**
 * Interest on tax paid late and the challan (PMT-06) figures (issue 32), after the set-off of
 * setoff.ts. Pure; amounts in paise inside, 2-decimal rupee strings out.
 */

/** CGST Act s.50(1): 18 % a year (Notification 13/2017-Central Tax). */
export const LATE_INTEREST_PERCENT = 18n;
const DAYS_IN_YEAR = 365n;

/** `numerator / denominator` paise to whole rupees (in paise), half-up (both non-negative). */
const nearestRupee = (numerator: bigint, denominator: bigint) =>
  ((2n * numerator + 100n * denominator) / (200n * denominator)) * 100n;
/** Paise up to the next whole rupee (in paise). */
const rupeeUp = (paise: bigint) => ((paise + 99n) / 100n) * 100n;

const dayNumber = (date: DateInput) => {
  const [y, m, d] = calendarDateIN(date).split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
};

export type LateInterest = {
  /** Days of delay: from the day after the due date to the payment date, both included. */
  days: number;
  /** Interest per head in whole rupees ('123.00'). */
  interest: HeadFigures;
  total: string;
};

/**
 * Interest under CGST Act s.50(1) on the cash part of tax paid after its due date.
 * - On what is paid from the electronic cash ledger only: the s.50(1) proviso (Finance Act 2021,
 *   from 1 July 2017) and Rule 88B(1), for a return furnished late for supplies declared in it,
 *   unless proceedings under s.73/74 have begun (then Rule 88B(2): interest on all tax unpaid,
 *   which is not this function). Pass the set-off's `cash` (reverse charge included: it is all
 *   cash).
 * - The period: s.50(2) counts "from the day succeeding the day on which such tax was due"; Rule
 *   88B(1) "for the period of delay ... beyond the due date". We count the days from the day
 *   after `dueDate` to `paymentDate`, both included, i.e. paymentDate − dueDate: 10 days for a
 *   return due on the 20th and paid on the 30th; none when paid on or before the due date.
 * - Simple interest by the day on a 365-day year, in leap years too (our choice: the rate is
 *   "per annum" and neither the Act nor Rule 88B says how to count a leap year):
 *   cash × 18/100 × days/365, exactly, per head.
 * - Each head's interest is rounded to the nearest rupee, 50 paise up (CGST Act s.170: interest
 *   payable is rounded off to the nearest rupee), so it is what Table 5.1 declares and what
 *   PMT-06, which takes whole rupees, deposits.
 */
export function lateInterest({
  cash,
  dueDate,
  paymentDate,
}: {
  cash: HeadAmounts;
  dueDate: DateInput;
  paymentDate: DateInput;
}): LateInterest {
  const days = Math.max(0, dayNumber(paymentDate) - dayNumber(dueDate));
  const amounts = headPaise(cash, 'Cash');
  const interest = { igst: 0n, cgst: 0n, sgst: 0n, cess: 0n };
  for (const head of TAX_HEADS) {
    interest[head] = nearestRupee(
      amounts[head] * LATE_INTEREST_PERCENT * BigInt(days),
      100n * DAYS_IN_YEAR,
    );
  }
  return {
    days,
    interest: {
      igst: fromPaise(interest.igst),
      cgst: fromPaise(interest.cgst),
      sgst: fromPaise(interest.sgst),
      cess: fromPaise(interest.cess),
    },
    total: fromPaise(interest.igst + interest.cgst + interest.sgst + interest.cess),
  };
}

export type ChallanHead = {
  tax: string;
  interest: string;
  lateFee: string;
  others: string;
  total: string;
};
export type Challan = Record<TaxHead, ChallanHead> & { total: ChallanHead };

/**
 * The figures of a challan (Form GST PMT-06): per head (IGST, CGST, SGST/UTGST, cess) the minor
 * heads tax, interest, fee (late fee) and others, each in whole rupees, with the totals. (PMT-06
 * also has a penalty column, which a monthly return's payment does not use.)
 * - Tax: the set-off's `cash`, rounded *up* to the next rupee: the tax the return declares keeps
 *   its paise, and the cash ledger must cover it to the paisa when the return is filed; the few
 *   paise over stay in the electronic cash ledger for the next payment (s.49(1)). (s.170's
 *   nearest rupee would leave up to 49 paise unpaid.) The same for a late fee or other amount
 *   given with paise.
 * - Interest: `lateInterest`'s figures, already whole rupees (s.170); anything else given with
 *   paise is rounded to the nearest rupee, 50 paise up.
 * - Late fee (s.47) is whatever the caller works out (CGST and SGST only for GSTR-3B).
 */
export function challan(
  setoff: { cash: HeadAmounts },
  interest?: { interest: HeadAmounts },
  lateFee?: HeadAmounts,
  others?: HeadAmounts,
): Challan {
  const tax = headPaise(setoff.cash, 'Cash');
  const intr = headPaise(interest?.interest, 'Interest');
  const fee = headPaise(lateFee, 'Late fee');
  const other = headPaise(others, 'Others');
  const total = { tax: 0n, interest: 0n, lateFee: 0n, others: 0n };
  const heads = {} as Record<TaxHead, ChallanHead>;
  const figures = (row: typeof total): ChallanHead => ({
    tax: fromPaise(row.tax),
    interest: fromPaise(row.interest),
    lateFee: fromPaise(row.lateFee),
    others: fromPaise(row.others),
    total: fromPaise(row.tax + row.interest + row.lateFee + row.others),
  });
  for (const head of TAX_HEADS) {
    const row = {
      tax: rupeeUp(tax[head]),
      interest: nearestRupee(intr[head], 1n),
      lateFee: rupeeUp(fee[head]),
      others: rupeeUp(other[head]),
    };
    total.tax += row.tax;
    total.interest += row.interest;
    total.lateFee += row.lateFee;
    total.others += row.others;
    heads[head] = figures(row);
  }
  return { ...heads, total: figures(total) };
}
