import { financialYearOf, todayIN } from '@gst/domain';

/** A from/to pair of 'YYYY-MM-DD' dates, as the date filters send them. */
export type DateRange = { from: string; to: string };

/** Why the range cannot be asked for, or null when it can. */
export function rangeProblem(range: DateRange): string | null {
  if (!range.from || !range.to) return 'Choose both dates';
  return range.from <= range.to ? null : 'To is before From';
}

/** The first of this month to today (India). */
export function monthToDate(today: string = todayIN()): DateRange {
  return { from: `${today.slice(0, 7)}-01`, to: today };
}

/** 1 April of this financial year to today (India). */
export function yearToDate(today: string = todayIN()): DateRange {
  return { from: financialYearOf(today).start, to: today };
}

/** The whole financial year today falls in: 1 April to 31 March (India). */
export function financialYearRange(today: string = todayIN()): DateRange {
  const year = financialYearOf(today);
  return { from: year.start, to: year.end };
}
