import { calendarDateIN, type DateInput } from '../calendar';
import { fromPaise, toPaise } from '../money';
import type { HeadFigures } from './setoff';

/**
 * The late fee for a GSTR-3B furnished after its due date (issue 32, review item 19). Pure;
 * paise inside, 2-decimal rupee strings out.
 *
 * The law:
 * - CGST Act s.47(1): a registered person who fails to furnish a return under s.39 by the due
 *   date pays a late fee of ₹100 a day while the failure continues, at most ₹5,000; the SGST/UTGST
 *   Acts levy the same again. The IGST Act levies none of its own, so the IGST column is 0.
 * - Notification 76/2018-CT (superseding 28/2017, 50/2017 and 64/2017-CT) waives the fee for
 *   GSTR-3B above ₹25 a day, and above ₹10 a day "where the total amount of central tax payable
 *   in the said return is nil" (the State notifications the same for SGST/UTGST): ₹25 + ₹25 a day,
 *   ₹10 + ₹10 for a nil return.
 * - Notification 19/2021-CT (amending 76/2018-CT; for the tax period June 2021 onwards) waives the
 *   fee above a cap per return: central tax payable nil, ₹250; aggregate turnover in the preceding
 *   financial year up to ₹1.5 crore, ₹1,000; above ₹1.5 crore and up to ₹5 crore, ₹2,500. Above
 *   ₹5 crore s.47(1)'s own maximum applies: ₹5,000. Each the same again for SGST/UTGST.
 * - The days: "every day during which such failure continues", from the day after the due date to
 *   the day the return is furnished, both included (filing − due: 10 days for a return due on
 *   the 20th and filed on the 30th), as s.50 interest is counted (setoff-challan.ts).
 * - Nil: the notifications ask whether the tax payable in the return is nil. We read it as the
 *   return's whole liability (Table 6.1, forward and reverse charge, every head) being nil: a
 *   return with only IGST to pay is not nil here (a literal reading of "central tax" would make
 *   it so; we charge the higher fee, which is what a shop should set aside).
 * - Turnover is aggregate turnover (s.2(6)) across every registration on the same PAN, which
 *   the books of one registration cannot know: the band is the shop's choice, defaulting to the
 *   band of its own previous year's outward supplies (`turnoverBandOf`).
 * Waivers of a particular month by notification are not known here.
 */

export const TURNOVER_BANDS = ['upto1_5cr', 'upto5cr', 'above5cr'] as const;
export type TurnoverBand = (typeof TURNOVER_BANDS)[number];

/** ₹ per day and the cap per return, for CGST (and the same for SGST/UTGST), in paise. */
const NIL = { perDay: 1_000n, cap: 25_000n };
const BY_BAND: Record<TurnoverBand, { perDay: bigint; cap: bigint }> = {
  upto1_5cr: { perDay: 2_500n, cap: 100_000n },
  upto5cr: { perDay: 2_500n, cap: 250_000n },
  above5cr: { perDay: 2_500n, cap: 500_000n },
};

const CRORE = 10_000_000n * 100n;

/** The band of a previous year's aggregate turnover (a 2-decimal rupee amount). */
export function turnoverBandOf(turnover: string | number): TurnoverBand {
  const paise = toPaise(turnover);
  if (paise <= (CRORE * 3n) / 2n) return 'upto1_5cr';
  if (paise <= CRORE * 5n) return 'upto5cr';
  return 'above5cr';
}

const dayNumber = (date: DateInput) => {
  const [y, m, d] = calendarDateIN(date).split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
};

export type LateFee = {
  days: number;
  /** The return's tax payable is nil (₹10 a day, cap ₹250). */
  nil: boolean;
  band: TurnoverBand;
  /** Per day and cap for CGST, the same for SGST/UTGST ('25.00', '1000.00'). */
  perDay: string;
  cap: string;
  fee: HeadFigures;
  total: string;
};

export function gstr3bLateFee({
  dueDate,
  filingDate,
  nil,
  band,
}: {
  dueDate: DateInput;
  filingDate: DateInput;
  nil: boolean;
  band: TurnoverBand;
}): LateFee {
  const days = Math.max(0, dayNumber(filingDate) - dayNumber(dueDate));
  const rate = nil ? NIL : BY_BAND[band];
  const perHead = BigInt(days) * rate.perDay;
  const each = perHead < rate.cap ? perHead : rate.cap;
  return {
    days,
    nil,
    band,
    perDay: fromPaise(rate.perDay),
    cap: fromPaise(rate.cap),
    fee: { igst: '0.00', cgst: fromPaise(each), sgst: fromPaise(each), cess: '0.00' },
    total: fromPaise(2n * each),
  };
}

/** A return's tax payable is nil: every head of its liability (forward and reverse) is zero. */
export const isNilLiability = (total: Record<string, string>) =>
  Object.values(total).every((amount) => toPaise(amount) === 0n);
