import { LineChart } from '@mantine/charts';
import { formatINRWhole } from '@gst/domain';
import { compactINR } from '../barSizing';
import type { SalesPoint } from '../buying';
import { ChartPaper } from './ChartPaper';
import { ChartTooltipCard } from './ChartTooltipCard';

/**
 * Revenue trend: revenue (left axis, ₹) and number of invoices (right axis) per month; issue 31:
 * the month's purchases (taxable value of its bills, left axis) beside them when the server sent
 * them (users who may view purchase bills).
 */
export function SalesOverTimeChart({ months }: { months: readonly SalesPoint[] }) {
  const withPurchases = months.some((m) => m.purchases !== undefined);
  const data = months.map((m) => ({
    month: m.monthLabel,
    Revenue: Number(m.revenue),
    Invoices: m.count,
    ...(withPurchases ? { Purchases: Number(m.purchases ?? 0) } : {}),
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
          ...(withPurchases ? [{ name: 'Purchases', color: 'cyan.7' }] : []),
          { name: 'Invoices', color: 'orange.6', yAxisId: 'right' },
        ]}
        yAxisProps={{ tickFormatter: (v: number) => compactINR(v), width: 64 }}
        rightYAxisProps={{ width: 44, allowDecimals: false }}
        tooltipProps={{
          content: ({ label, payload }) => (
            <ChartTooltipCard
              label={label}
              items={payload}
              format={(name, value) =>
                name === 'Invoices' ? String(value) : formatINRWhole(value)
              }
            />
          ),
        }}
        dotProps={{ r: months.length > 24 ? 0 : 3 }}
        strokeWidth={2}
      />
    </ChartPaper>
  );
}
