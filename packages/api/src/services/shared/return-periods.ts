import { and, gte, lte } from 'drizzle-orm';
import type { Tx } from '@gst/db/client';
import { filedPeriods } from '@gst/db/schema';
import { AppError } from '../../errors';

/**
 * Return periods and the filed-period lock (issue 17), shared by every verb that writes a dated
 * document (invoices, notes, receipts): once a period is marked filed (returns/returns.periods.ts),
 * no invoice, note or receipt dated in it may be created, changed or cancelled: the figures filed
 * must stay the figures in the books. A shop files monthly, or quarterly under QRMP (the
 * `returnFrequency` setting); a quarter is named by its last month, as on the portal.
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

/** A filed period's dates and label, its frequency read from its own dates. */
export function resolvePeriodOfRow(row: typeof filedPeriods.$inferSelect): ReturnPeriod {
  const quarterly = row.fromDate.slice(5, 7) !== row.toDate.slice(5, 7);
  return resolvePeriod(row.period, quarterly ? 'quarterly' : 'monthly');
}
