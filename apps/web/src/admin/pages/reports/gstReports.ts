import {
  financialYearOf,
  formatIndianNumber,
  monthsBetween,
  TAX_LIABILITY_MAX_MONTHS,
  todayIN,
  type HeadsTotal,
  type HsnReportSide,
} from '@gst/domain';

/** The HSN summary and tax liability tabs of the Reports page (issue 33): URLs, defaults, text. */
export type DateRange = { from: string; to: string };
export type MonthRange = { from: string; to: string };

/** The REST URL of an HSN summary download (Excel or PDF). */
export function hsnDownloadUrl(range: DateRange, side: HsnReportSide, format: 'xlsx' | 'pdf') {
  const query = new URLSearchParams({ from: range.from, to: range.to, side, format });
  return `/api/reports/hsn-summary?${query.toString()}`;
}

/** The REST URL of a tax liability download (Excel or PDF). */
export function taxLiabilityDownloadUrl(range: MonthRange, format: 'xlsx' | 'pdf') {
  const query = new URLSearchParams({ from: range.from, to: range.to, format });
  return `/api/reports/tax-liability?${query.toString()}`;
}

/** April of this financial year to this month ('YYYY-MM'): the tax liability tab's default. */
export function financialYearMonths(today: string = todayIN()): MonthRange {
  return { from: financialYearOf(today).start.slice(0, 7), to: today.slice(0, 7) };
}

/** Why the months cannot be asked for, or null when they can. */
export function monthRangeProblem(range: MonthRange): string | null {
  if (!range.from || !range.to) return 'Choose both months';
  if (range.from > range.to) return 'To is before From';
  if (monthsBetween(range.from, range.to).length > TAX_LIABILITY_MAX_MONTHS)
    return `Choose at most ${TAX_LIABILITY_MAX_MONTHS} months`;
  return null;
}

/** '1,23,456.78'. */
export const gstAmount = (value: string) => formatIndianNumber(value, { decimals: 2 });

/** A quantity as the table shows it: '12', '2.5'; services show '–'. */
export function hsnQuantity(quantity: number, uqc: string): string {
  if (uqc === 'NA') return '–';
  return quantity.toLocaleString('en-IN', { maximumFractionDigits: 3 });
}

/** 'I 1,800.00 · C 700.00 · S 700.00': the heads of a figure that are not zero. */
export function headsLine(h: HeadsTotal): string {
  const parts = (
    [
      ['I', h.igst],
      ['C', h.cgst],
      ['S', h.sgst],
      ['Cess', h.cess],
    ] as const
  )
    .filter(([, v]) => Number(v) !== 0)
    // A no-break space keeps a head's letter with its amount; lines break between heads.
    .map(([k, v]) => `${k}\u00a0${gstAmount(v)}`);
  return parts.join(' · ');
}
