import { addDays } from '../calendar';
import { toPaise, type MoneyInput } from '../money';
import { Figure, isClaimedForward, zeroPaise, type ItcDocument, type Paise } from './gstr3b-itc';

/**
 * Rule 37 (CGST Act s.16(2) second proviso; CGST Rules r.37 as substituted by Notification
 * 19/2022-CT from 1 October 2022): where the shop has not paid a supplier the value of a supply
 * and the tax on it within 180 days from the date of the invoice, it reverses "an amount equal to
 * the input tax credit availed in respect of such supply proportionate to the amount not paid to
 * the supplier", in the return for the tax period immediately following the 180 days; when it
 * pays, it takes the credit again (r.37(4)).
 * - The 180 days are counted from the day after the bill date (General Clauses Act s.9: "from"
 *   excludes the first day), so they end on billDate + 180 and the reversal is in the period in
 *   which day 181 (billDate + 181) falls: our reading of "immediately following".
 * - Only the credit of forward-charge lines claimed in 4(A)(5) (isClaimedForward): reverse-charge
 *   supplies are outside the proviso, the shop does not pay the supplier their tax; blocked lines
 *   are already reversed in 4(B)(1), ineligible ones never claimed.
 * - What the shop owed is the bill's total less its purchase returns dated by the 180th day
 *   (a credit note reduces what is due); what it paid is the supplier payments applied to the
 *   bill by then. The credit reversed per head is ITC × unpaid / owed, half-up to the paisa,
 *   where ITC is the bill's claimed credit less its returns' by the 180th day.
 * - The reversal is in 4(B)(2) (Circular 170/02/2022: reversals that may be reclaimed), what is
 *   reclaimed on later payment in 4(A)(5) and 4(D)(1). The cumulative reclaim up to a day is
 *   ITC × paid after day 180 (up to the unpaid amount) / owed, rounded the same way, so a bill
 *   paid in full reclaims exactly what was reversed, to the paisa.
 * - Interest under s.50 on the credit reversed (r.37(2): "along with interest") is not computed
 *   here: it runs from the date the credit was availed and depends on its use (s.50(3)).
 * - A bill whose credit the shop deferred (`availedFrom`, the first day of the period it is
 *   claimed in; review item 12a): r.37(1), as amended by Notification 26/2022-CT, reverses the
 *   credit *availed*, so nothing is reversed before it is claimed. Claimed in a period before the
 *   one of day 181, it is reversed at day 181 like any bill. Claimed in the period of day 181 or
 *   later while still unpaid, s.16(2)'s third proviso allows the credit only "on payment made":
 *   that period claims it and, in the same return, reverses the share unpaid at day 180 in
 *   4(B)(2), with the share paid since day 180 up to the period's end reclaimed there too
 *   (4(A)(5), 4(D)(1)); so its 4(C) gains only the credit of what was paid. Later payments are
 *   reclaimed in their own periods as for any bill.
 */
export const RULE37_DAYS = 180;

export type Rule37Bill = ItcDocument & {
  /** What the shop owes the supplier for the bill: value + tax charged (not RCM tax) ± round-off. */
  total: MoneyInput;
  /** The bill's active purchase returns, each with its lines (as ItcDocument) and total. */
  purchaseReturns: readonly (ItcDocument & { total: MoneyInput })[];
  /** Supplier payments applied to the bill (active payments): the day applied and the amount. */
  payments: readonly { date: string; amount: MoneyInput }[];
  /** A deferred bill: the first day of the period its credit is claimed in (see above). */
  availedFrom?: string;
};

export type Rule37Entry = {
  billId: string;
  /** The 180th day and the day the reversal falls due (day 181). */
  day180: string;
  day181: string;
  owed: bigint;
  unpaid: bigint;
  /** Credit reversed when day 181 fell and credit reclaimed in the period. */
  reversed: Paise;
  reclaimed: Paise;
};

/** a × b / c, half-up (a, b ≥ 0, c > 0). */
const share = (a: bigint, b: bigint, c: bigint) => (2n * a * b + c) / (2n * c);

function claimedCredit(doc: ItcDocument): Paise {
  const p = zeroPaise();
  for (const line of doc.lines) {
    if (!isClaimedForward(doc, line)) continue;
    p.iamt += toPaise(line.igst);
    p.camt += toPaise(line.cgst);
    p.samt += toPaise(line.sgst);
  }
  return p;
}

const TAX = ['iamt', 'camt', 'samt', 'csamt'] as const;

/** One bill's Rule 37 figures for the period [from, to], or null when it has none. */
export function rule37Entry(bill: Rule37Bill, from: string, to: string): Rule37Entry | null {
  const day180 = addDays(bill.date, RULE37_DAYS);
  const day181 = addDays(bill.date, RULE37_DAYS + 1);
  // The day the reversal falls due: day 181, or the first day of a later period claiming it.
  const due = bill.availedFrom && bill.availedFrom > day181 ? bill.availedFrom : day181;
  if (due > to) return null;
  const returnsBy = bill.purchaseReturns.filter((r) => r.date <= day180);
  let owed = toPaise(bill.total);
  const itc = claimedCredit(bill);
  for (const r of returnsBy) {
    owed -= toPaise(r.total);
    const back = claimedCredit(r);
    for (const h of TAX) itc[h] -= back[h];
  }
  if (owed <= 0n) return null;
  let paid = 0n;
  for (const p of bill.payments) if (p.date <= day180) paid += toPaise(p.amount);
  const unpaid = paid >= owed ? 0n : owed - paid;
  if (unpaid === 0n) return null;
  const reversedTotal = zeroPaise();
  for (const h of TAX) reversedTotal[h] = itc[h] > 0n ? share(itc[h], unpaid, owed) : 0n;
  /** Credit reclaimed by payments after day 180 up to `day` (cumulative). */
  const reclaimedBy = (day: string) => {
    let after = 0n;
    for (const p of bill.payments) if (p.date > day180 && p.date <= day) after += toPaise(p.amount);
    const taken = after > unpaid ? unpaid : after;
    const out = zeroPaise();
    for (const h of TAX) {
      const r = reversedTotal[h] === 0n ? 0n : share(itc[h], taken, owed);
      out[h] = r > reversedTotal[h] ? reversedTotal[h] : r;
    }
    return out;
  };
  const reversed = due >= from ? reversedTotal : zeroPaise();
  const upTo = reclaimedBy(to);
  // In the period of the reversal, every payment since day 180 is reclaimed there (for a bill
  // not deferred there are none before it: day 181 is in the period).
  const before = due >= from ? zeroPaise() : reclaimedBy(addDays(from, -1));
  const reclaimed = zeroPaise();
  for (const h of TAX) reclaimed[h] = upTo[h] - before[h];
  if (TAX.every((h) => reversed[h] === 0n && reclaimed[h] === 0n)) return null;
  return { billId: bill.id, day180, day181, owed, unpaid, reversed, reclaimed };
}

/** The period's Rule 37 reversals (4(B)(2)) and reclaims (4(A)(5), 4(D)(1)), with their bills. */
export function rule37Figures(bills: readonly Rule37Bill[], from: string, to: string) {
  const reversed = new Figure();
  const reclaimed = new Figure();
  const entries: Rule37Entry[] = [];
  for (const bill of bills) {
    const e = rule37Entry(bill, from, to);
    if (!e) continue;
    entries.push(e);
    if (TAX.some((h) => e.reversed[h] !== 0n)) reversed.addPaise(e.reversed).from(bill);
    if (TAX.some((h) => e.reclaimed[h] !== 0n)) reclaimed.addPaise(e.reclaimed).from(bill);
  }
  return { reversed, reclaimed, entries };
}
