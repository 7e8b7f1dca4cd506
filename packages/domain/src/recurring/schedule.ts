/**
 * Recurring invoice schedules (issue 34): the dates a profile runs on, pure calendar maths on
 * 'YYYY-MM-DD' dates (India calendar days; no time of day is involved).
 *
 * The rule: run n (0 = the start) falls n × (1, 3, 6 or 12) months after the start date, on the
 * start's day of the month, clamped to the last day of a shorter month. The start day is kept,
 * not the clamped one, so a profile starting 31 January runs on 29 February 2024, 31 March,
 * 30 April, 31 May…; a yearly one from 29 February 2024 runs on 28 February 2025, 2026, 2027 and
 * 29 February 2028. Every date is worked out from the start, so a clamp never drifts the series.
 *
 * A profile ends at its end date (a run ON the end date is made) or after `maxRuns` runs,
 * whichever comes first; every date the profile has passed (issued, drafted, skipped, failed or
 * blocked) counts as one of its runs.
 */
export const RECURRING_FREQUENCY_MONTHS = {
  month: 1,
  quarter: 3,
  'half-year': 6,
  year: 12,
} as const;
export type RecurringFrequency = keyof typeof RECURRING_FREQUENCY_MONTHS;

export type RecurringSchedule = {
  startDate: string;
  frequency: RecurringFrequency;
  endDate?: string | null;
  maxRuns?: number | null;
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function parts(date: string): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return [year, month, day];
}

function lastDayOf(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The date `months` months after `date`, on its day of the month clamped to the month's end. */
export function addMonthsClamped(date: string, months: number): string {
  if (!Number.isInteger(months) || months < 0)
    throw new RangeError('months must be a whole number ≥ 0');
  const [year, month, day] = parts(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${pad(y, 4)}-${pad(m)}-${pad(Math.min(day, lastDayOf(y, m)))}`;
}

/** The date of run `index` (0 = the start date) of a schedule, ignoring its end. */
export function runDateAt(
  schedule: Pick<RecurringSchedule, 'startDate' | 'frequency'>,
  index: number,
) {
  return addMonthsClamped(
    schedule.startDate,
    index * RECURRING_FREQUENCY_MONTHS[schedule.frequency],
  );
}

/**
 * The first date of the schedule strictly after `after` (null: the start date itself), or null
 * when the schedule has ended: past its end date, or `runCount` (runs made) has reached `maxRuns`.
 */
export function nextRunDate(
  schedule: RecurringSchedule,
  after: string | null,
  runCount: number,
): string | null {
  if (schedule.maxRuns != null && runCount >= schedule.maxRuns) return null;
  let date = schedule.startDate;
  if (after !== null && after >= schedule.startDate) {
    // Jump close to `after`, then step: at most a couple of steps.
    const [ay, am] = parts(after);
    const [sy, sm] = parts(schedule.startDate);
    const step = RECURRING_FREQUENCY_MONTHS[schedule.frequency];
    let index = Math.max(0, Math.floor(((ay - sy) * 12 + (am - sm)) / step) - 1);
    date = runDateAt(schedule, index);
    while (date <= after) date = runDateAt(schedule, ++index);
  }
  if (schedule.endDate && date > schedule.endDate) return null;
  return date;
}

/** The schedule's first `count` dates (fewer when it ends sooner): a preview for the drawer. */
export function scheduleDates(schedule: RecurringSchedule, count: number): string[] {
  const dates: string[] = [];
  let after: string | null = null;
  while (dates.length < count) {
    const next = nextRunDate(schedule, after, dates.length);
    if (!next) break;
    dates.push(next);
    after = next;
  }
  return dates;
}

/**
 * The dates due on `today` from `next` (the profile's next run date) with `runCount` runs made:
 * every schedule date from `next` up to and including today, within the end date and the count.
 * A server that was down for three months finds three (or four) dates here, each its own.
 */
export function dueRunDates(
  schedule: RecurringSchedule,
  next: string | null,
  runCount: number,
  today: string,
): string[] {
  const dates: string[] = [];
  let date = next;
  let made = runCount;
  while (date && date <= today) {
    if (schedule.maxRuns != null && made >= schedule.maxRuns) break;
    if (schedule.endDate && date > schedule.endDate) break;
    dates.push(date);
    made += 1;
    date = nextRunDate(schedule, date, made);
  }
  return dates;
}
