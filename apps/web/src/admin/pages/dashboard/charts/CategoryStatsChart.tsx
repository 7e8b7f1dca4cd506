import { ScrollArea, SegmentedControl, Tabs } from '@mantine/core';
import { useState } from 'react';
import type { DashboardData } from '../types';
import { ChartPaper } from './ChartPaper';
import { DashboardBarChart } from './DashboardBarChart';

type Measure = 'quantity' | 'revenue';

/** Category-wise product stats: a tab per category, quantity or revenue per product. */
export function CategoryStatsChart({
  categories,
}: {
  categories: DashboardData['categoryWiseStockOverview'];
}) {
  const [selected, setSelected] = useState<string | null>(null);
  const [measure, setMeasure] = useState<Measure>('quantity');
  const active = categories.find((c) => c._id === selected) ?? categories[0];
  return (
    <ChartPaper
      title="Category-wise product stats"
      empty={categories.length === 0}
      action={
        <SegmentedControl
          size="xs"
          value={measure}
          onChange={(v) => setMeasure(v === 'revenue' ? 'revenue' : 'quantity')}
          data={[
            { value: 'quantity', label: 'Quantity' },
            { value: 'revenue', label: 'Revenue' },
          ]}
          aria-label="Show quantity or revenue"
        />
      }
    >
      <Tabs value={active?._id ?? null} onChange={setSelected} keepMounted={false}>
        <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars>
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            {categories.map((c) => (
              <Tabs.Tab key={c._id} value={c._id}>
                {c._id || '(no category)'}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
        {categories.map((c) => (
          <Tabs.Panel key={c._id} value={c._id} pt="sm">
            <DashboardBarChart
              name={measure === 'quantity' ? 'Quantity' : 'Revenue'}
              color={measure === 'quantity' ? 'indigo.6' : 'violet.6'}
              money={measure === 'revenue'}
              bars={c.products.map((p) => ({
                label: p.productLabel,
                value: measure === 'quantity' ? p.totalSoldQty : Number(p.revenue),
              }))}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </ChartPaper>
  );
}
