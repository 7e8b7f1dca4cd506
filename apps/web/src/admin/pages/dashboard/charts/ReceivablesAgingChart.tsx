import { AGING_BUCKETS, type AgingRow } from '@gst/domain';
import { ChartPaper } from './ChartPaper';
import { DashboardBarChart } from './DashboardBarChart';

/** What customers owe today, by days past due (issue 16): one bar per aging bucket. */
export function ReceivablesAgingChart({ totals }: { totals: AgingRow | undefined }) {
  const bars = AGING_BUCKETS.map((b) => ({ label: b.label, value: Number(totals?.[b.key] ?? 0) }));
  const empty = !totals || totals.total === '0.00';
  return (
    <ChartPaper title="Receivables by age (today)" empty={empty}>
      <DashboardBarChart name="Outstanding" color="red.6" money bars={bars} />
    </ChartPaper>
  );
}
