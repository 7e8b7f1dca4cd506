/** The invoice Excel export's date range (spec §5: YYYY-MM-DD; spec §7 file name). */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function exportFileName(from: string, to: string): string {
  return `VAT_Invoices_from_${from}_to_${to}.xlsx`;
}

/** Why the range cannot be exported, or null when it can. */
export function exportRangeError(from: string, to: string): string | null {
  if (!from || !to) return 'Enter both the start and the end date';
  if (!ISO_DATE.test(from) || !ISO_DATE.test(to)) return 'Use dates in YYYY-MM-DD form';
  if (from > to) return 'The start date is after the end date';
  return null;
}

/** The current month so far: the usual return period a shop exports. */
export function defaultExportRange(today: string): { from: string; to: string } {
  return { from: `${today.slice(0, 7)}-01`, to: today };
}
