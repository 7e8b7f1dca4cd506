const SIZE_UNITS = ['KB', 'MB', 'GB', 'TB'] as const;
const ONE_DECIMAL = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });
const WHOLE = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/**
 * '850 bytes', '12.4 MB', '2 GB' (binary units, Indian digit grouping: '1,023.5 MB'); '—' when
 * unknown. For archives, which can be far larger than @gst/domain's `formatBytes` expects.
 */
export function formatSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${WHOLE.format(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${ONE_DECIMAL.format(value)} ${SIZE_UNITS[unit]}`;
}

/** A whole number with Indian grouping: 1,23,456. */
export function formatCount(n: number): string {
  return WHOLE.format(n);
}
