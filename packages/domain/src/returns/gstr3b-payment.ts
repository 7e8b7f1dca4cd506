import { fromPaise, toPaise } from '../money';
import type { Gstr3bComplete } from './gstr3b-complete';
import { setOff, TAX_HEADS, type HeadAmounts, type SetOffResult, type TaxHead } from './setoff';
import { challan, lateInterest } from './setoff-challan';
import { gstr3bLateFee, isNilLiability, type TurnoverBand } from './gstr3b-late-fee';

/**
 * Table 6.1 of a complete GSTR-3B (issue 32): the liability, its set-off against 4(C) and the
 * cash to pay per head (setoff.ts), the s.50(1) interest to a payment date and the challan
 * figures (setoff-challan.ts).
 * - Forward-charge liability: 3.1 (a) + (b) tax per head (`osup_det`, `osup_zero`).
 * - Reverse charge: 3.1 (d) (`isup_rev`), paid in cash only (s.49(4), s.2(82)); its credit, once
 *   paid, is in 4(A)(3) and so in 4(C), the credit the set-off uses (setOff's `credit`).
 * - A head of 4(C) below zero (reversals exceeding the credit of the month) is tax to pay: the
 *   portal adds it to that head's liability ("other than reverse charge"), and so do we; the
 *   credit for that head is then zero.
 * - A forward-charge head below zero (amendments reducing an earlier month's tax by more than
 *   this month's) is no liability: it is taken as zero here, and the excess is not refunded by
 *   the return (it stays to be adjusted against later months, which the books do not track).
 * - The credit ledger's balance carried from earlier months is not in the books: only this
 *   period's 4(C) is used; `creditLeft` is what this period adds to the ledger.
 * - With a payment date (the day the tax is paid and the return filed), the s.47 late fee for
 *   the days after the due date (gstr3b-late-fee.ts) in the challan's fee column, CGST and
 *   SGST/UTGST; `band` is the previous year's aggregate turnover band (default up to ₹1.5 crore).
 */
const HEAD_KEY: Record<TaxHead, 'iamt' | 'camt' | 'samt' | 'csamt'> = {
  igst: 'iamt',
  cgst: 'camt',
  sgst: 'samt',
  cess: 'csamt',
};

type Tax = { iamt: number; camt: number; samt: number; csamt: number };

/**
 * The due date of a GSTR-3B and its tax: the 20th of the month after a monthly period (Rule
 * 61(5)); under QRMP the 22nd or 24th of the month after the quarter by the shop's State
 * (proviso to Rule 61(5), Notification 76/2020-CT: the 22nd for Chhattisgarh, Madhya Pradesh,
 * Gujarat, Dadra and Nagar Haveli and Daman and Diu, Maharashtra, Karnataka, Goa, Kerala, Tamil
 * Nadu, Telangana, Andhra Pradesh and the UTs of Lakshadweep, Puducherry and the Andaman and
 * Nicobar Islands; the 24th elsewhere). Due dates extended by notification are not known here.
 */
const QRMP_22ND = new Set([22, 23, 24, 25, 26, 27, 29, 30, 31, 32, 33, 34, 35, 36, 37]);
export function gstr3bDueDate(periodEnd: string, quarterly: boolean, stateCode: number): string {
  const [y, m] = periodEnd.split('-').map(Number) as [number, number];
  const next = m === 12 ? { y: y + 1, m: 1 } : { y, m: m + 1 };
  const day = !quarterly ? 20 : QRMP_22ND.has(stateCode) ? 22 : 24;
  return `${next.y}-${String(next.m).padStart(2, '0')}-${day}`;
}

export function gstr3bPayment({
  gstr3b,
  dueDate,
  paymentDate,
  band = 'upto1_5cr',
}: {
  gstr3b: Pick<Gstr3bComplete, 'sup_details' | 'itc_elg'>;
  dueDate: string;
  paymentDate?: string;
  band?: TurnoverBand;
}) {
  const { osup_det, osup_zero, isup_rev } = gstr3b.sup_details;
  const net: Tax = gstr3b.itc_elg.itc_net;
  const forward: HeadAmounts = {};
  const reverse: HeadAmounts = {};
  const credit: HeadAmounts = {};
  for (const head of TAX_HEADS) {
    const k = HEAD_KEY[head];
    const zeroRated = k === 'iamt' || k === 'csamt' ? osup_zero[k] : 0;
    let f = toPaise(osup_det[k]) + toPaise(zeroRated);
    if (f < 0n) f = 0n;
    const n = toPaise(net[k]);
    if (n < 0n) f -= n;
    forward[head] = fromPaise(f);
    credit[head] = fromPaise(n > 0n ? n : 0n);
    const rc = toPaise(isup_rev[k]);
    reverse[head] = fromPaise(rc > 0n ? rc : 0n);
  }
  const so = setOff({ forwardCharge: forward, reverseCharge: reverse, credit });
  return paymentFigures(so, dueDate, band, paymentDate);
}

/**
 * The interest, late fee and challan of a set-off to a payment date (none without one): what a
 * filed copy's stored set-off is recomputed with when another date or band is asked.
 */
export function paymentFigures(
  so: SetOffResult,
  dueDate: string,
  band: TurnoverBand,
  paymentDate?: string,
) {
  const interest =
    paymentDate === undefined ? null : lateInterest({ cash: so.cash, dueDate, paymentDate });
  const lateFee =
    paymentDate === undefined
      ? null
      : gstr3bLateFee({
          dueDate,
          filingDate: paymentDate,
          nil: isNilLiability(so.liability.total),
          band,
        });
  return {
    dueDate,
    paymentDate: paymentDate ?? null,
    band,
    setOff: so,
    interest,
    lateFee,
    challan: challan(so, interest ?? undefined, lateFee?.fee),
  };
}

export type Gstr3bPayment = ReturnType<typeof gstr3bPayment>;
