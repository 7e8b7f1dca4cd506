import { z } from 'zod';

/**
 * Calendar dates ('YYYY-MM-DD') as inputs take them: a real date inside a sane range, so no date
 * that reaches a service can break the calendar helpers, the fiscal-year arithmetic or the
 * database (issue 19: '0001-01-01' crashed an invoice create with a RangeError).
 *
 * Two ranges:
 * - a document's own dates (invoice, due, supply, quote, expiry, expected, note and receipt
 *   dates): from 1 July 2017, when GST began (no document of this product can be dated before
 *   it), to 31 Dec 2099. Rules that depend on today (an invoice cannot be dated after today) stay
 *   in the services, which know the shop's day; the ceiling only keeps the arithmetic sane.
 * - filter and report bounds (list and dashboard filters, exports, statements, aging, e-invoice
 *   batches): 1 Jan 2000 to 31 Dec 2099, wide enough for any "from the beginning" filter.
 */
export const GST_EPOCH = '2017-07-01';
export const FILTER_DATE_MIN = '2000-01-01';
export const DATE_MAX = '2099-12-31';

const DATE_FORM = /^\d{4}-\d{2}-\d{2}$/;

/** Day-first, as the screens show dates: '1 July 2017'. */
function spoken(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const name = new Date(Date.UTC(2000, month - 1, 1)).toLocaleString('en-GB', {
    month: 'long',
    timeZone: 'UTC',
  });
  return `${day} ${name} ${year}`;
}

function isRealDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  const probe = new Date(0);
  probe.setUTCFullYear(year, month - 1, day);
  return (
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day
  );
}

/**
 * A 'YYYY-MM-DD' date between `min` and `max` (inclusive). `label` names the field in messages
 * ('Invoice date 2017-06-30 is before 1 July 2017, when GST began'); `minReason` says why the
 * floor is there.
 */
export function calendarDateBetween(
  min: string,
  max: string,
  options: { label?: string; minReason?: string } = {},
) {
  const label = options.label ?? 'Date';
  return z
    .string({ error: `${label} must be a date in YYYY-MM-DD form` })
    .trim()
    .superRefine((value, ctx) => {
      if (!DATE_FORM.test(value)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a date in YYYY-MM-DD form` });
      } else if (!isRealDate(value)) {
        ctx.addIssue({ code: 'custom', message: `${label} ${value} is not a real date` });
      } else if (value < min) {
        ctx.addIssue({
          code: 'custom',
          message: options.minReason
            ? `${label} ${value} is before ${spoken(min)}, ${options.minReason}`
            : `${label} ${value} is before ${spoken(min)}; use a date from ${min} to ${max}`,
        });
      } else if (value > max) {
        ctx.addIssue({
          code: 'custom',
          message: `${label} ${value} is after ${spoken(max)}; use a date from ${min} to ${max}`,
        });
      }
    });
}

/** A document's own date (invoice, due, supply, quote, note, receipt…): 2017-07-01 … 2099-12-31. */
export function documentDate(label: string) {
  return calendarDateBetween(GST_EPOCH, DATE_MAX, { label, minReason: 'when GST began' });
}

/** A filter, export or report bound: 2000-01-01 … 2099-12-31. */
export function filterDate(label = 'Date') {
  return calendarDateBetween(FILTER_DATE_MIN, DATE_MAX, { label });
}

/** A filter date with the default label. */
export const ZFilterDate = filterDate();
