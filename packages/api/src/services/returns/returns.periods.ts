import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { todayIN } from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { filedPeriods, filedReturns } from '@gst/db/schema';
import { AppError } from '../../errors';
import { writeAudit } from '../../infra/audit';
import { actingUser, type ServiceCtx } from '../context';
import {
  holdPeriodsExclusive,
  resolvePeriodOfRow,
  type ReturnPeriod,
} from '../shared/return-periods';
import { copyMetaOf, FILED_COPY_META, takeFiledCopy, type FiledCopyMeta } from './returns.copies';
import { shopPeriod } from './returns.frequency';
import type { TLockInput, TReturnPeriodInput } from './returns.schema';

/**
 * Marking return periods filed and unlocking them (issue 17). The lock itself, which the invoice,
 * note and receipt verbs check, is in shared/return-periods.ts; the filed copy of the returns
 * that marking a period filed stores (issue 28 item 7) is in returns.copies.ts.
 */

export type FiledPeriod = {
  period: string;
  label: string;
  from: string;
  to: string;
  filedAt: string;
  filedBy: string | null;
  /** The filed copy's hashes and settings; null for a period filed before copies were kept. */
  copy: FiledCopyMeta | null;
};

/** filed_periods with its copy's meta (never the JSON texts). */
function selectFiled(tx: Tx) {
  return tx
    .select({ period: filedPeriods, copy: FILED_COPY_META })
    .from(filedPeriods)
    .leftJoin(filedReturns, eq(filedReturns.period, filedPeriods.period));
}

function filedOf({
  period: row,
  copy,
}: Awaited<ReturnType<typeof selectFiled>>[number]): FiledPeriod {
  return {
    period: row.period,
    label: resolvePeriodOfRow(row).label,
    from: row.fromDate,
    to: row.toDate,
    filedAt: row.filedAt.toISOString(),
    filedBy: row.filedBy,
    copy: copy ? copyMetaOf(copy) : null,
  };
}

export async function listFiledPeriods({ tx }: Pick<ServiceCtx, 'tx'>): Promise<FiledPeriod[]> {
  const rows = await selectFiled(tx).orderBy(asc(filedPeriods.fromDate), asc(filedPeriods.toDate));
  return rows.map(filedOf);
}

/** The filed record of a period, or null. */
export async function filedPeriod(tx: Tx, period: string): Promise<FiledPeriod | null> {
  const [row] = await selectFiled(tx).where(eq(filedPeriods.period, period));
  return row ? filedOf(row) : null;
}

/**
 * The filed periods a new period of `range` overlaps and may not: any but the months a quarter
 * leaves out because they were filed on their own (returns.compute.ts).
 */
function clashOf(range: ReturnPeriod, overlapping: (typeof filedPeriods.$inferSelect)[]) {
  return overlapping.find(
    (row) =>
      row.period === range.period ||
      range.frequency !== 'quarterly' ||
      resolvePeriodOfRow(row).frequency !== 'monthly' ||
      row.fromDate < range.from ||
      row.toDate > range.to,
  );
}

/**
 * Marks a period as filed (the `approve` flag of the Returns page). Only a period that has ended
 * can be filed, and a period overlapping one already filed (a month inside a filed quarter) is
 * refused with the period named; a quarter may be filed when months of it were filed on their
 * own (its return leaves them out). The returns are stored as filed in the same transaction
 * (returns.copies.ts), and their hashes go into the audit row. Since issue 32 the input may
 * carry the 4(B) reversals the shop worked out and the day it pays, as GSTR-3B takes them: the
 * filed 3B includes the reversals, its Table 6.1 is stored as computed now, and the audit row
 * names what was entered and the cash to pay.
 */
export async function lockPeriod(ctx: ServiceCtx, input: TLockInput) {
  const { period, reversals, paymentDate, turnoverBand } = input;
  const { tx, actor } = ctx;
  const range = await shopPeriod(tx, period);
  await holdPeriodsExclusive(tx, range);
  if (range.to >= todayIN()) {
    throw new AppError(
      'BAD_REQUEST',
      `${range.label} has not ended yet: a return period can be marked as filed from the day after it ends`,
    );
  }
  const overlapping = await tx
    .select()
    .from(filedPeriods)
    .where(and(lte(filedPeriods.fromDate, range.to), gte(filedPeriods.toDate, range.from)));
  const clash = clashOf(range, overlapping);
  if (clash) {
    throw new AppError(
      'CONFLICT',
      clash.period === period
        ? `${range.label} is already marked as filed`
        : `${range.label} overlaps ${resolvePeriodOfRow(clash).label} (${clash.period}), which is already marked as filed`,
    );
  }
  const user = ctx.user;
  const filedBy = user ? `${user.name} <${user.email}>` : actor.type;
  await tx.insert(filedPeriods).values({ period, fromDate: range.from, toDate: range.to, filedBy });
  // After the row: a quarter's copy leaves out the months filed on their own, never itself.
  const { meta, payment } = await takeFiledCopy(ctx, period, {
    ...(reversals ? { reversals } : {}),
    ...(paymentDate ? { paymentDate } : {}),
    ...(turnoverBand ? { turnoverBand } : {}),
  });
  await writeAudit(tx, actor, 'returns.lock', 'return-period', period, {
    from: range.from,
    to: range.to,
    ...meta,
    payment: {
      dueDate: payment.dueDate,
      cash: payment.setOff.cash,
      interest: payment.interest?.total ?? null,
      lateFee: payment.lateFee?.total ?? null,
      band: payment.band,
      challanTotal: payment.challan.total.total,
    },
  });
  const filed = await filedPeriod(tx, period);
  if (!filed) throw new AppError('INTERNAL', 'The period was not locked');
  return filed;
}

/** Unlocks a filed period: a superadmin only (an API key never acts as one). */
export async function unlockPeriod(ctx: ServiceCtx, { period }: TReturnPeriodInput) {
  const { tx, actor } = ctx;
  if (actingUser(ctx).role !== 'superadmin') {
    throw new AppError('FORBIDDEN', 'Only a superadmin can unlock a filed return period');
  }
  const filed = await filedPeriod(tx, period);
  // The filed copy goes with the row (filed_returns cascades); its hashes stay in the audit.
  const [row] = await tx.delete(filedPeriods).where(eq(filedPeriods.period, period)).returning();
  if (!row) throw new AppError('NOT_FOUND', `Return period ${period} is not marked as filed`);
  await writeAudit(tx, actor, 'returns.unlock', 'return-period', period, {
    from: row.fromDate,
    to: row.toDate,
    filedAt: row.filedAt.toISOString(),
    ...(filed?.copy
      ? { gstr1Sha256: filed.copy.gstr1Sha256, gstr3bSha256: filed.copy.gstr3bSha256 }
      : {}),
  });
  return { period, unlocked: true as const };
}
