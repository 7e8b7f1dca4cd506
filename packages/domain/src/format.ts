import dayjs from 'dayjs';
import Decimal from 'decimal.js';
import { calendarDateIN, IST_TIME_ZONE, toInstant, type DateInput } from './calendar';
import { toMoney, type MoneyInput } from './money';

export interface IndianNumberOptions {
  /** Fixed number of decimals; when omitted the value is printed exactly as given. */
  decimals?: number;
  /** 'half-up' (default) for amounts; 'ceil' where the spec rounds totals up (invoice table). */
  rounding?: 'half-up' | 'ceil';
}

/** 3-2-2 grouping from the right: 1234567 → 12,34,567. */
function groupIndian(integerDigits: string): string {
  if (integerDigits.length <= 3) return integerDigits;
  const lastThree = integerDigits.slice(-3);
  const rest = integerDigits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${rest},${lastThree}`;
}

/**
 * Indian digit grouping done on the decimal string rather than with Intl, because Intl goes
 * through a float and Postgres numeric strings like '12345678901234.55' would lose paise.
 */
export function formatIndianNumber(n: MoneyInput, options: IndianNumberOptions = {}): string {
  const { decimals, rounding = 'half-up' } = options;
  if (decimals !== undefined && (!Number.isInteger(decimals) || decimals < 0 || decimals > 20)) {
    throw new RangeError('decimals must be an integer from 0 to 20');
  }
  let value = toMoney(n);
  if (decimals !== undefined) {
    const mode = rounding === 'ceil' ? Decimal.ROUND_CEIL : Decimal.ROUND_HALF_UP;
    value = value.toDecimalPlaces(decimals, mode);
  }
  const text = decimals === undefined ? value.abs().toFixed() : value.abs().toFixed(decimals);
  const [integerPart = '0', fraction] = text.split('.');
  const grouped =
    fraction === undefined ? groupIndian(integerPart) : `${groupIndian(integerPart)}.${fraction}`;
  // Checked after rounding so -0.001 at 2 decimals prints as 0.00, not -0.00.
  return value.isNegative() && !value.isZero() ? `-${grouped}` : grouped;
}

/** '₹1,23,456.78'; a negative amount reads '-₹500.00'. */
export function formatINR(
  amount: MoneyInput,
  options: { decimals?: number; rounding?: IndianNumberOptions['rounding'] } = {},
): string {
  const formatted = formatIndianNumber(amount, { decimals: 2, ...options });
  return formatted.startsWith('-') ? `-₹${formatted.slice(1)}` : `₹${formatted}`;
}

/** Dashboard style: rupees rounded half-up to a whole number, '₹1,23,457'. */
export function formatINRWhole(amount: MoneyInput): string {
  return formatINR(amount, { decimals: 0 });
}

/**
 * 'dd MMM yyyy', e.g. '21 Nov 2026'. Formatted by dayjs from the Indian calendar date: Intl's
 * English month abbreviations now give 'Sept', which the spec's format does not.
 */
export function formatDate(d: DateInput): string {
  return dayjs(calendarDateIN(d)).format('DD MMM YYYY');
}

/** 'yyyy-MM-dd', the format of date filters and API dates. */
export function formatFilterDate(d: DateInput): string {
  return calendarDateIN(d);
}

const DATE_TIME_IN = new Intl.DateTimeFormat('en-IN', {
  timeZone: IST_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/**
 * '21/11/2026, 2:05 pm' (users' Last Active column). Newer ICU puts a narrow no-break space
 * before am/pm; it is turned into a plain space so output is the same on every runtime.
 */
export function formatDateTimeIN(d: DateInput): string {
  return DATE_TIME_IN.format(toInstant(d)).replace(/[\u202f\u00a0]/g, ' ');
}

/** Compact Indian figures for chart axes: 1.2Cr, 3.4L, 12K (with ₹ when `rupee`). */
export function compactIndian(value: number, rupee = false): string {
  const abs = Math.abs(value);
  const [n, unit] =
    abs >= 1e7
      ? [abs / 1e7, 'Cr']
      : abs >= 1e5
        ? [abs / 1e5, 'L']
        : abs >= 1e3
          ? [abs / 1e3, 'K']
          : [abs, ''];
  const digits = n >= 100 || Number.isInteger(n) ? 0 : 1;
  const text = n.toFixed(digits).replace(/\.0$/, '');
  return `${value < 0 ? '-' : ''}${rupee ? '₹' : ''}${text}${unit}`;
}

/** A label cut to at most `max` characters, the cut marked with '…' (which counts as one). */
export function cutLabel(label: string, max: number): string {
  const chars = [...label];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : label;
}
