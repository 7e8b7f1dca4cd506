import { LineChart } from '@mantine/charts';
import { formatINRWhole } from '@gst/domain';
import { compactINR } from '../barSizing';
import type { DashboardData } from '../types';
import { ChartPaper } from './ChartPaper';
import { ChartTooltipCard } from './ChartTooltipCard';

/** Revenue trend: revenue (left axis, ₹) and number of invoices (right axis) per month. */
export function SalesOverTimeChart({ months }: { months: DashboardData['salesOverTime'] }) {
  const data = months.map((m) => ({
    month: m.monthLabel,
    Revenue: Number(m.revenue),
    Invoices: m.count,
  }));
  return (
    <ChartPaper title="Sales over time" empty={months.length === 0}>
      <LineChart
        h={280}
        data={data}
        dataKey="month"
        withLegend
        withRightYAxis
        curveType="monotone"
        series={[
          { name: 'Revenue', color: 'teal.6' },
          { name: 'Invoices', color: 'orange.6', yAxisId: 'right' },
        ]}
        yAxisProps={{ tickFormatter: (v: number) => compactINR(v), width: 64 }}
        rightYAxisProps={{ width: 44, allowDecimals: false }}
        tooltipProps={{
          content: ({ label, payload }) => (
            <ChartTooltipCard
              label={label}
              items={payload}
              format={(name, value) => (name === 'Revenue' ? formatINRWhole(value) : String(value))}
            />
          ),
        }}
        dotProps={{ r: months.length > 24 ? 0 : 3 }}
        strokeWidth={2}
      />
    </ChartPaper>
  );
}
