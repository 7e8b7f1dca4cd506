import {
  formatDate,
  formatIndianNumber,
  type ProfitLossLine,
  type ProfitLossReport,
} from '@gst/domain';

/** The Profit and loss tab's helpers (issue 33): its download URL and how figures read. */
export const PROFIT_LOSS_PATH = '/api/reports/profit-and-loss';

/** The REST URL of the P&L download (Excel or PDF) for the range. */
export function profitLossDownloadUrl(
  range: { from: string; to: string },
  format: 'xlsx' | 'pdf',
): string {
  const query = new URLSearchParams({ from: range.from, to: range.to, format });
  return `${PROFIT_LOSS_PATH}?${query.toString()}`;
}

/** '1,23,456.78'; a negative reads '-1,23,456.78'. */
export const plAmount = (value: string) => formatIndianNumber(value, { decimals: 2 });

/** A statement figure as the table shows it: an amount, a percentage, or '—' when undefined. */
export function lineFigure(line: ProfitLossLine, value: string | null): string {
  if (value === null) return line.kind === 'heading' ? '' : '—';
  return line.kind === 'percent' ? `${value} %` : plAmount(value);
}

/** A line's change: '+1,200.00 (+12.5 %)', '−3.1 pts' on the margin % line, '' on a heading. */
export function lineChange(line: ProfitLossLine): string {
  if (line.kind === 'heading' || line.change === null) return line.kind === 'heading' ? '' : '—';
  const sign = line.change.startsWith('-') ? '' : '+';
  if (line.kind === 'percent') return `${sign}${line.change} pts`;
  const percent = line.changePercent === null ? '' : ` (${sign}${line.changePercent} %)`;
  return `${sign}${plAmount(line.change)}${percent}`;
}

/** Nothing sold, returned or spent in either period: the tab shows its empty state. */
export function isEmptyProfitLoss(report: ProfitLossReport): boolean {
  return [report.current, report.previous].every(
    (f) =>
      f.sales.invoiced === '0.00' &&
      f.sales.credited === '0.00' &&
      f.sales.debited === '0.00' &&
      f.expenses.byCategory.length === 0,
  );
}

/** The warning over a P&L with lines sold without a recorded cost, or null when there are none. */
export function uncostedWarning(report: ProfitLossReport): string | null {
  const { lines, sales, returns } = report.current.uncosted;
  if (lines === 0 && returns === 0) return null;
  const sold = `${lines} invoice line${lines === 1 ? '' : 's'} (${plAmount(sales)} of sales) had no recorded cost`;
  const back = returns
    ? `; ${returns} credit-note line${returns === 1 ? '' : 's'} returned goods without one`
    : '';
  return `${sold}${back}. Their cost is not in the cost of goods sold, so the gross margin is higher than it really is by that cost. Services, and goods sold before their purchase was entered, carry no cost.`;
}

/** 'Compared with 01 Apr 2026 to 30 Apr 2026'. */
export function comparedWith(report: ProfitLossReport): string {
  return `Compared with ${formatDate(report.previous.from)} to ${formatDate(report.previous.to)}`;
}
