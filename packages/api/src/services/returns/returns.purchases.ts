import { and, asc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import {
  addDays,
  RULE37_DAYS,
  type ItcDocument,
  type ItcLine,
  type LaterClaim,
  type Rule37Bill,
} from '@gst/domain';
import type { Tx } from '@gst/db/client';
import {
  purchaseBillLines,
  purchaseBills,
  purchaseReturnLines,
  purchaseReturns,
  supplierPaymentAllocations,
  supplierPayments,
  suppliers,
} from '@gst/db/schema';
import {
  claimInfoOf,
  claimStatesOf,
  deferredBills,
  monthRange,
  monthsOf,
  returnFollowsBill,
  type ClaimState,
} from './returns.claims-state';

/**
 * The purchase books as GSTR-3B's inward half takes them (issue 32; @gst/domain's
 * gstr3b-itc.ts and gstr3b-rule37.ts): the period's active bills and active purchase returns of
 * active bills, by their own dates, each line with its value, tax (SGST + UTGST summed), rate,
 * taxability, credit mark and reverse charge (a return line carries its bill line's marks); and
 * the bills Rule 37 may touch: those whose day 181 falls in the period, and older ones paid in
 * it (a reclaim), with their returns and the payments applied to them.
 */
type Range = { from: string; to: string };

function lineColumns(t: typeof purchaseBillLines | typeof purchaseReturnLines) {
  return {
    taxableValue: t.taxableValue,
    igst: t.igst,
    cgst: t.cgst,
    sgst: sql<string>`(${t.sgst} + ${t.utgst})::text`,
  };
}
const marks = {
  rate: purchaseBillLines.gstPercentage,
  taxability: purchaseBillLines.taxability,
  eligibility: purchaseBillLines.itcEligibility,
  reverseCharge: purchaseBillLines.reverseCharge,
};

function byId<T extends { docId: string }>(rows: readonly T[]) {
  const map = new Map<string, ItcLine[]>();
  for (const { docId, ...line } of rows) {
    const list = map.get(docId) ?? [];
    list.push(line as unknown as ItcLine);
    map.set(docId, list);
  }
  return map;
}

/** Bills with their lines, where `where` picks the bills. */
export async function billsWhere(tx: Tx, where: ReturnType<typeof and>) {
  const [bills, lines] = await Promise.all([
    tx
      .select({
        id: purchaseBills.id,
        date: purchaseBills.billDate,
        interState: purchaseBills.isInterState,
        supplier: suppliers.registration,
        total: purchaseBills.totalAmount,
      })
      .from(purchaseBills)
      .innerJoin(suppliers, eq(suppliers.id, purchaseBills.supplierId))
      .where(and(eq(purchaseBills.status, 'active'), where))
      .orderBy(asc(purchaseBills.billDate), asc(purchaseBills.entryNumber)),
    tx
      .select({ docId: purchaseBillLines.billId, ...lineColumns(purchaseBillLines), ...marks })
      .from(purchaseBillLines)
      .innerJoin(purchaseBills, eq(purchaseBills.id, purchaseBillLines.billId))
      .where(and(eq(purchaseBills.status, 'active'), where))
      .orderBy(asc(purchaseBillLines.position)),
  ]);
  const linesOf = byId(lines);
  return bills.map((b) => ({ ...b, lines: linesOf.get(b.id) ?? [] }));
}

/** Active purchase returns of active bills, where `where` picks the returns. */
export async function returnsWhere(tx: Tx, where: ReturnType<typeof and>) {
  const active = and(
    eq(purchaseReturns.status, 'active'),
    eq(purchaseBills.status, 'active'),
    where,
  );
  const [rows, lines] = await Promise.all([
    tx
      .select({
        id: purchaseReturns.id,
        billId: purchaseReturns.billId,
        date: purchaseReturns.returnDate,
        interState: purchaseBills.isInterState,
        supplier: suppliers.registration,
        total: purchaseReturns.totalAmount,
      })
      .from(purchaseReturns)
      .innerJoin(purchaseBills, eq(purchaseBills.id, purchaseReturns.billId))
      .innerJoin(suppliers, eq(suppliers.id, purchaseBills.supplierId))
      .where(active)
      .orderBy(asc(purchaseReturns.returnDate), asc(purchaseReturns.returnNumber)),
    tx
      .select({
        docId: purchaseReturnLines.returnId,
        ...lineColumns(purchaseReturnLines),
        ...marks,
      })
      .from(purchaseReturnLines)
      .innerJoin(purchaseReturns, eq(purchaseReturns.id, purchaseReturnLines.returnId))
      .innerJoin(purchaseBills, eq(purchaseBills.id, purchaseReturns.billId))
      .innerJoin(purchaseBillLines, eq(purchaseBillLines.id, purchaseReturnLines.billLineId))
      .where(active)
      .orderBy(asc(purchaseReturnLines.position)),
  ]);
  const linesOf = byId(lines);
  return rows.map((r) => ({ ...r, lines: linesOf.get(r.id) ?? [] }));
}

const inRange = (column: Parameters<typeof gte>[0], { from, to }: Range) =>
  and(gte(column, from), lte(column, to));

/**
 * The bills Rule 37 may touch in the period, with their returns and payments: day 181 in it,
 * older ones paid in it, and (review item 12a) those whose credit is deferred to one of `months`.
 */
async function rule37Bills(
  tx: Tx,
  { from, to }: Range,
  months: readonly string[],
): Promise<Rule37Bill[]> {
  const reversalWindow = {
    from: addDays(from, -(RULE37_DAYS + 1)),
    to: addDays(to, -(RULE37_DAYS + 1)),
  };
  const paidInPeriod = tx
    .select({ billId: supplierPaymentAllocations.billId })
    .from(supplierPaymentAllocations)
    .where(inRange(supplierPaymentAllocations.allocatedOn, { from, to }));
  const bills = await billsWhere(
    tx,
    or(
      inRange(purchaseBills.billDate, reversalWindow),
      and(lt(purchaseBills.billDate, reversalWindow.from), inArray(purchaseBills.id, paidInPeriod)),
      months.length > 0 ? inArray(purchaseBills.itcClaimPeriod, [...months]) : undefined,
    ),
  );
  if (bills.length === 0) return [];
  const ids = bills.map((b) => b.id);
  const [returns, payments] = await Promise.all([
    returnsWhere(tx, inArray(purchaseReturns.billId, ids)),
    tx
      .select({
        billId: supplierPaymentAllocations.billId,
        date: supplierPaymentAllocations.allocatedOn,
        amount: supplierPaymentAllocations.amount,
      })
      .from(supplierPaymentAllocations)
      .innerJoin(supplierPayments, eq(supplierPayments.id, supplierPaymentAllocations.paymentId))
      .where(
        and(inArray(supplierPaymentAllocations.billId, ids), eq(supplierPayments.status, 'active')),
      ),
  ]);
  return bills.map((b) => ({
    ...b,
    purchaseReturns: returns.filter((r) => r.billId === b.id),
    payments: payments.filter((p) => p.billId === b.id),
  }));
}

/**
 * The period's bills and returns (dates outside `skip` only), its Rule 37 bills, and the credit
 * deferred to it (issue 32, returns.claims-state.ts): a bill whose credit its own period does not
 * claim carries its treatment ('held' or 'reversed'), and so do its purchase returns that follow
 * it. Rule 37 reverses only credit availed: a bill's own period's claim, or (review item 12a) a
 * deferred bill's from the period it is claimed in (`availedFrom`; gstr3b-rule37.ts: claimed in
 * or after the period of day 181 while unpaid, that period claims it and reverses the unpaid
 * share in the same return). A bill not claimed (yet) has nothing reversed.
 */
export async function periodPurchases(
  tx: Tx,
  range: Range,
  skip: readonly Range[] = [],
): Promise<{ documents: ItcDocument[]; rule37Bills: Rule37Bill[]; claimedLater: LaterClaim[] }> {
  const kept = (d: { date: string }) => !skip.some((m) => d.date >= m.from && d.date <= m.to);
  const months = monthsOf(range).filter((m) => kept({ date: monthRange(m).from }));
  const [bills, returns, r37, deferred] = await Promise.all([
    billsWhere(tx, inRange(purchaseBills.billDate, range)),
    returnsWhere(tx, inRange(purchaseReturns.returnDate, range)),
    rule37Bills(tx, range, months),
    deferredBills(tx, months),
  ]);
  const infos = await claimInfoOf(tx, [
    ...bills.map((b) => b.id),
    ...returns.map((r) => r.billId),
    ...r37.map((b) => b.id),
  ]);
  const states = await claimStatesOf({ tx }, [...infos, ...deferred]);
  const treated = <T extends ItcDocument>(doc: T, state: ClaimState | undefined): T =>
    state && state.own !== 'claimed'
      ? { ...doc, claim: { mode: state.own, scope: state.scope } }
      : doc;
  const documents: ItcDocument[] = [
    ...bills.filter(kept).map(({ total: _, ...b }) => treated(b, states.get(b.id))),
    ...returns.filter(kept).map(({ total: _, ...r }) => {
      const state = states.get(r.billId);
      return state && returnFollowsBill(state, r.date)
        ? { ...r, claim: { mode: 'held' as const, scope: state.scope } }
        : r;
    }),
  ];
  const claimedR37 = r37.flatMap((b): Rule37Bill[] => {
    const state = states.get(b.id);
    if (!state || state.own === 'claimed') return [b];
    return state.claimedIn ? [{ ...b, availedFrom: monthRange(state.claimedIn).from }] : [];
  });
  return {
    documents,
    rule37Bills: claimedR37,
    claimedLater: await claimedLater(tx, deferred, states),
  };
}

/** The bills deferred to the period with their returns up to the end of the month claimed in. */
async function claimedLater(
  tx: Tx,
  deferred: readonly { id: string }[],
  states: Map<string, ClaimState>,
): Promise<LaterClaim[]> {
  if (deferred.length === 0) return [];
  const ids = deferred.map((b) => b.id);
  const [bills, returns] = await Promise.all([
    billsWhere(tx, inArray(purchaseBills.id, ids)),
    returnsWhere(tx, inArray(purchaseReturns.billId, ids)),
  ]);
  const later: LaterClaim[] = [];
  for (const { total: _, ...bill } of bills) {
    const state = states.get(bill.id);
    if (!state?.claimedIn) continue;
    const reclaim = state.own === 'reversed';
    const end = monthRange(state.claimedIn).to;
    later.push({ ...bill, reclaim });
    for (const { total: __, ...r } of returns)
      if (r.billId === bill.id && r.date <= end) later.push({ ...r, reclaim });
  }
  return later;
}
