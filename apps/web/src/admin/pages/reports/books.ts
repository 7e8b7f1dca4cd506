import { daysInRange, DAY_BOOK_KIND_LABELS, type DayBookKind } from '@gst/domain';
import { rangeProblem, type DateRange } from '../purchases/dateRange';

/**
 * The Reports page's day book, cash and bank books and ledgers (issue 33): download URLs, the
 * range checks the server makes (said before asking), and labels.
 */
export const BOOK_PATHS = {
  'day-book': '/api/reports/day-book',
  'cash-book': '/api/reports/cash-book',
  'bank-book': '/api/reports/bank-book',
  'customer-ledger': '/api/reports/customer-ledger',
  'supplier-ledger': '/api/reports/supplier-ledger',
} as const;
export type BookPath = keyof typeof BOOK_PATHS;

/** The REST URL of a download: the range, the extra filters that are set, the format. */
export function bookDownloadUrl(
  book: BookPath,
  range: DateRange,
  extra: Record<string, string | null | undefined>,
  format: 'xlsx' | 'pdf',
): string {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  for (const [key, value] of Object.entries(extra)) if (value) query.set(key, value);
  query.set('format', format);
  return `${BOOK_PATHS[book]}?${query.toString()}`;
}

/** Why the range cannot be asked for (both dates, in order, at most `maxDays`), or null. */
export function bookRangeProblem(range: DateRange, maxDays: number): string | null {
  const problem = rangeProblem(range);
  if (problem) return problem;
  return daysInRange(range.from, range.to) > maxDays ? `Choose at most ${maxDays} days` : null;
}

const MODE_LABELS: Record<string, string> = {
  cash: 'Cash',
  upi: 'UPI',
  'bank-transfer': 'Bank transfer',
  cheque: 'Cheque',
  card: 'Card',
  bank: 'Bank',
};
/** 'Bank transfer' for 'bank-transfer'; '' stays ''. */
export const modeLabel = (mode: string) => MODE_LABELS[mode] ?? mode;

/** 'Receipt', 'Purchase bill (cancelled)'. */
export function kindLabel(kind: DayBookKind, cancelled = false): string {
  const label = DAY_BOOK_KIND_LABELS[kind];
  return cancelled ? `${label} (cancelled)` : label;
}

/** A ledger line's document as the statements name it, per side. */
export const LEDGER_KIND_LABELS: Record<string, string> = {
  invoice: 'Invoice',
  'credit-note': 'Credit note',
  'debit-note': 'Debit note',
  receipt: 'Receipt',
  refund: 'Refund',
  bill: 'Bill',
  'purchase-return': 'Return',
  payment: 'Payment',
};

/** '1 entry', '12 entries'. */
export const entriesLabel = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;
