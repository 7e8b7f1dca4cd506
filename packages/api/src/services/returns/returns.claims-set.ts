import { and, asc, eq, inArray } from 'drizzle-orm';
import { filedPeriods, purchaseBillLines, purchaseBills } from '@gst/db/schema';
import { AppError } from '../../errors';
import { writeAudits, type AuditEntry } from '../../infra/audit';
import type { ServiceCtx } from '../context';
import { holdPeriodsShared, resolvePeriodOfRow } from '../shared/return-periods';
import {
  claimInfoOf,
  claimLimitOf,
  claimStateOf,
  claimStatesOf,
  monthLabel,
  monthOf,
  monthRange,
  periodOrder,
} from './returns.claims-state';
import type { ItcClaimChoice, TItcSetClaimInput } from './returns.claims-schema';
import { claimRowsOf, type ClaimRow } from './returns.claims';

/**
 * The shop's ITC choice for purchase bills (issue 32), all or none in the request's transaction.
 * The bills are locked (`for update`, in id order) and the months they touch held shared, as every
 * dated write holds them (shared/return-periods.ts), before `filed_periods` is read, so a period
 * being marked filed meanwhile either sees the change or refuses it. Refused:
 * - a bill not found (404) or cancelled;
 * - a change when the bill's own month, or the period its credit is deferred to now or is
 *   being moved from, is filed: the filed GSTR-3B reported the credit where it was. One change
 *   leaves a filed month as filed and is allowed: a bill held back there before and after (an
 *   'auto' bill GSTR-2B did not show, deferred once the supplier reports it, s.16(2)(aa));
 * - 'now' when the bill's month has an active GSTR-2B that does not show it (s.16(2)(aa));
 * - 'defer' to a period not later than the bill's month, or after the s.16(4) limit (the return
 *   for November following the end of the bill's financial year).
 * A bill whose choice is already the one asked is left as it is (not counted, not audited); every
 * change writes an audit row `purchase-bill.itc-claim` with the choice before and after.
 */
export async function setItcClaims(
  ctx: ServiceCtx,
  input: TItcSetClaimInput,
): Promise<{ updated: number; bills: ClaimRow[] }> {
  const { tx } = ctx;
  const claimPeriod = input.choice === 'defer' ? (input.claimPeriod ?? null) : null;
  const rows = await tx
    .select({
      id: purchaseBills.id,
      entryNumber: purchaseBills.entryNumber,
      supplierInvoiceNumber: purchaseBills.supplierInvoiceNumber,
      status: purchaseBills.status,
      billDate: purchaseBills.billDate,
      itcClaim: purchaseBills.itcClaim,
      itcClaimPeriod: purchaseBills.itcClaimPeriod,
    })
    .from(purchaseBills)
    .where(inArray(purchaseBills.id, input.billIds))
    .orderBy(asc(purchaseBills.id))
    .for('update');
  if (rows.length !== input.billIds.length)
    throw new AppError('NOT_FOUND', 'Purchase bill not found');
  const named = (r: (typeof rows)[number]) => `Bill ${r.entryNumber} (${r.supplierInvoiceNumber})`;
  for (const r of rows)
    if (r.status !== 'active')
      throw new AppError('BAD_REQUEST', `${named(r)} is cancelled; it has no credit to claim`);
  const changing = rows.filter(
    (r) => r.itcClaim !== input.choice || r.itcClaimPeriod !== claimPeriod,
  );
  if (changing.length === 0) return { updated: 0, bills: await claimRowsOf(ctx, input.billIds) };

  const newFrom = claimPeriod ? monthRange(claimPeriod).from : null;
  await holdPeriodsShared(tx, [
    ...changing.flatMap((r) => [
      r.billDate,
      ...(r.itcClaimPeriod ? [monthRange(r.itcClaimPeriod).from] : []),
    ]),
    ...(newFrom ? [newFrom] : []),
  ]);
  const filed = (await tx.select().from(filedPeriods)).map(resolvePeriodOfRow);
  const filedAt = (date: string) => filed.find((p) => p.from <= date && p.to >= date);
  const refuse = (p: { period: string; label: string }, message: string) =>
    new AppError('BAD_REQUEST', `${p.label} is filed; ${message}`, {
      details: { reason: 'PERIOD_FILED', period: p.period, periodLabel: p.label },
    });
  const keepsFiled = await leavesFiledMonthAlone(
    ctx,
    changing.filter((r) => filedAt(r.billDate)).map((r) => r.id),
    input.choice,
    claimPeriod,
  );
  for (const r of changing) {
    const own = filedAt(r.billDate);
    if (own && !keepsFiled.has(r.id))
      throw refuse(own, `the ITC claim of ${named(r)}, dated in it, cannot change`);
    const from = r.itcClaimPeriod ? filedAt(monthRange(r.itcClaimPeriod).from) : undefined;
    if (from)
      throw refuse(from, `it claimed the credit of ${named(r)}, which cannot move from it now`);
    if (!claimPeriod || !newFrom) continue;
    const ownMonth = monthOf(r.billDate);
    if (periodOrder(claimPeriod) <= periodOrder(ownMonth))
      throw new AppError(
        'BAD_REQUEST',
        `${named(r)} is dated in ${monthLabel(ownMonth)}: defer its credit to a later period than that`,
      );
    const limit = claimLimitOf(r.billDate);
    if (periodOrder(claimPeriod) > periodOrder(limit))
      throw new AppError(
        'BAD_REQUEST',
        `${named(r)}: CGST Act s.16(4) allows its credit up to the return for ${monthLabel(limit)}; choose ${limit} or earlier`,
        { details: { reason: 'ITC_TIME_LIMIT', limit } },
      );
    const to = filedAt(newFrom);
    if (to) throw refuse(to, `defer the credit of ${named(r)} to an open period instead`);
  }
  if (input.choice === 'now') {
    const states = await claimStatesOf(
      ctx,
      await claimInfoOf(
        tx,
        changing.map((r) => r.id),
      ),
    );
    for (const r of changing) {
      const state = states.get(r.id);
      if (state?.outcome !== 'Missing in 2B') continue;
      throw new AppError(
        'BAD_REQUEST',
        `${named(r)} is not in GSTR-2B of ${monthLabel(state.period)}: CGST Act s.16(2)(aa) allows no credit until the supplier reports it. Defer it to a later period instead`,
        { details: { reason: 'NOT_IN_GSTR2B', period: state.period } },
      );
    }
  }

  await tx
    .update(purchaseBills)
    .set({ itcClaim: input.choice, itcClaimPeriod: claimPeriod, updatedAt: new Date() })
    .where(
      inArray(
        purchaseBills.id,
        changing.map((r) => r.id),
      ),
    );
  const audits: AuditEntry[] = changing.map((r) => ({
    action: 'purchase-bill.itc-claim',
    entity: 'purchase-bill',
    entityId: r.id,
    details: {
      entryNumber: r.entryNumber,
      supplierInvoiceNumber: r.supplierInvoiceNumber,
      before: { choice: r.itcClaim, claimPeriod: r.itcClaimPeriod },
      after: { choice: input.choice, claimPeriod },
    },
  }));
  await writeAudits(tx, ctx.actor, audits);
  return { updated: changing.length, bills: await claimRowsOf(ctx, input.billIds) };
}

/**
 * The bills dated in a filed month whose change leaves that month's figures as filed: held back
 * there before and after (an 'auto' bill GSTR-2B did not show, deferred to a later month once the
 * supplier reports it). A bill with reverse-charge lines must keep the same scope ('auto' holds
 * only the forward-charge credit, the shop's own choice all of it).
 */
async function leavesFiledMonthAlone(
  ctx: ServiceCtx,
  ids: readonly string[],
  choice: ItcClaimChoice,
  claimPeriod: string | null,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const states = await claimStatesOf(ctx, await claimInfoOf(ctx.tx, ids));
  const withRcm = await ctx.tx
    .selectDistinct({ billId: purchaseBillLines.billId })
    .from(purchaseBillLines)
    .where(
      and(inArray(purchaseBillLines.billId, [...ids]), eq(purchaseBillLines.reverseCharge, true)),
    );
  const rcm = new Set(withRcm.map((r) => r.billId));
  const kept = new Set<string>();
  for (const [id, now] of states) {
    const finding = now.outcome
      ? {
          outcome: now.outcome,
          ...(now.unavailable !== undefined ? { unavailable: now.unavailable } : {}),
        }
      : null;
    const next = claimStateOf({ ...now, choice, claimPeriod }, finding);
    const sameScope = now.scope === next.scope || !rcm.has(id);
    if (now.own === 'held' && next.own === 'held' && sameScope) kept.add(id);
  }
  return kept;
}
