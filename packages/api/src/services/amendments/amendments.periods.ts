import { and, gte, lte, or } from 'drizzle-orm';
import { todayIN } from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { filedPeriods } from '@gst/db/schema';
import { AppError } from '../../errors';
import { holdPeriodsShared, resolvePeriodOfRow } from '../shared/return-periods';

/**
 * The period rule of an amendment (issue 30), checked after the document row is locked and
 * before anything is written:
 * - the document keeps its date (its number and date are what the filed return reported);
 * - its period must be filed: an open period's document is edited, not amended;
 * - the amendment is reported in the return of today's month (India), so that month must be
 *   open. Both months are held shared (return-periods.ts: months after rows, ascending), so a
 *   lock of today's month waits for this amendment to commit, or this one waits for the lock
 *   and is refused; the original period cannot be marked filed or unlocked halfway either.
 * Returns the filed period the original was reported in and the amendment's date.
 */
export async function checkAmendmentPeriods(
  tx: Tx,
  doc: { label: string; date: string },
  newDate: string,
  today: string = todayIN(),
): Promise<{ originalPeriod: string; amendmentDate: string }> {
  if (newDate !== doc.date) {
    throw new AppError(
      'BAD_REQUEST',
      `An amendment keeps the date of ${doc.label} (${doc.date}), as the filed return reported it`,
    );
  }
  await holdPeriodsShared(tx, [doc.date, today]);
  const containing = (date: string) =>
    and(lte(filedPeriods.fromDate, date), gte(filedPeriods.toDate, date));
  const rows = await tx
    .select()
    .from(filedPeriods)
    .where(or(containing(doc.date), containing(today)));
  const holds = (date: string) => rows.find((r) => r.fromDate <= date && r.toDate >= date);
  const original = holds(doc.date);
  if (!original) {
    throw new AppError(
      'BAD_REQUEST',
      `${doc.label} is in a period that is not filed: edit it instead of amending it`,
      { details: { reason: 'PERIOD_NOT_FILED', date: doc.date } },
    );
  }
  const current = holds(today);
  if (current) {
    const filed = resolvePeriodOfRow(current);
    throw new AppError(
      'BAD_REQUEST',
      `${filed.label} is filed: an amendment made today is reported in its return, so it cannot be made until the period is unlocked`,
      { details: { reason: 'PERIOD_FILED', period: filed.period, periodLabel: filed.label } },
    );
  }
  return { originalPeriod: original.period, amendmentDate: today };
}
