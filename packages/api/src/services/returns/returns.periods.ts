import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { todayIN } from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { filedPeriods, settings } from '@gst/db/schema';
import { AppError } from '../../errors';
import { writeAudit } from '../../infra/audit';
import { actingUser, type ServiceCtx } from '../context';
import type { TReturnPeriodInput } from './returns.schema';

/**
 * Return periods and filed-period locks (issue 17). A shop files monthly, or quarterly under
 * QRMP (the `returnFrequency` setting); a quarter is named by its last month, as on the portal.
 * Once a period is marked filed, no invoice, note or receipt dated in it may be created, changed
 * or cancelled: the figures filed must stay the figures in the books.
 */
export type ReturnFrequency = 'monthly' | 'quarterly';

export type ReturnPeriod = {
  period: string;
  frequency: ReturnFrequency;
  from: string;
  to: string;
  label: string;
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The dates and label of a period ('MMYYYY') for a shop filing monthly or quarterly. */
export function resolvePeriod(period: string, frequency: ReturnFrequency): ReturnPeriod {
  const month = Number(period.slice(0, 2));
  const year = Number(period.slice(2));
  if (frequency === 'monthly') {
    return {
      period,
      frequency,
      from: iso(year, month, 1),
      to: iso(year, month, lastDay(year, month)),
      label: `${MONTHS[month - 1]} ${year}`,
    };
  }
  if (month % 3 !== 0) {
    throw new AppError(
      'BAD_REQUEST',
      `The shop files quarterly (QRMP): name a quarter by its last month, e.g. 06${year} for April–June ${year} (got ${period})`,
    );
  }
  const first = month - 2;
  return {
    period,
    frequency,
    from: iso(year, first, 1),
    to: iso(year, month, lastDay(year, month)),
    label: `${MONTHS[first - 1]}–${MONTHS[month - 1]} ${year}`,
  };
}

export async function readReturnFrequency(tx: Tx): Promise<ReturnFrequency> {
  const [row] = await tx.select().from(settings).where(eq(settings.key, 'returnFrequency'));
  return row?.value === 'quarterly' ? 'quarterly' : 'monthly';
}

/** How the shop files (the Returns page picks months or quarters by it). */
export async function returnFrequencyOf({ tx }: Pick<ServiceCtx, 'tx'>) {
  return { frequency: await readReturnFrequency(tx) };
}

/** The period of the shop's filing frequency, from its 'MMYYYY'. */
export async function shopPeriod(tx: Tx, period: string): Promise<ReturnPeriod> {
  return resolvePeriod(period, await readReturnFrequency(tx));
}

const KIND_PHRASE = {
  invoice: 'An invoice',
  'credit-note': 'A credit note',
  'debit-note': 'A debit note',
  receipt: 'A receipt',
} as const;

/**
 * Refuses a write when any of `dates` ('YYYY-MM-DD') falls in a filed period: a 400 naming the
 * period, so nothing in the transaction is written.
 */
export async function assertPeriodsOpen(
  tx: Tx,
  kind: keyof typeof KIND_PHRASE,
  dates: readonly (string | null | undefined)[],
) {
  const known = dates.filter((d): d is string => !!d).sort();
  const first = known[0];
  const last = known.at(-1);
  if (!first || !last) return;
  const rows = await tx
    .select()
    .from(filedPeriods)
    .where(and(lte(filedPeriods.fromDate, last), gte(filedPeriods.toDate, first)));
  for (const date of known) {
    const filed = rows.find((r) => r.fromDate <= date && r.toDate >= date);
    if (filed) {
      const { label } = resolvePeriodOfRow(filed);
      throw new AppError(
        'BAD_REQUEST',
        `${KIND_PHRASE[kind]} dated ${date} falls in the return period ${label} (${filed.period}), which is marked as filed: it cannot be created, changed or cancelled. A superadmin can unlock the period on the Returns page.`,
      );
    }
  }
}

function resolvePeriodOfRow(row: typeof filedPeriods.$inferSelect): ReturnPeriod {
  const quarterly = row.fromDate.slice(5, 7) !== row.toDate.slice(5, 7);
  return resolvePeriod(row.period, quarterly ? 'quarterly' : 'monthly');
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
