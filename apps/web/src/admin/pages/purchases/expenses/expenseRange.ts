import { formatINR } from '@gst/domain';
import type { DateRange } from '../dateRange';

/** GET /api/expense/export for the page's dates (the server's workbook). */
export function expenseExportUrl(range: DateRange): string {
  return `/api/expense/export?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;
}

/** The file the server names Expenses_from_{from}_to_{to}.xlsx. */
export function expenseFileName(range: DateRange): string {
  return `Expenses_from_${range.from}_to_${range.to}.xlsx`;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** One category of tenant.expenses.totals: 'Fuel and transport ₹3,500.00 · 1 expense, 1 bill'. */
export function categoryLine(c: {
  category: string;
  count: number;
  bills: number;
  amount: string;
}): string {
  const made = [
    c.count ? plural(c.count, 'expense') : '',
    c.bills ? plural(c.bills, 'bill') : '',
  ].filter(Boolean);
  return `${c.category} ${formatINR(c.amount)} · ${made.join(', ')}`;
}
