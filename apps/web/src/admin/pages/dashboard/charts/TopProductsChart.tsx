import type { DashboardData } from '../types';
import { ChartPaper } from './ChartPaper';
import { DashboardBarChart } from './DashboardBarChart';

/** Top products by total quantity sold. */
export function TopProductsChart({ products }: { products: DashboardData['topProducts'] }) {
  return (
    <ChartPaper title="Top products by quantity" empty={products.length === 0}>
      <DashboardBarChart
        name="Quantity"
        color="teal.6"
        bars={products.map((p) => ({ label: p.name, value: p.totalQty }))}
      />
    </ChartPaper>
  );
}
