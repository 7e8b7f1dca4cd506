const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-12-01' → '01 Dec 2026' (spec §9 'dd MMM yyyy'); anything else is returned as it came. */
export function formatCalendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${match[3]} ${month} ${match[1]}` : value;
}

const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** ₹11,340 (Indian grouping, whole rupees). */
export function formatRupees(value: number): string {
  return `₹${inr.format(value)}`;
}

/** 1234.5 → '1,234.5' with at most `decimals` decimals, Indian grouping. */
export function formatNumber(value: number, decimals = 2): string {
  return new Intl.NumberFormat('en-IN', { maximumFractionDigits: decimals }).format(value);
}
