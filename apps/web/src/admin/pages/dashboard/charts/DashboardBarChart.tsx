import { BarChart } from '@mantine/charts';
import { axisLabel, barChartWidth, compactINR } from '../barSizing';
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
 * One bar chart with the spec's sizing: width max(600, 80 × bars) or, expanded, max(900, 100 ×
 * bars), in a box that scrolls sideways; axis labels cut to 12 (expanded 20) characters.
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
  return (
    <ScrollableChart width={barChartWidth(bars.length, expanded)}>
      <BarChart
        h={height}
        data={data}
        dataKey="label"
        series={[{ name, color }]}
        maxBarWidth={56}
        tickLine="y"
        xAxisProps={{
          interval: 0,
          angle: -30,
          textAnchor: 'end',
          height: expanded ? 110 : 80,
          tickFormatter: (value: string) => axisLabel(value, expanded),
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
