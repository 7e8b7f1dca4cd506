import { Badge, Group, SegmentedControl, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { formatINR } from '@gst/domain';
import {
  ListPage,
  useListQuery,
  usePagePermissions,
  useServerTable,
  type DataTableColumn,
} from '../../../components/data';
import { useTRPC } from '../../../lib/trpc';
import type { AdminPageProps } from '../shared/pageProps';
import { yearToDate } from './dateRange';
import { StockLedgerDrawer, type LedgerProduct } from './stock/StockLedgerDrawer';
import { StockReportView } from './stock/StockReportView';
import { qty } from './stock/stockSheet';

type StockRow = {
  id: string;
  productId: string;
  productLabel: string;
  uomUnit: string;
  onHand: string;
  averageCost: string;
  value: string;
  lowStockLevel: string | null;
  low: boolean;
};

const COLUMNS: DataTableColumn<StockRow>[] = [
  { key: 'productLabel', header: 'Product' },
  {
    key: 'onHand',
    header: 'On hand',
    numeric: true,
    render: (r) => (
      <Group gap={6} justify="flex-end" wrap="nowrap">
        {r.low ? (
          <Badge color="red" variant="light" size="sm">
            Low
          </Badge>
        ) : null}
        {qty(r.onHand)} {r.uomUnit}
      </Group>
    ),
  },
  {
    key: 'averageCost',
    header: 'Average cost',
    numeric: true,
    render: (r) => formatINR(Number(r.averageCost).toFixed(2)),
  },
  { key: 'value', header: 'Value', numeric: true, render: (r) => formatINR(r.value) },
];

/**
 * Stock (issue 31): on hand per product at weighted-average cost with low-stock flags, and the
 * stock report by dates (opening, in, out, closing and its value) with its Excel export; each
 * product opens its stock ledger (every movement with the running balance).
 */
export default function StockPage({ title }: AdminPageProps) {
  const [view, setView] = useState<'on-hand' | 'low' | 'report'>('on-hand');
  const can = usePagePermissions('stock');
  return view === 'report' ? (
    <StockReportView
      title={title}
      switcher={<ViewSwitch view={view} setView={setView} />}
      canExport={can('export')}
    />
  ) : (
    <OnHand title={title} view={view} setView={setView} />
  );
}

type ViewProps = {
  title: string;
  view: 'on-hand' | 'low' | 'report';
  setView: (v: 'on-hand' | 'low' | 'report') => void;
};

function ViewSwitch({ view, setView }: Omit<ViewProps, 'title'>) {
  return (
    <SegmentedControl
      value={view}
      onChange={(v) => setView(v)}
      data={[
        { value: 'on-hand', label: 'On hand' },
        { value: 'low', label: 'Low stock' },
        { value: 'report', label: 'Report by dates' },
      ]}
    />
  );
}

function OnHand({ title, view, setView }: ViewProps) {
  const trpc = useTRPC();
  const table = useServerTable();
  const [ledgerOf, setLedgerOf] = useState<LedgerProduct | null>(null);
  const openLedger = (r: StockRow) => setLedgerOf({ id: r.productId, label: r.productLabel });
  const list = useListQuery(
    trpc.tenant.stock.list.queryOptions({
      page: table.query.page,
      pageSize: table.query.pageSize,
      ...(table.query.search ? { search: table.query.search } : {}),
      ...(view === 'low' ? { lowOnly: true } : {}),
    }),
    'Failed to fetch stock',
  );
  return (
    <ListPage<StockRow>
      title={title}
      headerAction={<ViewSwitch view={view} setView={setView} />}
      label="Stock"
      table={table}
      list={{
        ...list,
        data: list.data
          ? {
              // The server's rows are keyed by product; the table keys rows by `id`.
              data: (list.data.data as Omit<StockRow, 'id'>[]).map((r) => ({
                ...r,
                id: r.productId,
              })),
              total: list.data.total,
            }
          : undefined,
      }}
      columns={COLUMNS}
      searchPlaceholder="Search product"
      onRowClick={openLedger}
      actions={[{ label: 'Stock ledger', icon: <IconHistory size={16} />, onClick: openLedger }]}
      above={
        list.data ? (
          <Text size="sm" c="dimmed">
            Stock value {formatINR(list.data.stockValue)} · {list.data.lowCount} product(s) low
          </Text>
        ) : null
      }
    >
      <StockLedgerDrawer
        product={ledgerOf}
        range={yearToDate()}
        onClose={() => setLedgerOf(null)}
      />
    </ListPage>
  );
}
