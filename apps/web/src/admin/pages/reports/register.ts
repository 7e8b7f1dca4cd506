import { formatIndianNumber, REGISTER_KIND_LABELS, todayIN, type RegisterRow } from '@gst/domain';

/** The two registers of the Reports page (issue 33). */
export type RegisterSide = 'sales' | 'purchases';

export const REGISTER_SIDES: Record<
  RegisterSide,
  { label: string; path: string; party: string; partyKey: 'customerId' | 'supplierId' }
> = {
  sales: {
    label: 'Sales register',
    path: '/api/reports/sales-register',
    party: 'Customer',
    partyKey: 'customerId',
  },
  purchases: {
    label: 'Purchase register',
    path: '/api/reports/purchase-register',
    party: 'Supplier',
    partyKey: 'supplierId',
  },
};

export type RegisterFilters = { from: string; to: string; partyId: string | null };

/** This calendar month, first to last day (India): the registers' default range. */
export function thisMonth(today: string = todayIN()): { from: string; to: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const month = today.slice(0, 7);
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The REST URL of a register download (Excel or PDF) for the filters. */
export function registerDownloadUrl(
  side: RegisterSide,
  filters: RegisterFilters,
  format: 'xlsx' | 'pdf',
): string {
  const { path, partyKey } = REGISTER_SIDES[side];
  const query = new URLSearchParams({ from: filters.from, to: filters.to, format });
  if (filters.partyId) query.set(partyKey, filters.partyId);
  return `${path}?${query.toString()}`;
}

/** '1,23,456.78' ('-' for a negative row); a zero reads '0.00'. */
export const registerAmount = (value: string) => formatIndianNumber(value, { decimals: 2 });

/** The row's type as the table shows it: 'Credit note', 'Bill (cancelled)'. */
export function rowTypeLabel(row: Pick<RegisterRow, 'kind' | 'cancelled'>): string {
  const label = REGISTER_KIND_LABELS[row.kind];
  return row.cancelled ? `${label} (cancelled)` : label;
}

/** '18 %: 12,000.00 taxable, 2,160.00 tax': a row's split by rate, a line per rate. */
export function rateSummary(rates: RegisterRow['rates']): string[] {
  return rates.map(
    (r) => `${r.rate} %: ${registerAmount(r.taxableValue)} taxable, ${registerAmount(r.tax)} tax`,
  );
}
