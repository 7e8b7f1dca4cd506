/** Bar chart sizing rules of spec §9, shared by every bar chart on the dashboard. */

/** Width of a bar chart: at least 600 px, 80 per bar; expanded at least 900, 100 per bar. */
export function barChartWidth(bars: number, expanded = false): number {
  return expanded ? Math.max(900, 100 * bars) : Math.max(600, 80 * bars);
}

/** Axis labels are cut to 12 characters (20 when expanded), the cut marked with '…'. */
export function axisLabel(label: string, expanded = false): string {
  const max = expanded ? 20 : 12;
  const chars = [...String(label)];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : String(label);
}

/** Compact Indian amounts for axes: ₹1.2Cr, ₹3.4L, ₹12K. */
export function compactINR(value: number, rupee = true): string {
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
