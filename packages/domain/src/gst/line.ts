import type Decimal from 'decimal.js';
import { MoneyDecimal, roundToPaise } from '../money';
import type { TaxKind } from '../tax';

/**
 * The per-line arithmetic of the GST engine, on Decimals already rounded to paise.
 *
 * The law levies CGST and SGST (or UTGST) EACH on the taxable value, at half the total rate (CGST
 * Act s.9(1) with the CGST rate notifications; the SGST Acts s.9(1) / UTGST Act s.7(1) with their
 * mirror notifications), and IGST at the full rate (IGST Act s.5(1)). So each half is
 * computed on the taxable value and rounded on its own (half-up to the paisa): the two halves are
 * always equal and the line's tax is their sum. Rounding the whole tax and splitting it (the old
 * engine) gave the odd paisa to CGST, which no Act provides for.
 */

export type LineTaxes = {
  /** CGST, and the equal SGST or UTGST half. Zero under IGST. */
  half: Decimal;
  igst: Decimal;
  /** half × 2, or igst. */
  tax: Decimal;
};

const ZERO = new MoneyDecimal(0);
const PAISA = new MoneyDecimal('0.01');

/** Taxes on a taxable value; `zeroTax` is a zero-rated supply without payment of IGST. */
export function taxesOn(
  taxable: Decimal,
  rate: Decimal,
  kind: TaxKind,
  zeroTax: boolean,
): LineTaxes {
  if (zeroTax) return { half: ZERO, igst: ZERO, tax: ZERO };
  if (kind === 'IGST') {
    const igst = roundToPaise(taxable.times(rate).dividedBy(100));
    return { half: ZERO, igst, tax: igst };
  }
  const half = roundToPaise(taxable.times(rate).dividedBy(200));
  return { half, igst: ZERO, tax: half.times(2) };
}

/** taxable + its taxes: the line total the law gives for a taxable value. */
export function totalOf(taxable: Decimal, rate: Decimal, kind: TaxKind, zeroTax: boolean): Decimal {
  return taxable.plus(taxesOn(taxable, rate, kind, zeroTax).tax);
}

/**
 * THE TAX-INCLUSIVE RULE. Given a tax-inclusive amount G (what the user typed, after any line
 * discount), find the taxable value T such that
 *
 *     T + tax(T) = G exactly, where tax(T) is computed by the law as above
 *     (two halves each round(T × r/2), or IGST round(T × r)).
 *
 * Start from T₀ = round(G ÷ (1 + r/100)) and look at T₀ − 3 … T₀ + 3 paise. Because
 * f(T) = T + tax(T) is strictly increasing (each paisa of T adds 1 paisa, plus 2 when the halves
 * step up, or 1 when IGST does), at most one T hits G exactly; when one does, it is used, so the
 * printed total is the typed amount AND CGST = SGST. Some amounts cannot be reached at all (e.g.
 * 18 % intra-state: f(5.05) = 5.95 and f(5.06) = 5.98, so 5.96 and 5.97 are impossible); then the
 * T whose total is NEAREST to G is used (never more than 1 paisa away), and on a tie the lower
 * total, so the customer never pays more than typed. Equal halves win over the typed paisa,
 * because the halves are the law and the paisa is a convenience.
 *
 * (The simpler "T = G − 2 × round(T₀ × r/2)" would reach G every time, but its halves would then
 * not be r/2 of the T it prints, which is not what the Acts levy.)
 */
export function taxableFromInclusive(
  inclusive: Decimal,
  rate: Decimal,
  kind: TaxKind,
  zeroTax: boolean,
): Decimal {
  if (zeroTax || rate.isZero() || inclusive.isZero()) return inclusive;
  const start = roundToPaise(inclusive.dividedBy(rate.dividedBy(100).plus(1)));
  let best = start;
  let bestDiff: Decimal | undefined;
  for (let step = -3; step <= 3; step++) {
    const candidate = start.plus(PAISA.times(step));
    if (candidate.isNegative() || candidate.greaterThan(inclusive)) continue;
    const diff = totalOf(candidate, rate, kind, false).minus(inclusive);
    const better =
      bestDiff === undefined ||
      diff.abs().lessThan(bestDiff.abs()) ||
      (diff.abs().equals(bestDiff.abs()) && diff.lessThan(bestDiff));
    if (better) {
      best = candidate;
      bestDiff = diff;
    }
  }
  return best;
}
