import { BarChart } from '@mantine/charts';
import {
  AXIS_LABEL_ANGLE,
  axisLabel,
  barChartWidth,
  compactINR,
  firstLabelOverhang,
} from '../barSizing';
import { ScrollableChart } from './ChartPaper';
import { ChartTooltipCard } from './ChartTooltipCard';

export interface BarDatum {
  /** Full name: shown in the tooltip; the axis shows it cut (spec §9). */
  label: string;
  value: number;
}

interface DashboardBarChartProps {
  bars: readonly BarDatum[];
  /** Series name in the tooltip, e.g. 'Quantity' or 'Total spent'. */
  name: string;
  color: string;
  money?: boolean;
  expanded?: boolean;
  height?: number;
}

/**
 * An x-axis label: cut to 12 (expanded 20) characters with '…' (spec §9), turned 30°, with the
 * full name as its SVG <title> (shown on hover; read by screen readers).
 */
function AxisTick({
  x = 0,
  y = 0,
  payload,
  expanded,
}: {
  x?: number;
  y?: number;
  payload?: { value?: string | number };
  expanded: boolean;
}) {
  const full = String(payload?.value ?? '');
  return (
    <g transform={`translate(${x},${y})`} data-testid="axis-label">
      <text
        dy={14}
        textAnchor="end"
        transform={`rotate(-${AXIS_LABEL_ANGLE})`}
        fontSize={12}
        fill="currentColor"
      >
        <title>{full}</title>
        {axisLabel(full, expanded)}
      </text>
    </g>
  );
}

/**
 * One bar chart with the spec's sizing: width max(600, 80 × bars) or, expanded, max(900, 100 ×
 * bars), in a box that scrolls sideways; axis labels cut to 12 (expanded 20) characters, the
 * full name on hover, and a left margin wide enough that the first label is never clipped.
 */
export function DashboardBarChart({
  bars,
  name,
  color,
  money = false,
  expanded = false,
  height = 300,
}: DashboardBarChartProps) {
  const data = bars.map((b) => ({ label: b.label, [name]: b.value }));
  const format = (value: number) =>
    money ? `₹${Math.round(value).toLocaleString('en-IN')}` : value.toLocaleString('en-IN');
  const width = barChartWidth(bars.length, expanded);
  const overhang = firstLabelOverhang(bars[0]?.label, bars.length, width, expanded);
  return (
    <ScrollableChart width={width}>
      <BarChart
        h={height}
        data={data}
        dataKey="label"
        series={[{ name, color }]}
        maxBarWidth={56}
        tickLine="y"
        barChartProps={{ margin: { top: 5, right: 5, bottom: 5, left: 5 + overhang } }}
        xAxisProps={{
          interval: 0,
          height: expanded ? 110 : 80,
          tick: (props: object) => <AxisTick {...props} expanded={expanded} />,
        }}
        yAxisProps={{
          width: 64,
          allowDecimals: money,
          tickFormatter: (v: number) => compactINR(v, money),
        }}
        tooltipProps={{
          content: ({ label, payload }) => (
            <ChartTooltipCard label={label} items={payload} format={(_n, value) => format(value)} />
          ),
        }}
      />
    </ScrollableChart>
  );
}
