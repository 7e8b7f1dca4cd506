import { and, eq, inArray, lt, or, isNull } from 'drizzle-orm';
import { MONTH_NAMES } from '@gst/domain';
import type { Tx } from '@gst/db/client';
import {
  gstr2bImports,
  purchaseBills,
  suppliers,
  type ItcClaim,
  type SupplierRegistration,
} from '@gst/db/schema';
import type { ServiceCtx } from '../context';
import { computeReconciliation } from '../reconciliation/reconciliation.compute';

/**
 * The ITC claim of a purchase bill (issue 32): the shop's choice (`purchase_bills.itc_claim`,
 * `itc_claim_period`) read with what reconciliation says of the bill in its own month's GSTR-2B.
 * The law: CGST Act s.16(2)(aa), no credit unless the supplier's invoice is in GSTR-2B; s.16(4),
 * the credit must be taken by the return for November following the end of the bill's financial
 * year; CBIC Circular 170/02/2022 para 4, credit GSTR-2B shows that the shop does not take now is
 * reported in 4(A) and reversed in 4(B)(2), and when taken later, reclaimed in 4(A)(5) and shown
 * in 4(D)(1).
 * - Only the forward-charge credit of a regular supplier's bill depends on GSTR-2B ('auto' holds
 *   it while reconciliation says "Missing in 2B"); reverse-charge, import, unregistered and
 *   composition bills are claimed as entered unless the shop defers them or never claims them.
 * - A bill's own period is the month it is dated in (GSTR-2B and reconciliation are monthly);
 *   a deferred bill names the later month it is claimed in.
 */
export const CLAIM_OUTCOMES = [
  'Exact Match',
  'Suggested Match',
  'Mismatch',
  'Missing in 2B',
  'Manual Match',
] as const;
export type ClaimOutcome = (typeof CLAIM_OUTCOMES)[number];
export type ClaimStatus = 'claimed' | 'held' | 'reversed' | 'not claimed';

export type BillClaimInfo = {
  id: string;
  date: string;
  choice: ItcClaim;
  claimPeriod: string | null;
  registration: SupplierRegistration;
  gstin: string;
};

export type ClaimState = BillClaimInfo & {
  /** The bill's own month, 'MMYYYY'. */
  period: string;
  /** Reconciliation's outcome in its month's active GSTR-2B; null: none, or not a 2B supplier. */
  outcome: ClaimOutcome | null;
  status: ClaimStatus;
  /** What its own period does with the credit. */
  own: 'claimed' | 'held' | 'reversed';
  /** 'forward': only the forward-charge credit is held (the 2B rule); 'all': every credit line. */
  scope: 'forward' | 'all';
  /** The month the credit is claimed in, or null (held, never). */
  claimedIn: string | null;
  reason: string;
  /** GSTR-2B marks the matched document ITC not available: the portal's reason ('' if none). */
  unavailable?: string;
};

/** 'MMYYYY' of a 'YYYY-MM-DD'. */
export const monthOf = (date: string) => `${date.slice(5, 7)}${date.slice(0, 4)}`;
/** 'YYYYMM' of an 'MMYYYY', to compare periods. */
export const periodOrder = (period: string) => `${period.slice(2)}${period.slice(0, 2)}`;
/** The first and last day of a month 'MMYYYY'. */
export function monthRange(period: string) {
  const year = Number(period.slice(2));
  const month = Number(period.slice(0, 2));
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = `${year}-${period.slice(0, 2)}`;
  return { from: `${prefix}-01`, to: `${prefix}-${String(last).padStart(2, '0')}` };
}
export const monthLabel = (period: string) =>
  `${MONTH_NAMES[Number(period.slice(0, 2)) - 1]} ${period.slice(2)}`;
/** The months 'MMYYYY' of a range of dates. */
export function monthsOf({ from, to }: { from: string; to: string }) {
  const months: string[] = [];
  for (let p = monthOf(from); periodOrder(p) <= periodOrder(monthOf(to));) {
    months.push(p);
    const m = Number(p.slice(0, 2));
    const y = Number(p.slice(2));
    p = m === 12 ? `01${y + 1}` : `${String(m + 1).padStart(2, '0')}${y}`;
  }
  return months;
}

/**
 * s.16(4): the last return a bill's credit may be claimed in, the November after the end of its
 * financial year (April to March): a bill of 10 May 2025 (FY 2025-26) by November 2026.
 */
export function claimLimitOf(billDate: string) {
  const year = Number(billDate.slice(0, 4));
  const fyEnd = Number(billDate.slice(5, 7)) >= 4 ? year + 1 : year;
  return `11${fyEnd}`;
}

const infoColumns = {
  id: purchaseBills.id,
  date: purchaseBills.billDate,
  choice: purchaseBills.itcClaim,
  claimPeriod: purchaseBills.itcClaimPeriod,
  registration: suppliers.registration,
  gstin: suppliers.gstin,
};

/** The claim facts of the bills with these ids. */
export async function claimInfoOf(tx: Tx, ids: readonly string[]): Promise<BillClaimInfo[]> {
  if (ids.length === 0) return [];
  return tx
    .select(infoColumns)
    .from(purchaseBills)
    .innerJoin(suppliers, eq(suppliers.id, purchaseBills.supplierId))
    .where(inArray(purchaseBills.id, [...new Set(ids)]));
}

/**
 * Active bills deferred to one of `months`, and (with `undecidedBefore`) active bills dated
 * before that day deferred with no period named yet.
 */
export async function deferredBills(
  tx: Tx,
  months: readonly string[],
  undecidedBefore?: string,
): Promise<BillClaimInfo[]> {
  const toMonths = inArray(purchaseBills.itcClaimPeriod, [...months]);
  return tx
    .select(infoColumns)
    .from(purchaseBills)
    .innerJoin(suppliers, eq(suppliers.id, purchaseBills.supplierId))
    .where(
      and(
        eq(purchaseBills.status, 'active'),
        eq(purchaseBills.itcClaim, 'defer'),
        undecidedBefore
          ? or(
              toMonths,
              and(
                isNull(purchaseBills.itcClaimPeriod),
                lt(purchaseBills.billDate, undecidedBefore),
              ),
            )
          : toMonths,
      ),
    );
}

/** Whether GSTR-2B decides a bill's credit: a regular supplier with a GSTIN. */
const isTwoBSupplier = (b: Pick<BillClaimInfo, 'registration' | 'gstin'>) =>
  b.registration === 'regular' && b.gstin !== '';

/**
 * Reconciliation's outcome for each bill of a 2B supplier, from its month's active GSTR-2B
 * (months without one are not reconciled): a pair linked by hand is 'Manual Match'.
 */
async function outcomesOf(ctx: Pick<ServiceCtx, 'tx'>, bills: readonly BillClaimInfo[]) {
  const outcomes = new Map<string, TwoBFinding>();
  const months = [...new Set(bills.filter(isTwoBSupplier).map((b) => monthOf(b.date)))];
  if (months.length === 0) return outcomes;
  const active = await ctx.tx
    .select({ period: gstr2bImports.period })
    .from(gstr2bImports)
    .where(and(eq(gstr2bImports.status, 'active'), inArray(gstr2bImports.period, months)));
  for (const { period } of active) {
    const state = await computeReconciliation(ctx, period);
    for (const row of state.rows) {
      if (row.books?.kind !== 'bill' || row.outcome === 'Missing in PR') continue;
      const outcome = row.status === 'matched-manual' ? 'Manual Match' : row.outcome;
      const unavailable = row.portal?.itcavl === 'N';
      outcomes.set(row.books.rowId, {
        outcome,
        ...(unavailable ? { unavailable: row.portal?.rsn ?? '' } : {}),
      });
    }
  }
  return outcomes;
}

/** The claim state of each bill (by id). */
export async function claimStatesOf(
  ctx: Pick<ServiceCtx, 'tx'>,
  bills: readonly BillClaimInfo[],
): Promise<Map<string, ClaimState>> {
  const outcomes = await outcomesOf(ctx, bills);
  return new Map(bills.map((b) => [b.id, claimStateOf(b, outcomes.get(b.id) ?? null)]));
}

/**
 * What GSTR-2B says of a bill: reconciliation's outcome and, when the matched document is marked
 * ITC not available (`itcavl` 'N'), the portal's reason (`rsn`, '' when it gives none).
 */
export type TwoBFinding = { outcome: ClaimOutcome; unavailable?: string };

/**
 * One bill's claim state from its choice and what GSTR-2B says of it (a bare outcome: the
 * document is not marked ITC not available).
 */
export function claimStateOf(
  bill: BillClaimInfo,
  finding: TwoBFinding | ClaimOutcome | null,
): ClaimState {
  const period = monthOf(bill.date);
  const subject = isTwoBSupplier(bill);
  const found = typeof finding === 'string' ? { outcome: finding } : finding;
  const outcome = subject ? (found?.outcome ?? null) : null;
  // GSTR-2B lists the document under ITC not available (the portal's reasons: the supplier's
  // return filed after the s.16(4) time limit, or a place of supply in the shop's own State on an
  // inter-State supply, Rule 36/s.16(2)): 2B does not put it in 4(A), and 'auto' does not claim it.
  const unavailable = subject && found?.unavailable !== undefined;
  const missing = outcome === 'Missing in 2B';
  // In GSTR-2B with its credit in 4(A) as the portal fills it (Circular 170's report-and-reverse).
  const inTwoB = outcome !== null && !missing && !unavailable;
  const own = monthLabel(period);
  const state = (
    status: ClaimStatus,
    ownTreatment: ClaimState['own'],
    claimedIn: string | null,
    reason: string,
    scope: ClaimState['scope'] = 'all',
  ): ClaimState => ({
    ...bill,
    period,
    outcome,
    status,
    own: ownTreatment,
    scope,
    claimedIn,
    reason,
    ...(unavailable ? { unavailable: found?.unavailable ?? '' } : {}),
  });
  const q = bill.claimPeriod;
  switch (bill.choice) {
    case 'auto':
      if (unavailable && !missing)
        return state(
          'held',
          'held',
          null,
          `Held back: GSTR-2B of ${own} marks this credit not available${found?.unavailable ? ` (${found.unavailable})` : ''}; claim it now or defer it only if the law allows`,
          'forward',
        );
      if (missing)
        return state(
          'held',
          'held',
          null,
          `Held back: not in GSTR-2B of ${own}; no credit until the supplier reports it (CGST Act s.16(2)(aa))`,
          'forward',
        );
      return state(
        'claimed',
        'claimed',
        period,
        !subject
          ? `Claimed in ${own}: GSTR-2B does not decide this supplier's bills (${bill.registration})`
          : outcome
            ? `Claimed in ${own}: in GSTR-2B (${outcome})`
            : `Claimed in ${own}: no GSTR-2B imported for ${own}`,
      );
    case 'now':
      return state(
        'claimed',
        'claimed',
        period,
        missing
          ? `Claimed in ${own} by your choice, although GSTR-2B of ${own} does not show it (CGST Act s.16(2)(aa))`
          : `Claimed in ${own} by your choice`,
      );
    case 'defer':
      if (!q) return state('held', 'held', null, 'Deferred: held back until you choose a period');
      return inTwoB
        ? state(
            'reversed',
            'reversed',
            q,
            `Deferred to ${monthLabel(q)}: in GSTR-2B, so reported in 4(A) and reversed in 4(B)(2) of ${own}, reclaimed in 4(A)(5) and 4(D)(1) of ${monthLabel(q)} (Circular 170/02/2022)`,
          )
        : state(
            'held',
            'held',
            q,
            `Deferred to ${monthLabel(q)}: claimed in 4(A) of ${monthLabel(q)}`,
          );
    case 'never':
      // Circular 170/02/2022: credit GSTR-2B populates is reported in 4(A) and reversed in
      // 4(B)(2) even when never taken, so the return matches GSTR-2B; otherwise it is nowhere.
      return inTwoB
        ? state(
            'not claimed',
            'reversed',
            null,
            `Never claimed: in GSTR-2B, so reported in 4(A) and reversed in 4(B)(2) of ${own} (Circular 170/02/2022)`,
          )
        : state('not claimed', 'held', null, 'Never claimed: in no table of GSTR-3B');
  }
}

/**
 * Whether a purchase return of this bill, dated `date`, follows the bill's claim (its credit is
 * taken out where the bill's is, not in its own period): unless the bill's credit was claimed in
 * its own period, or the return is dated after the month the bill's credit is claimed in.
 */
export function returnFollowsBill(state: ClaimState, date: string) {
  if (state.own === 'claimed') return false;
  return !(state.claimedIn && date > monthRange(state.claimedIn).to);
}
