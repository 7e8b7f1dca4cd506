import { abs, formatUnits, pow10 } from './amounts';
import type { Prepared, Run } from './prepare';
import type { ReconRule } from './rules';
import type { PortalDocument, ReconDifference, ReconField, ReconPair } from './types';

/** Amounts in the order the peer lists its fields: taxable value, CGST, SGST, IGST, cess. */
const AMOUNT_ORDER: ReadonlyArray<readonly [ReconField, number]> = [
  ['TAXABLE_VALUE', 0],
  ['CGST', 2],
  ['SGST', 3],
  ['IGST', 1],
  ['CESS', 4],
];

function portalExtras(p: Prepared | undefined): Pick<ReconPair, 'itcavl' | 'rsn'> {
  if (!p) return {};
  const d = p.doc as PortalDocument;
  return {
    ...(d.itcavl !== undefined ? { itcavl: d.itcavl } : {}),
    ...(d.rsn !== undefined ? { rsn: d.rsn } : {}),
  };
}

function text(a: string, b: string, field: ReconField, out: ReconDifference[], both = false) {
  if (a === b || (both && (a === '' || b === ''))) return;
  out.push({ field, books: a, portal: b });
}

/**
 * Every field that differs, in the peer's order (its `update_differences`, with the number and
 * the date, which it leaves out, after the supplier): amounts as books − 2B, exact.
 */
export function differencesOf(run: Run, b: Prepared, p: Prepared): ReconDifference[] {
  const out: ReconDifference[] = [];
  if (b.fy !== p.fy) out.push({ field: 'FISCAL_YEAR', books: String(b.fy), portal: String(p.fy) });
  text(b.supplier, p.supplier, 'SUPPLIER_GSTIN', out);
  text(b.recipient, p.recipient, 'COMPANY_GSTIN', out, true);
  text(b.raw, p.raw, 'BILL_NO', out);
  if (b.day !== p.day) {
    out.push({
      field: 'BILL_DATE',
      books: b.doc.date,
      portal: p.doc.date,
      difference: String(b.day - p.day),
    });
  }
  text(b.pos, p.pos, 'PLACE_OF_SUPPLY', out, true);
  text(String(b.rcm), String(p.rcm), 'REVERSE_CHARGE', out);
  for (const [field, i] of AMOUNT_ORDER) {
    const x = b.amounts[i] ?? 0n;
    const y = p.amounts[i] ?? 0n;
    if (x === y) continue;
    out.push({
      field,
      books: formatUnits(x, run.scale),
      portal: formatUnits(y, run.scale),
      difference: formatUnits(x - y, run.scale),
    });
  }
  return out;
}

export function matchedPair(run: Run, rule: ReconRule, b: Prepared, p: Prepared): ReconPair {
  const taxable = (b.amounts[0] ?? 0n) - (p.amounts[0] ?? 0n);
  const tax = b.tax - p.tax;
  // The peer flags a rounding difference on an exact or suggested match above one paisa.
  const paisa = pow10(run.scale - 2);
  return {
    outcome: rule.outcome,
    rule: rule.name,
    booksId: b.doc.id,
    portalId: p.doc.id,
    differences: differencesOf(run, b, p),
    roundingDifference: rule.outcome !== 'Mismatch' && (abs(taxable) > paisa || abs(tax) > paisa),
    taxableDifference: formatUnits(taxable, run.scale),
    taxDifference: formatUnits(tax, run.scale),
    ...portalExtras(p),
  };
}

/** A document with no partner: its amounts are the difference (the other side counted as 0). */
export function missingPair(run: Run, side: 'books' | 'portal', d: Prepared): ReconPair {
  const sign = side === 'books' ? 1n : -1n;
  return {
    outcome: side === 'books' ? 'Missing in 2B' : 'Missing in PR',
    ...(side === 'books' ? { booksId: d.doc.id } : { portalId: d.doc.id }),
    differences: [],
    roundingDifference: false,
    taxableDifference: formatUnits(sign * (d.amounts[0] ?? 0n), run.scale),
    taxDifference: formatUnits(sign * d.tax, run.scale),
    ...portalExtras(side === 'portal' ? d : undefined),
  };
}
