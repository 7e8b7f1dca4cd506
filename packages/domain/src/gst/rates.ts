import { toMoney, type MoneyInput } from '../money';

/**
 * Every GST rate (the total: CGST + SGST/UTGST, or IGST) a document may carry, in per cent. This
 * is THE list: pickers, imports and validation all read it.
 *
 * Sources (total rate = 2 × the central-tax rate of the notification's schedule):
 * - Goods until 21 Sep 2025, Notification 1/2017-CT(Rate): 0.125 / 1.5 / 2.5 / 6 / 9 / 14 % CGST
 *   → 0.25, 3, 5, 12, 18, 28 %.
 * - Goods from 22 Sep 2025, Notification 9/2025-CT(Rate) (56th Council, "GST 2.0"), which
 *   supersedes 1/2017: 2.5 / 9 / 20 / 1.5 / 0.125 / 0.75 / 14 % CGST → 5, 18, 40, 3, 0.25, 1.5,
 *   28 % (28 % stays for the tobacco items of Schedule VII). gst-domain.md §4 lists only 5 / 18
 *   / 40 % as the new slabs and calls 12 % and 28 % "mostly gone"; the notification also keeps
 *   3 %, 0.25 % and 28 % and adds 1.5 % (Schedule VI, 0.75 % CGST). The law wins.
 * - 0.1 %: supplies to merchant exporters (Notification 40/2017-CT(Rate), 0.05 % CGST).
 * - 6 % and 7.5 %: listed by the issue (special schemes and services rates the e-invoice rate
 *   master accepts); VERIFY before relying on them for goods.
 * - 0 %: nil-rated and exempt lines, and zero-rated exports/SEZ supplies.
 *
 * Decision: old rates (12 %, 28 %, 6 %) stay valid on any date, because invoices dated before the
 * 22 Sep 2025 change and credit/debit notes against them must keep their original rate
 * (gst-domain.md §4). Only 40 % is date-bound: it did not exist before 22 Sep 2025.
 */
export const NOTIFIED_GST_RATES = [0, 0.1, 0.25, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40] as const;
export type NotifiedGstRate = (typeof NOTIFIED_GST_RATES)[number];

/** First day of the rates of Notification 9/2025-CT(Rate). */
export const GST_RATE_REFORM_DATE = '2025-09-22';

/** Rates introduced by the reform; a document dated earlier cannot carry them. */
export const RATES_FROM_REFORM: readonly number[] = [40];

/**
 * What a goods reseller should be offered for a NEW document dated on/after the reform (12 % and
 * 6 % no longer exist for goods; 7.5 % is not a goods rate). Old documents keep any rate above.
 */
export const GOODS_RATES_FROM_REFORM = [0, 0.1, 0.25, 1.5, 3, 5, 18, 28, 40] as const;

/**
 * Rates to offer for a new goods document dated `date` ('YYYY-MM-DD', Indian date): the reform's
 * slabs from 22 Sep 2025, every rate but the reform's before it.
 */
export function goodsRatesOn(date: string): readonly number[] {
  return date >= GST_RATE_REFORM_DATE
    ? GOODS_RATES_FROM_REFORM
    : NOTIFIED_GST_RATES.filter((r) => !RATES_FROM_REFORM.includes(r));
}

/** True when the rate is in NOTIFIED_GST_RATES (compared as decimals, so '5.00' counts as 5). */
export function isNotifiedGstRate(rate: MoneyInput): boolean {
  let value;
  try {
    value = toMoney(rate);
  } catch {
    return false;
  }
  return NOTIFIED_GST_RATES.some((r) => value.equals(r));
}
