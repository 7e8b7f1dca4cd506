import {
  gstr3bDueDate,
  gstr3bPayment,
  paymentFigures,
  type Gstr3bPayment,
  type TurnoverBand,
} from '@gst/domain';
import type { ReturnPeriod } from '../shared/return-periods';
import type { Gstr3bJson } from './returns.compute';
import type { TEnteredReversals } from './returns.schema';

/**
 * Table 6.1 of a GSTR-3B (issue 32): computed from the served JSON, or as stored with a filed
 * copy. Kept apart from returns.gstr3b.ts so that the filed copy (returns.copies.ts) can compute
 * it at filing without an import cycle.
 */

const NO_TAX = { iamt: 0, camt: 0, samt: 0, csamt: 0 };

/** The due date of a period's 3B: its range's frequency and the shop's State. */
export const dueDateOf = (range: ReturnPeriod, stateCode: number) =>
  gstr3bDueDate(range.to, range.frequency === 'quarterly', stateCode);

/**
 * Table 6.1 of a served GSTR-3B: a copy filed before issue 32 has no inward half, so no credit
 * and no reverse charge are counted for it.
 */
export function paymentOfServed(
  gstr3b: Gstr3bJson,
  dueDate: string,
  paymentDate?: string,
  band?: TurnoverBand,
) {
  return gstr3bPayment({
    gstr3b: {
      sup_details: {
        ...gstr3b.sup_details,
        isup_rev: gstr3b.sup_details.isup_rev ?? { txval: 0, ...NO_TAX },
      },
      itc_elg: gstr3b.itc_elg ?? { itc_avl: [], itc_rev: [], itc_net: NO_TAX, itc_inelg: [] },
    },
    dueDate,
    ...(paymentDate ? { paymentDate } : {}),
    ...(band ? { band } : {}),
  });
}

/** What the shop entered when it filed: the 4(B) reversals and the payment date (or null). */
export type FiledEntered = { reversals: TEnteredReversals; paymentDate: string | null };

/**
 * The payment of a filed copy (issue 32): as stored at filing when no payment date or band is
 * asked, or the ones asked are the filing's. Another payment date (or turnover band) recomputes
 * only the s.50 interest, the s.47 late fee and the challan from the stored set-off (its cash
 * and liability per head and due date): the liability and credit are the return's as filed, and
 * only the day the cash is paid (or the band the shop says it is in) has moved. A copy stored
 * before the late fee (item 19) has no band: up to ₹1.5 crore, the domain's default.
 */
export function storedPayment(
  stored: string,
  paymentDate?: string,
  band?: TurnoverBand,
): Gstr3bPayment {
  const payment = JSON.parse(stored) as Partial<Gstr3bPayment> &
    Omit<Gstr3bPayment, 'band' | 'lateFee'>;
  const storedBand = payment.band ?? 'upto1_5cr';
  const date = paymentDate ?? payment.paymentDate ?? undefined;
  if (payment.band && payment.lateFee !== undefined) {
    const sameDate = paymentDate === undefined || paymentDate === payment.paymentDate;
    if (sameDate && (band === undefined || band === storedBand)) return payment as Gstr3bPayment;
  } else if (paymentDate === undefined && band === undefined) {
    return { ...payment, band: storedBand, lateFee: null };
  }
  return paymentFigures(payment.setOff, payment.dueDate, band ?? storedBand, date);
}
