import {
  AVAILABLE_TYPES,
  availableType,
  Figure,
  inwardClass,
  type AvailableType,
  type ItcDocument,
} from './gstr3b-itc';

/**
 * The credit of bills the shop deferred to a later period (issue 32: its choice per bill, CGST
 * Act s.16(2)(aa) and s.16(4), CBIC Circular 170/02/2022 para 4), as the period it is claimed in
 * reports it. A deferred bill's purchase returns dated up to the end of that period follow it
 * (their credit comes out of the credit claimed), so they come here with the bill, negative.
 * - `reclaim` (GSTR-2B showed the bill in its own period, so that period reported it in 4(A) and
 *   reversed it in 4(B)(2)): the credit is reclaimed in 4(A)(5) and shown again in 4(D)(1), as
 *   Rule 37's reclaims are; blocked (s.17(5)) lines were reversed in 4(B)(1), not 4(B)(2), and are
 *   never reclaimed.
 * - otherwise (not in GSTR-2B, or none imported): the credit is claimed now, in 4(A) by its type
 *   (4(A)(3) for reverse charge, 4(A)(1)/(2) for imports, 4(A)(5) for the rest), a blocked line
 *   in 4(A) and 4(B)(1) as in its own period.
 * 3.1 (d) and Table 5 stay in the period the bill is dated in: the supply was received then.
 */
export type LaterClaim = ItcDocument & { reclaim: boolean };

/** The figures of the credit deferred to this period, with the bills and returns behind them. */
export function laterClaimFigures(documents: readonly LaterClaim[]) {
  const available = Object.fromEntries(AVAILABLE_TYPES.map((t) => [t, new Figure()])) as Record<
    AvailableType,
    Figure
  >;
  const blocked = new Figure();
  const reclaimed = new Figure();
  for (const doc of documents) {
    const sign = doc.billId ? -1 : 1;
    for (const line of doc.lines) {
      if (inwardClass(doc, line) !== 'taxed' || line.eligibility === 'ineligible') continue;
      if (doc.reclaim) {
        if (line.eligibility !== 'blocked') reclaimed.addLine(doc, line, sign);
        continue;
      }
      available[availableType(doc, line)].addLine(doc, line, sign);
      if (line.eligibility === 'blocked') blocked.addLine(doc, line, sign);
    }
  }
  return { available, blocked, reclaimed };
}
