import { abs } from './amounts';
import { fuzzyNumbersMatch } from './number';
import type { Prepared, Run } from './prepare';
import type { ReconOutcome, ReconRuleName } from './types';

/**
 * The rules, tried in this order over all documents (India Compliance's GSTIN_RULES, then its
 * PAN_RULES; its `purchase_reconciliation_tool/__init__.py`). Every rule needs the same document
 * type and the same financial year; a GSTIN rule the same supplier GSTIN, a PAN rule the same PAN.
 *
 * | rule                    | number | amounts             | GSTIN, POS, RCM | outcome         |
 * | exact                   | same   | equal               | same            | Exact Match     |
 * | fuzzy-number            | fuzzy  | equal               | same            | Suggested Match |
 * | rounding                | same   | each within ±tol    | same            | Suggested Match |
 * | fuzzy-number-rounding   | fuzzy  | each within ±tol    | same            | Suggested Match |
 * | same-number             | same   | any                 | any             | Mismatch        |
 * | fuzzy-number-any-amount | fuzzy  | any                 | any             | Mismatch        |
 * | residual                | any    | each within ±tol    | same            | Mismatch        |
 * | pan-same-number         | same   | taxable, GST, cess  | same            | Mismatch        |
 * | pan-fuzzy-number        | fuzzy  | taxable, GST, cess  | same            | Mismatch        |
 * | pan-residual            | any    | taxable, GST, cess  | same            | Mismatch        |
 *
 * "same" number: identical after trimming; "fuzzy": the same normal form, or the peer's fuzzy
 * rule on the cleaned numbers (number.ts), with dates at most `dateWindowDays` apart (the peer's
 * 10); "residual" also needs dates that close ("Residual Match" is shown as Mismatch, as the peer
 * shows it). "GSTIN, POS, RCM": the shop's GSTIN and the place of supply when both sides give
 * them, and reverse charge. One addition: an Exact Match also needs the same date (the peer only
 * compares the financial year), so a date that differs makes the pair a Suggested Match. The
 * peer's PAN rule whose company GSTIN must differ never fires there (its `is_field_matching` has no
 * case for it), so it is left out.
 */
export interface ReconRule {
  name: ReconRuleName;
  outcome: Extract<ReconOutcome, 'Exact Match' | 'Suggested Match' | 'Mismatch'>;
  level: 'gstin' | 'pan';
  number: 'same' | 'fuzzy' | 'any';
  amounts: 'equal' | 'within' | 'pan-within' | 'any';
  particulars: boolean;
  sameDate?: boolean;
}

const rule = (
  name: ReconRuleName,
  outcome: ReconRule['outcome'],
  level: ReconRule['level'],
  number: ReconRule['number'],
  amounts: ReconRule['amounts'],
  particulars: boolean,
): ReconRule => ({ name, outcome, level, number, amounts, particulars });

export const RECON_RULES: readonly ReconRule[] = [
  { ...rule('exact', 'Exact Match', 'gstin', 'same', 'equal', true), sameDate: true },
  rule('fuzzy-number', 'Suggested Match', 'gstin', 'fuzzy', 'equal', true),
  rule('rounding', 'Suggested Match', 'gstin', 'same', 'within', true),
  rule('fuzzy-number-rounding', 'Suggested Match', 'gstin', 'fuzzy', 'within', true),
  rule('same-number', 'Mismatch', 'gstin', 'same', 'any', false),
  rule('fuzzy-number-any-amount', 'Mismatch', 'gstin', 'fuzzy', 'any', false),
  rule('residual', 'Mismatch', 'gstin', 'any', 'within', true),
  rule('pan-same-number', 'Mismatch', 'pan', 'same', 'pan-within', true),
  rule('pan-fuzzy-number', 'Mismatch', 'pan', 'fuzzy', 'pan-within', true),
  rule('pan-residual', 'Mismatch', 'pan', 'any', 'pan-within', true),
];

/** Compared only when both sides give it. */
const agree = (a: string, b: string): boolean => a === '' || b === '' || a === b;

export function sameParticulars(a: Prepared, b: Prepared): boolean {
  return agree(a.recipient, b.recipient) && agree(a.pos, b.pos) && a.rcm === b.rcm;
}

function amountsAgree(r: ReconRule, run: Run, a: Prepared, b: Prepared): boolean {
  switch (r.amounts) {
    case 'any':
      return true;
    case 'equal':
      return a.amounts.every((x, i) => x === b.amounts[i]);
    case 'within':
      return a.amounts.every((x, i) => abs(x - (b.amounts[i] ?? 0n)) <= (run.tolerance[i] ?? 0n));
    case 'pan-within': {
      // Taxable value, total GST and cess, each within its tolerance (IGST's for the GST total).
      const [tTaxable = 0n, tIgst = 0n, , , tCess = 0n] = run.tolerance;
      return (
        abs((a.amounts[0] ?? 0n) - (b.amounts[0] ?? 0n)) <= tTaxable &&
        abs(a.gst - b.gst) <= tIgst &&
        abs((a.amounts[4] ?? 0n) - (b.amounts[4] ?? 0n)) <= tCess
      );
    }
  }
}

/** Whether books document `a` and 2B document `b` (already in the same group) pair under `r`. */
export function pairs(r: ReconRule, run: Run, a: Prepared, b: Prepared): boolean {
  if (a.fy !== b.fy) return false;
  if (r.sameDate && a.day !== b.day) return false;
  if (r.number === 'same' && a.raw !== b.raw) return false;
  if (r.number !== 'same' && Math.abs(a.day - b.day) > run.window) return false;
  if (r.particulars && !sameParticulars(a, b)) return false;
  if (!amountsAgree(r, run, a, b)) return false;
  if (r.number === 'fuzzy') {
    return a.key === b.key || fuzzyNumbersMatch(a.clean, b.clean, run.threshold);
  }
  return true;
}
