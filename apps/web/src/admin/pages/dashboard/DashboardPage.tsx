import '@mantine/charts/styles.css';
import '@mantine/dates/styles.css';
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatDate } from '@gst/domain';
import { GeneratingOverlay } from '../../../components/GeneratingOverlay';
import { PageHeader } from '../../../components/PageHeader';
import { useTRPC } from '../../../lib/trpc';
import { useShop } from '../../../lib/useShop';
import type { AdminPageProps } from '../shared/pageProps';
import { AppliedFilterChips } from './AppliedFilterChips';
import { salesWithPurchases } from './buying';
import { CategoryStatsChart } from './charts/CategoryStatsChart';
import { CustomerSpentChart } from './charts/CustomerSpentChart';
import { SalesOverTimeChart } from './charts/SalesOverTimeChart';
import { TopProductsChart } from './charts/TopProductsChart';
import { DashboardFilters } from './DashboardFilters';
import {
  EMPTY_FILTERS,
  chipsOf,
  openingFilters,
  presetRange,
  type DatePreset,
  toRequest,
  withoutChip,
  type DashboardFilterState,
  type FilterChip,
} from './filters';
import { KpiCards } from './KpiCards';
import { RecentInvoicesTable } from './RecentInvoicesTable';
import { SetupChecklist } from './SetupChecklist';
import type { CustomerOption } from './types';
import { useDashboardPdf } from './useDashboardPdf';
import { useReceivables } from './useReceivables';
import { ReceivablesAgingChart } from './charts/ReceivablesAgingChart';

/** Sales dashboard (spec §2): filters, KPI cards, four charts, recent invoices, PDF download. */
export default function DashboardPage({ title }: AdminPageProps) {
  const trpc = useTRPC();
  const shop = useShop();
  // Issue 29: the dashboard opens on this financial year.
  const [draft, setDraft] = useState<DashboardFilterState>(openingFilters);
  const [applied, setApplied] = useState<DashboardFilterState>(openingFilters);
  const options = useQuery({
    ...trpc.tenant.dashboard.filterOptions.queryOptions(),
    staleTime: 60_000,
  });
  const customerNames = useRef(new Map<string, string>());
  const [, rememberTick] = useState(0);
  const onCustomersSeen = useCallback((customers: readonly CustomerOption[]) => {
    let added = false;
    for (const c of customers) {
      if (!customerNames.current.has(c.id)) added = true;
      customerNames.current.set(c.id, c.name);
    }
    if (added) rememberTick((n) => n + 1);
  }, []);

  const request = useMemo(
    () =>
      toRequest(applied, {
        // Until the option lists load, nothing counts as "everything selected".
        products: options.data?.products.length ?? Number.POSITIVE_INFINITY,
        productCategories: options.data?.categories.length ?? Number.POSITIVE_INFINITY,
        customers: options.data?.customerCount ?? Number.POSITIVE_INFINITY,
      }),
    [applied, options.data],
  );
  const dashboard = useQuery({
    ...trpc.tenant.dashboard.get.queryOptions(request),
    placeholderData: keepPreviousData,
  });
  // Issue 31: gross profit, purchases and payables in the same filters (one more query).
  const buying = useQuery({
    ...trpc.tenant.dashboard.buying.queryOptions(request),
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    // Spec §8: a dashboard load failure is only logged.
    if (dashboard.error) console.error('Dashboard failed to load', dashboard.error);
  }, [dashboard.error]);

  const productNames = useMemo(
    () => new Map((options.data?.products ?? []).map((p) => [p.id, p.label])),
    [options.data],
  );
  const chips = chipsOf(
    applied,
    (key, id) =>
      (key === 'products' ? productNames.get(id) : customerNames.current.get(id)) ?? 'Unknown',
    formatDate,
  );
  const removeChip = (chip: FilterChip) => {
    setApplied((state) => withoutChip(state, chip));
    setDraft((state) => withoutChip(state, chip));
  };
  /** A date preset applies at once, with the other filters as applied. */
  const applyPreset = (preset: DatePreset) => {
    const range = presetRange(preset);
    setDraft((state) => ({ ...state, ...range }));
    setApplied((state) => ({ ...state, ...range }));
  };
  const clearAll = () => {
    setApplied(EMPTY_FILTERS);
    setDraft(EMPTY_FILTERS);
  };

  const pdf = useDashboardPdf(request, shop.name);
  const receivables = useReceivables();
  const data = dashboard.data;

  return (
    <>
      <PageHeader
        title={title}
        action={
          <Button
            leftSection={<IconDownload size={16} />}
            onClick={() => void pdf.download()}
            loading={pdf.generating}
          >
            Download PDF
          </Button>
        }
      />
      <SetupChecklist />
      <Stack gap="md" id="dashboard-content">
        <DashboardFilters
          draft={draft}
          onChange={setDraft}
          options={options.data}
          onCustomersSeen={onCustomersSeen}
          onPreset={applyPreset}
          activeFilters={chips.length}
          onExecute={() => setApplied(draft)}
          onClear={() => setDraft(EMPTY_FILTERS)}
        />
        <AppliedFilterChips chips={chips} onRemove={removeChip} onClearAll={clearAll} />
        <KpiCards
          data={data}
          loading={dashboard.isPending}
          outstanding={receivables.allowed ? (receivables.totals?.total ?? '0') : undefined}
          buying={buying.data}
        />
        <SalesOverTimeChart
          months={salesWithPurchases(data?.salesOverTime ?? [], buying.data?.purchases)}
        />
        <CategoryStatsChart categories={data?.categoryWiseStockOverview ?? []} />
        <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
          <TopProductsChart products={data?.topProducts ?? []} />
          <CustomerSpentChart customers={data?.topCustomers ?? []} />
        </SimpleGrid>
        {receivables.allowed && <ReceivablesAgingChart totals={receivables.totals} />}
        <RecentInvoicesTable rows={data?.recentInvoices ?? []} />
      </Stack>
      <GeneratingOverlay visible={pdf.generating} />
    </>
  );
}
