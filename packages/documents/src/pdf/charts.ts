/**
 * Vector charts for the dashboard PDF. The plot (grid, bars, lines) is an SVG without any text,
 * which pdfmake draws as PDF paths; every label is a pdfmake text node laid out around it, so all
 * text uses the document's Roboto (with the ₹ sign) and the whole chart is plain data that can
 * cross to the PDF worker threads. Axis labels are cut to 12 characters, as on the web (spec §9).
 */
import { compactIndian, cutLabel } from '@gst/domain';
import type { PdfNode } from './doc';

export const AXIS_LABEL_CHARS = 12;
const GRID = '#e9ecef';
const AXIS = '#868e96';
const TEXT = '#343a40';
const TICK_SIZE = 6.5;
/** Roboto's line box is 1.17 × the font size; labels are centred on grid lines with it. */
const TICK_LINE = TICK_SIZE * 1.17;
const TICKS = 4;
/** Room above the top grid line, so its label is not clipped. */
const PAD = TICK_LINE / 2;

/** 'Mono PERC 540 Wp' → 'Mono PERC 5…' (at most `max` characters including the ellipsis). */
export function truncateLabel(label: string, max = AXIS_LABEL_CHARS): string {
  return cutLabel(label, max);
}

/** Compact Indian figures for axes: 1.2Cr, 3.4L, 12K (with ₹ when `rupee`). */
export { compactIndian };

/** A round axis maximum for `TICKS` equal steps; whole steps for counts and quantities. */
export function niceTop(max: number, whole = false): number {
  if (!(max > 0)) return TICKS;
  const raw = max / TICKS;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * magnitude >= raw) ?? 10) * magnitude;
  return (whole ? Math.max(1, Math.ceil(step)) : step) * TICKS;
}

function svg(width: number, height: number, parts: string[]): PdfNode {
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`,
    width,
    height,
  };
}

function gridLines(width: number, plotH: number): string[] {
  return Array.from({ length: TICKS + 1 }, (_, k) => {
    const y = (PAD + (plotH * k) / TICKS).toFixed(1);
    const color = k === TICKS ? AXIS : GRID;
    return `<line x1="0" y1="${y}" x2="${width}" y2="${y}" stroke="${color}" stroke-width="${k === TICKS ? 0.8 : 0.6}"/>`;
  });
}

/** Tick labels from the top value down to 0, each centred on its grid line. */
function tickColumn(top: number, plotH: number, format: (n: number) => string, align: string) {
  const gap = plotH / TICKS - TICK_LINE;
  return Array.from({ length: TICKS + 1 }, (_, k) => ({
    text: format(top - (top * k) / TICKS),
    fontSize: TICK_SIZE,
    lineHeight: 1,
    color: AXIS,
    alignment: align,
    margin: [0, k === 0 ? 0 : gap, 0, 0],
  }));
}

const label = (text: string, extra: Record<string, unknown> = {}) => ({
  text,
  fontSize: TICK_SIZE,
  color: TEXT,
  alignment: 'center',
  ...extra,
});

export type Bar = { label: string; value: number };
const AXIS_W = 38;

/** Vertical bars; under each bar its (cut) label and its value. */
export function barChart(
  bars: readonly Bar[],
  options: { width: number; height: number; color: string; rupee?: boolean },
): PdfNode {
  const plotW = options.width - AXIS_W - 4;
  const plotH = options.height;
  const top = niceTop(Math.max(0, ...bars.map((b) => b.value)), !options.rupee);
  const band = plotW / Math.max(1, bars.length);
  const barW = Math.min(34, band * 0.6);
  const parts = gridLines(plotW, plotH);
  bars.forEach((bar, i) => {
    const h = (Math.max(0, bar.value) / top) * plotH;
    const x = band * i + (band - barW) / 2;
    parts.push(
      `<rect x="${x.toFixed(1)}" y="${(PAD + plotH - h).toFixed(1)}" width="${barW.toFixed(1)}" height="${h.toFixed(1)}" fill="${options.color}"/>`,
    );
  });
  return {
    columns: [
      {
        width: AXIS_W,
        stack: tickColumn(top, plotH, (n) => compactIndian(n, options.rupee), 'right'),
      },
      {
        width: plotW,
        stack: [
          svg(plotW, plotH + PAD + 1, parts),
          {
            columns: bars.map((bar) => ({
              width: band,
              stack: [
                label(truncateLabel(bar.label)),
                label(compactIndian(bar.value, options.rupee), { bold: true }),
              ],
            })),
            columnGap: 0,
            margin: [0, 2, 0, 0],
          },
        ],
      },
    ],
    columnGap: 4,
  };
}

export type SalesPoint = { label: string; revenue: number; count: number };

function legendItem(color: string, text: string): PdfNode {
  return {
    width: 'auto',
    columns: [
      { width: 8, canvas: [{ type: 'rect', x: 0, y: 1, w: 7, h: 7, color }] },
      { width: 'auto', text, fontSize: 7.5, color: TEXT },
    ],
    columnGap: 3,
  };
}

/** Revenue (left axis, ₹) and number of invoices (right axis) per month. */
export function salesChart(
  points: readonly SalesPoint[],
  options: { width: number; height: number; revenueColor: string; countColor: string },
): PdfNode {
  const plotW = options.width - 2 * AXIS_W - 8;
  const plotH = options.height;
  const revenueTop = niceTop(Math.max(0, ...points.map((p) => p.revenue)));
  const countTop = niceTop(Math.max(0, ...points.map((p) => p.count)), true);
  const band = plotW / Math.max(1, points.length);
  const x = (i: number) => band * i + band / 2;
  const y = (v: number, top: number) => PAD + plotH - (v / top) * plotH;
  const parts = gridLines(plotW, plotH);
  for (const [key, top, color] of [
    ['revenue', revenueTop, options.revenueColor],
    ['count', countTop, options.countColor],
  ] as const) {
    const coords = points.map((p, i) => `${x(i).toFixed(1)},${y(p[key], top).toFixed(1)}`);
    parts.push(
      `<polyline points="${coords.join(' ')}" fill="none" stroke="${color}" stroke-width="1.3"/>`,
    );
    if (band >= 6) {
      for (const c of coords) {
        const [cx, cy] = c.split(',');
        parts.push(`<circle cx="${cx}" cy="${cy}" r="1.5" fill="${color}"/>`);
      }
    }
  }
  // A label per month when there is room (about 16 pt), else one per group of months.
  const every = Math.max(1, Math.ceil(16 / band));
  const groups: PdfNode[] = [];
  for (let i = 0; i < points.length; i += every) {
    const span = Math.min(every, points.length - i);
    groups.push(
      label(points[i]?.label ?? '', {
        width: band * span,
        alignment: every === 1 ? 'center' : 'left',
      }),
    );
  }
  return {
    stack: [
      {
        columns: [
          legendItem(options.revenueColor, 'Revenue (₹, left axis)'),
          legendItem(options.countColor, 'Invoices (count, right axis)'),
        ],
        columnGap: 14,
        margin: [AXIS_W + 4, 0, 0, 4],
      },
      {
        columns: [
          {
            width: AXIS_W,
            stack: tickColumn(revenueTop, plotH, (n) => compactIndian(n, true), 'right'),
          },
          {
            width: plotW,
            stack: [
              svg(plotW, plotH + PAD + 1, parts),
              { columns: groups, columnGap: 0, margin: [0, 2, 0, 0] },
            ],
          },
          {
            width: AXIS_W,
            stack: tickColumn(countTop, plotH, (n) => compactIndian(n), 'left'),
          },
        ],
        columnGap: 4,
      },
    ],
  };
}
