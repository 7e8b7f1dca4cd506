import { formatINR } from '@gst/domain';
import { monthLabel, taxTotal } from './gstr2b';
import type { ReturnFrequency } from './periods';

/**
 * The ITC claims panel's pure parts (issue 32): what a shop claims is its choice per bill (claim
 * now, defer, never, or automatic: as reconciliation says) within what the law allows. These say
 * a row's status and choice in words, which actions a row offers, the months a deferred bill may
 * be claimed in and the totals per head. The shapes are tenant.itc.claims' (the server enforces
 * the rules; the panel shows them).
 */

export type Heads = { igst: string; cgst: string; sgst: string; cess: string };
export type ClaimChoice = 'auto' | 'now' | 'defer' | 'never';
export type ClaimStatus = 'claimed' | 'held' | 'reversed' | 'not claimed';
export type ClaimRow = Heads & {
  billId: string;
  entryNumber: string;
  supplierInvoiceNumber: string;
  supplierName: string;
  supplierGstin: string;
  billDate: string;
  period: string;
  taxableValue: string;
  outcome: string | null;
  choice: ClaimChoice;
  claimPeriod: string | null;
  status: ClaimStatus;
  claimedIn: string | null;
  reason: string;
};

/** A row's button: a choice, or (a deferred bill of an earlier month) claim it in this one. */
export type ClaimAction = 'now' | 'defer' | 'never' | 'auto' | 'here';

export const ACTION_LABELS: Record<ClaimAction, string> = {
  now: 'Claim now',
  defer: 'Defer',
  never: 'Never',
  auto: 'Back to automatic',
  here: 'Claim in this month',
};

export const STATUS_LABELS: Record<ClaimStatus, string> = {
  claimed: 'Claimed',
  held: 'Held back',
  reversed: 'Reversed',
  'not claimed': 'Not claimed',
};

/** Claimed green, held back orange (a choice or the law waits), reversed grape, never gray. */
export const STATUS_COLORS: Record<ClaimStatus, string> = {
  claimed: 'green',
  held: 'orange',
  reversed: 'grape',
  'not claimed': 'gray',
};

/** The reconciliation outcome's badge colour (as the Reconciliation panel's). */
export const OUTCOME_COLORS: Record<string, string> = {
  'Exact Match': 'green',
  'Suggested Match': 'yellow',
  Mismatch: 'orange',
  'Missing in 2B': 'red',
  'Manual Match': 'blue',
};

/** 'MMYYYY' → months since year 0, to compare and step. */
const indexOf = (period: string) => Number(period.slice(2)) * 12 + Number(period.slice(0, 2)) - 1;
const periodAt = (index: number) =>
  `${String((index % 12) + 1).padStart(2, '0')}${Math.floor(index / 12)}`;

/** The choice as the row's second badge says it: 'Automatic', 'Deferred to December 2026', … */
export function choiceLabel(row: Pick<ClaimRow, 'choice' | 'claimPeriod'>): string {
  switch (row.choice) {
    case 'auto':
      return 'Automatic';
    case 'now':
      return 'Claim now';
    case 'defer':
      return row.claimPeriod ? `Deferred to ${monthLabel(row.claimPeriod)}` : 'Deferred';
    case 'never':
      return 'Never claim';
  }
}

/**
 * The status badge: the credit claimed in the period viewed is 'Claimed' (a deferred bill of an
 * earlier month too); one claimed or reclaimed in another month says which; otherwise the bill's
 * status in its own month. `months`: the months of the period viewed (a quarter's three).
 */
export function statusBadge(
  row: Pick<ClaimRow, 'status' | 'claimedIn'>,
  months: readonly string[],
): { label: string; color: string } {
  const { status, claimedIn } = row;
  if (claimedIn && months.includes(claimedIn) && status !== 'not claimed') {
    return { label: 'Claimed', color: STATUS_COLORS.claimed };
  }
  if (claimedIn && (status === 'claimed' || status === 'reversed')) {
    const label = status === 'claimed' ? 'Claimed in' : 'Reversed, claimed in';
    return { label: `${label} ${monthLabel(claimedIn)}`, color: STATUS_COLORS[status] };
  }
  return { label: STATUS_LABELS[status], color: STATUS_COLORS[status] };
}

/**
 * The buttons a bill of this period offers, in their order: every choice but the one it has
 * (Defer stays, to change the month). None without the edit flag. In a filed period only a bill
 * held back there may still be deferred to an open later month (the server allows it, as the
 * filed figures do not change); nothing else.
 */
export function rowActions(
  row: Pick<ClaimRow, 'choice'> & { status?: ClaimRow['status'] },
  opts: { filed: boolean; canEdit: boolean },
): ClaimAction[] {
  if (!opts.canEdit) return [];
  if (opts.filed) return row.status === 'held' ? ['defer'] : [];
  const actions: ClaimAction[] = [];
  if (row.choice !== 'now') actions.push('now');
  actions.push('defer');
  if (row.choice !== 'never') actions.push('never');
  if (row.choice !== 'auto') actions.push('auto');
  return actions;
}

/** A deferred bill of an earlier month: 'Claim in this month' unless it is claimed here. */
export function deferredActions(
  row: Pick<ClaimRow, 'status' | 'claimedIn' | 'claimPeriod'>,
  months: readonly string[],
  opts: { filed: boolean; canEdit: boolean },
): ClaimAction[] {
  if (opts.filed || !opts.canEdit) return [];
  const claimedHere = row.status === 'claimed' && !!row.claimedIn && months.includes(row.claimedIn);
  const here = claimedHere || (!!row.claimPeriod && months.includes(row.claimPeriod));
  return here ? [] : ['here'];
}

/**
 * The s.16(4) limit: credit on a bill may be claimed up to the return for November after the
 * end of its financial year (April–March). A bill of August 2026 (FY 2026-27): November 2027.
 */
export function lastClaimPeriod(billPeriod: string): string {
  const month = Number(billPeriod.slice(0, 2));
  const year = Number(billPeriod.slice(2));
  const fyEnd = month >= 4 ? year + 1 : year;
  return `11${fyEnd}`;
}

/**
 * The months "Claim in" offers for bills of `billPeriods` viewed in `period`: later than
 * `period` up to the earliest s.16(4) limit among the bills; a quarterly shop's quarters by
 * their last month. The server still refuses a filed one.
 */
export function claimMonths(
  billPeriods: readonly string[],
  period: string,
  frequency: ReturnFrequency | undefined = 'monthly',
): string[] {
  if (billPeriods.length === 0) return [];
  const limit = Math.min(...billPeriods.map((p) => indexOf(lastClaimPeriod(p))));
  const out: string[] = [];
  for (let i = indexOf(period) + 1; i <= limit; i++) {
    if (frequency === 'quarterly' && i % 3 !== 2) continue;
    out.push(periodAt(i));
  }
  return out;
}

/** The tax of a row or a totals line: IGST + CGST + SGST + cess. */
export const rowTax = (h: Heads) => taxTotal(h);

export type TotalsLine = { head: string; claimed: string; heldBack: string };

/** The totals as the table shows them: one line per head, then the sum, in rupees. */
export function totalsLines(totals: { claimed: Heads; heldBack: Heads }): TotalsLine[] {
  const heads: [keyof Heads, string][] = [
    ['igst', 'IGST'],
    ['cgst', 'CGST'],
    ['sgst', 'SGST'],
    ['cess', 'Cess'],
  ];
  return [
    ...heads.map(([key, head]) => ({
      head,
      claimed: formatINR(totals.claimed[key]),
      heldBack: formatINR(totals.heldBack[key]),
    })),
    {
      head: 'Total',
      claimed: formatINR(taxTotal(totals.claimed)),
      heldBack: formatINR(taxTotal(totals.heldBack)),
    },
  ];
}

const plural = (n: number) => `${n} ${n === 1 ? 'bill' : 'bills'}`;

/** The success notification: what was done to how many bills. */
export function doneMessage(
  action: ClaimAction,
  count: number,
  claimPeriod?: string | null,
): string {
  switch (action) {
    case 'now':
      return `${plural(count)} claimed now`;
    case 'defer':
      return claimPeriod
        ? `${plural(count)} deferred to ${monthLabel(claimPeriod)}`
        : `${plural(count)} deferred`;
    case 'never':
      return `${plural(count)} never to be claimed`;
    case 'auto':
      return `${plural(count)} back to automatic`;
    case 'here':
      return `${plural(count)} claimed in ${monthLabel(claimPeriod ?? '')}`;
  }
}

/** The refusal's title when the server says no. */
export const FAILED: Record<ClaimAction, string> = {
  now: 'Not claimed',
  defer: 'Not deferred',
  never: 'Not changed',
  auto: 'Not changed',
  here: 'Not claimed',
};

/** What setClaim is sent for an action: 'here' defers the bill to the month viewed. */
export function claimInput(
  action: ClaimAction,
  billIds: string[],
  period: string,
  claimPeriod?: string | null,
): { billIds: string[]; choice: ClaimChoice; claimPeriod?: string } {
  if (action === 'here') return { billIds, choice: 'defer', claimPeriod: period };
  if (action === 'defer' && claimPeriod) return { billIds, choice: 'defer', claimPeriod };
  return { billIds, choice: action };
}

/** The heading's label of a period: 'October 2026', or a quarter 'Jul–Sep 2026'. */
export function periodLabel(period: string, frequency: ReturnFrequency | undefined): string {
  if (frequency !== 'quarterly') return monthLabel(period);
  const end = indexOf(period);
  const short = (p: string) => monthLabel(p).slice(0, 3);
  return `${short(periodAt(end - 2))}–${short(period)} ${period.slice(2)}`;
}
