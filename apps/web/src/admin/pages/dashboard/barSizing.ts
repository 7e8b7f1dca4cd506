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

/** Width of one character of an axis label (12 px Inter), a generous estimate. */
export const AXIS_CHAR_PX = 7;
/** Axis labels are turned by 30° (rising to the right), anchored at their end under the bar. */
export const AXIS_LABEL_ANGLE = 30;

/**
 * How far the first bar's axis label, cut and turned 30°, reaches left of the chart's box
 * beyond what the y axis and half the first bar leave it: the chart's left margin, so that no
 * label is clipped by the box (issue 29). 0 when it fits.
 */
export function firstLabelOverhang(
  label: string | undefined,
  bars: number,
  width: number,
  expanded = false,
  yAxisWidth = 64,
): number {
  if (!label || bars < 1) return 0;
  const chars = [...axisLabel(label, expanded)].length;
  const reach = Math.ceil(chars * AXIS_CHAR_PX * Math.cos((AXIS_LABEL_ANGLE * Math.PI) / 180));
  const firstTick = yAxisWidth + (width - yAxisWidth) / bars / 2;
  // 8 px to spare for the tick's offset and the font's side bearings.
  return Math.max(0, Math.ceil(reach + 8 - firstTick));
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
