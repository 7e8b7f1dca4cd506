/**
 * Calendar dates as the shop sees them. The business runs on Indian time, so a date is always the
 * Asia/Kolkata calendar date of an instant, whatever time zone the server or browser is in.
 */

export const IST_TIME_ZONE = 'Asia/Kolkata';

/** English month names, January first: return periods and amendments name months with them. */
export const MONTH_NAMES = [
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
] as const;

/** 'YYYY-MM-DD'; the form every date crosses the API in. */
export type CalendarDate = string;

export type DateInput = Date | string;

interface DateParts {
  year: number;
  month: number; // 1-12
  day: number;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// ISO-8601 and Postgres text timestamps ('2026-11-21 08:35:00+00'), which engines parse unevenly.
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)(\.\d+)?\s?(Z|z|[+-]\d{2}(?::?\d{2})?)?$/;

const IST_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: IST_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

function invalid(input: unknown): RangeError {
  return new RangeError(`Invalid date: ${String(input)}`);
}

function checkedDateOnly(year: number, month: number, day: number, input: unknown): DateParts {
  const probe = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2026-02-30 over to March; a rollover means the date does not exist.
  if (
    probe.getUTCFullYear() !== year ||
    probe.getUTCMonth() !== month - 1 ||
    probe.getUTCDate() !== day
  ) {
    throw invalid(input);
  }
  return { year, month, day };
}

function normalizeZone(zone: string | undefined): string {
  if (zone === undefined) return '+05:30'; // a wall-clock time without a zone is Indian time
  if (zone === 'Z' || zone === 'z') return 'Z';
  const digits = zone.slice(1).replace(':', '');
  return `${zone.charAt(0)}${digits.slice(0, 2)}:${digits.slice(2, 4) || '00'}`;
}

/**
 * Turns input into an instant. A bare 'YYYY-MM-DD' means midnight in India, and a timestamp
 * without a zone is Indian wall-clock time, so neither depends on the host's time zone.
 */
export function toInstant(input: DateInput): Date {
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) throw invalid(input);
    return new Date(input.getTime());
  }
  const text = input.trim();
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const { year, month, day } = checkedDateOnly(
      Number(dateOnly[1]),
      Number(dateOnly[2]),
      Number(dateOnly[3]),
      input,
    );
    // India has kept a fixed +05:30 offset since 1945, so midnight IST is a constant shift.
    return new Date(Date.UTC(year, month - 1, day) - 330 * 60_000);
  }
  const dateTime = DATE_TIME.exec(text);
  if (!dateTime) throw invalid(input);
  const [, date = '', time = '', fraction = '', zone] = dateTime;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  checkedDateOnly(y, m, d, input);
  const iso = `${date}T${time.length === 5 ? `${time}:00` : time}${fraction.slice(0, 4)}${normalizeZone(zone)}`;
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) throw invalid(input);
  return instant;
}

function istParts(input: DateInput): DateParts {
  if (typeof input === 'string') {
    const dateOnly = DATE_ONLY.exec(input.trim());
    if (dateOnly) {
      return checkedDateOnly(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3]), input);
    }
  }
  const parts = IST_PARTS.formatToParts(toInstant(input));
  const get = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** Asia/Kolkata calendar date parts of the input (month is 1-12). */
export function calendarPartsIN(input: DateInput): DateParts {
  return istParts(input);
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** 'YYYY-MM-DD' of the input in Asia/Kolkata. */
export function calendarDateIN(input: DateInput): CalendarDate {
  const { year, month, day } = istParts(input);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Today's date in India; `now` is injectable so callers and tests stay deterministic. */
export function todayIN(now: Date = new Date()): CalendarDate {
  return calendarDateIN(now);
}

/** Calendar arithmetic on the Indian date; never crosses a DST gap because UTC has none. */
export function addDays(input: DateInput, days: number): CalendarDate {
  if (!Number.isInteger(days)) throw new RangeError('days must be an integer');
  const { year, month, day } = istParts(input);
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** Default due dates and quote expiry: today (in India) plus n days. */
export function todayPlusDays(days: number, now: Date = new Date()): CalendarDate {
  return addDays(now, days);
}
