import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { fromPaise, inwardClass, toPaise, type ItcDocument } from '@gst/domain';
import { gstr2bImports, purchaseBills, purchaseReturns, suppliers } from '@gst/db/schema';
import type { ServiceCtx } from '../context';
import {
  claimInfoOf,
  claimStatesOf,
  deferredBills,
  monthsOf,
  type ClaimOutcome,
  type ClaimState,
  type ClaimStatus,
} from './returns.claims-state';
import type { ItcClaimChoice, TItcClaimsInput } from './returns.claims-schema';
import { shopPeriod } from './returns.frequency';
import { filedPeriod } from './returns.periods';
import { billsWhere, returnsWhere } from './returns.purchases';

/**
 * A period's ITC claims (issue 32): its bills with credit and the earlier bills deferred to it
 * or not yet given a period, each with reconciliation's outcome, the shop's choice, where the
 * credit goes and why (returns.claims-state.ts). The credit of a row is its bill's credit lines
 * (taxed, neither blocked under s.17(5) nor ineligible) net of its active purchase returns, summed
 * in paise.
 */
export type Heads = { igst: string; cgst: string; sgst: string; cess: string };

export type ClaimRow = {
  billId: string;
  entryNumber: string;
  supplierInvoiceNumber: string;
  supplierName: string;
  supplierGstin: string;
  billDate: string;
  /** The bill's own month, 'MMYYYY'. */
  period: string;
  taxableValue: string;
  igst: string;
  cgst: string;
  sgst: string;
  cess: string;
  outcome: ClaimOutcome | null;
  choice: ItcClaimChoice;
  claimPeriod: string | null;
  status: ClaimStatus;
  claimedIn: string | null;
  reason: string;
};

export type ItcClaimsOfPeriod = {
  period: string;
  filed: boolean;
  /** The period (a month of it, for a quarter) has an active GSTR-2B import. */
  twoB: boolean;
  bills: ClaimRow[];
  deferred: ClaimRow[];
  /**
   * claimed: the credit of these rows claimed in this period; heldBack: the credit of this
   * period's bills it does not claim (held, deferred, never claimed).
   */
  totals: { claimed: Heads; heldBack: Heads };
};

type Tax = { i: bigint; c: bigint; s: bigint };
const zero = (): Tax => ({ i: 0n, c: 0n, s: 0n });
const heads = (t: Tax): Heads => ({
  igst: fromPaise(t.i),
  cgst: fromPaise(t.c),
  sgst: fromPaise(t.s),
  cess: '0.00',
});

/** A document's credit × sign: all of it, and its forward-charge part (what GSTR-2B decides). */
function addCredit(doc: ItcDocument, sign: bigint, all: Tax, forward: Tax) {
  for (const line of doc.lines) {
    const credit =
      inwardClass(doc, line) === 'taxed' &&
      line.eligibility !== 'blocked' &&
      line.eligibility !== 'ineligible';
    if (!credit) continue;
    const t = { i: toPaise(line.igst), c: toPaise(line.cgst), s: toPaise(line.sgst) };
    const fwd = !line.reverseCharge && doc.supplier === 'regular';
    for (const h of ['i', 'c', 's'] as const) {
      all[h] += sign * t[h];
      if (fwd) forward[h] += sign * t[h];
    }
  }
}

type Credit = { row: ClaimRow; gross: Tax; net: Tax; forward: Tax; state: ClaimState };

/** The claim rows of these bills (active ones), in bill date and entry order. */
async function creditsOf(ctx: Pick<ServiceCtx, 'tx'>, ids: readonly string[]): Promise<Credit[]> {
  if (ids.length === 0) return [];
  const { tx } = ctx;
  const [bills, returns, described, infos] = await Promise.all([
    billsWhere(tx, inArray(purchaseBills.id, [...ids])),
    returnsWhere(tx, inArray(purchaseReturns.billId, [...ids])),
    tx
      .select({
        id: purchaseBills.id,
        entryNumber: purchaseBills.entryNumber,
        supplierInvoiceNumber: purchaseBills.supplierInvoiceNumber,
        supplierName: suppliers.name,
        supplierGstin: suppliers.gstin,
      })
      .from(purchaseBills)
      .innerJoin(suppliers, eq(suppliers.id, purchaseBills.supplierId))
      .where(inArray(purchaseBills.id, [...ids])),
    claimInfoOf(tx, ids),
  ]);
  const states = await claimStatesOf(ctx, infos);
  const about = new Map(described.map((d) => [d.id, d]));
  return bills.flatMap((bill) => {
    const state = states.get(bill.id);
    const d = about.get(bill.id);
    if (!state || !d) return [];
    const gross = zero();
    const net = zero();
    const forward = zero();
    addCredit(bill, 1n, gross, zero());
    addCredit(bill, 1n, net, forward);
    let taxable = 0n;
    for (const l of bill.lines) taxable += toPaise(l.taxableValue);
    for (const r of returns) {
      if (r.billId !== bill.id) continue;
      addCredit(r, -1n, net, forward);
      for (const l of r.lines) taxable -= toPaise(l.taxableValue);
    }
    const row: ClaimRow = {
      billId: bill.id,
      ...d,
      billDate: bill.date,
      period: state.period,
      taxableValue: fromPaise(taxable),
      ...heads(net),
      outcome: state.outcome,
      choice: state.choice,
      claimPeriod: state.claimPeriod,
      status: state.status,
      claimedIn: state.claimedIn,
      reason: state.reason,
    };
    return [{ row, gross, net, forward, state }];
  });
}

/** The claim rows of these bills, as the set verb answers. */
export async function claimRowsOf(ctx: Pick<ServiceCtx, 'tx'>, ids: readonly string[]) {
  return (await creditsOf(ctx, ids)).map((c) => c.row);
}

/** The ITC claims of a period ('MMYYYY' of the shop's frequency). */
export async function itcClaims(
  ctx: Pick<ServiceCtx, 'tx'>,
  { period }: TItcClaimsInput,
): Promise<ItcClaimsOfPeriod> {
  const { tx } = ctx;
  const range = await shopPeriod(tx, period);
  const months = monthsOf(range);
  const [filed, imports, own, deferred] = await Promise.all([
    filedPeriod(tx, period),
    tx
      .select({ period: gstr2bImports.period })
      .from(gstr2bImports)
      .where(and(eq(gstr2bImports.status, 'active'), inArray(gstr2bImports.period, months))),
    tx
      .select({ id: purchaseBills.id })
      .from(purchaseBills)
      .where(
        and(
          eq(purchaseBills.status, 'active'),
          gte(purchaseBills.billDate, range.from),
          lte(purchaseBills.billDate, range.to),
        ),
      )
      .orderBy(asc(purchaseBills.billDate), asc(purchaseBills.entryNumber)),
    deferredBills(tx, months, range.from),
  ]);
  const earlier = deferred.filter((b) => b.date < range.from).map((b) => b.id);
  const credits = await creditsOf(ctx, [...own.map((b) => b.id), ...earlier]);
  const isOwn = new Set(own.map((b) => b.id));
  const claimed = zero();
  const heldBack = zero();
  const add = (to: Tax, t: Tax) => {
    for (const h of ['i', 'c', 's'] as const) to[h] += t[h];
  };
  const here = (p: string | null) => p !== null && months.includes(p);
  for (const c of credits) {
    const held = c.state.scope === 'forward' && c.state.own === 'held' ? c.forward : c.net;
    if (here(c.state.claimedIn)) add(claimed, c.net);
    else if (isOwn.has(c.row.billId)) {
      add(heldBack, held);
      // 'auto' held back by GSTR-2B: the reverse-charge part is claimed all the same.
      if (held === c.forward)
        add(claimed, { i: c.net.i - held.i, c: c.net.c - held.c, s: c.net.s - held.s });
    }
  }
  const hasCredit = (t: Tax) => t.i !== 0n || t.c !== 0n || t.s !== 0n;
  return {
    period,
    filed: filed !== null,
    twoB: imports.length > 0,
    bills: credits.filter((c) => isOwn.has(c.row.billId) && hasCredit(c.gross)).map((c) => c.row),
    deferred: credits.filter((c) => !isOwn.has(c.row.billId)).map((c) => c.row),
    totals: { claimed: heads(claimed), heldBack: heads(heldBack) },
  };
}
