import { compactIndian, cutLabel } from '@gst/domain';

/** Bar chart sizing rules of spec §9, shared by every bar chart on the dashboard. */

/** Width of a bar chart: at least 600 px, 80 per bar; expanded at least 900, 100 per bar. */
export function barChartWidth(bars: number, expanded = false): number {
  return expanded ? Math.max(900, 100 * bars) : Math.max(600, 80 * bars);
}

/** Axis labels are cut to 12 characters (20 when expanded), the cut marked with '…'. */
export function axisLabel(label: string, expanded = false): string {
  return cutLabel(String(label), expanded ? 20 : 12);
}

/** Compact Indian amounts for axes: ₹1.2Cr, ₹3.4L, ₹12K. */
export function compactINR(value: number, rupee = true): string {
  return compactIndian(value, rupee);
}

/** Which sides of a sideways-scrolling chart hide more of it (a px of slack for rounding). */
export function scrollEdges(
  scrollLeft: number,
  scrollWidth: number,
  clientWidth: number,
): { left: boolean; right: boolean } {
  const hidden = scrollWidth - clientWidth;
  if (hidden <= 1) return { left: false, right: false };
  return { left: scrollLeft > 1, right: hidden - scrollLeft > 1 };
}
