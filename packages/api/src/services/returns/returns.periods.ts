import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { todayIN } from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { filedPeriods } from '@gst/db/schema';
import { AppError } from '../../errors';
import { writeAudit } from '../../infra/audit';
import { actingUser, type ServiceCtx } from '../context';
import { readSettings } from '../settings/settings.service';
import {
  holdPeriodsExclusive,
  resolvePeriod,
  resolvePeriodOfRow,
  type ReturnFrequency,
  type ReturnPeriod,
} from '../shared/return-periods';
import type { TReturnPeriodInput } from './returns.schema';

/**
 * Marking return periods filed and unlocking them (issue 17), and the shop's filing frequency.
 * The lock itself, which the invoice, note and receipt verbs check, is in
 * shared/return-periods.ts.
 */

export async function readReturnFrequency(tx: Tx): Promise<ReturnFrequency> {
  const { returnFrequency } = await readSettings({ tx }, ['returnFrequency']);
  return returnFrequency === 'quarterly' ? 'quarterly' : 'monthly';
}

/** How the shop files (the Returns page picks months or quarters by it). */
export async function returnFrequencyOf({ tx }: Pick<ServiceCtx, 'tx'>) {
  return { frequency: await readReturnFrequency(tx) };
}

/** The period of the shop's filing frequency, from its 'MMYYYY'. */
export async function shopPeriod(tx: Tx, period: string): Promise<ReturnPeriod> {
  return resolvePeriod(period, await readReturnFrequency(tx));
}

export type FiledPeriod = {
  period: string;
  label: string;
  from: string;
  to: string;
  filedAt: string;
  filedBy: string | null;
};

function filedOf(row: typeof filedPeriods.$inferSelect): FiledPeriod {
  return {
    period: row.period,
    label: resolvePeriodOfRow(row).label,
    from: row.fromDate,
    to: row.toDate,
    filedAt: row.filedAt.toISOString(),
    filedBy: row.filedBy,
  };
}

export async function listFiledPeriods({ tx }: Pick<ServiceCtx, 'tx'>): Promise<FiledPeriod[]> {
  const rows = await tx.select().from(filedPeriods).orderBy(asc(filedPeriods.fromDate));
  return rows.map(filedOf);
}

/** The filed record of a period, or null. */
export async function filedPeriod(tx: Tx, period: string): Promise<FiledPeriod | null> {
  const [row] = await tx.select().from(filedPeriods).where(eq(filedPeriods.period, period));
  return row ? filedOf(row) : null;
}

/**
 * Marks a period as filed (the `approve` flag of the Returns page). Only a period that has ended
 * can be filed, and a period overlapping one already filed (a month inside a filed quarter) is
 * refused with the period named.
 */
export async function lockPeriod(ctx: ServiceCtx, { period }: TReturnPeriodInput) {
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
  const [clash] = overlapping;
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
  await writeAudit(tx, actor, 'returns.lock', 'return-period', period, {
    from: range.from,
    to: range.to,
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
  const [row] = await tx.delete(filedPeriods).where(eq(filedPeriods.period, period)).returning();
  if (!row) throw new AppError('NOT_FOUND', `Return period ${period} is not marked as filed`);
  await writeAudit(tx, actor, 'returns.unlock', 'return-period', period, {
    from: row.fromDate,
    to: row.toDate,
    filedAt: row.filedAt.toISOString(),
  });
  return { period, unlocked: true as const };
}
