import {
  Alert,
  Card,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MESSAGES, formatINR } from '@gst/domain';
import { AppEmptyState } from '../../../../components/AppEmptyState';
import { PageHeader } from '../../../../components/PageHeader';
import { ExportButton, exportRowsToXlsx, runExport } from '../../../../components/data';
import { toastText } from '../../../../lib/errors';
import { useTRPC } from '../../../../lib/trpc';
import { DateField } from '../../billing/fields';
import { monthToDate, rangeProblem } from '../dateRange';
import { StockLedgerDrawer, type LedgerProduct } from './StockLedgerDrawer';
import {
  STOCK_REPORT_COLUMNS,
  qty,
  stockReportFileName,
  stockReportSheetRows,
  type StockReport,
} from './stockSheet';

const num = {
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;

type Row = StockReport['data'][number];

/**
 * The stock report by dates (issue 31): per product the opening, in, out and closing quantity and
 * the closing value, as the server gives them; Export to Excel (built in the browser: the server
 * has no file for it) for users with the export flag; a product opens its ledger for the dates.
 */
export function StockReportView({
  title,
  switcher,
  canExport,
}: {
  title: string;
  switcher: ReactNode;
  canExport: boolean;
}) {
  const trpc = useTRPC();
  const [range, setRange] = useState(() => monthToDate());
  const [ledgerOf, setLedgerOf] = useState<LedgerProduct | null>(null);
  const problem = rangeProblem(range);
  const report = useQuery({
    ...trpc.tenant.stock.report.queryOptions(range),
    enabled: problem === null,
    placeholderData: keepPreviousData,
  });
  const data = problem ? undefined : report.data;
  const rows = data?.data ?? [];
  const open = (r: Row) => setLedgerOf({ id: r.productId, label: r.productLabel });

  const download = () =>
    data
      ? runExport(
          () =>
            exportRowsToXlsx(
              stockReportSheetRows(data),
              stockReportFileName(data),
              STOCK_REPORT_COLUMNS,
            ),
          { success: MESSAGES.uploads.excelDownloaded },
        )
      : undefined;

  return (
    <>
      <PageHeader title={title} action={switcher} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Group mb="md" align="flex-end" justify="space-between" gap="sm" wrap="wrap">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <DateField
              label="From"
              value={range.from}
              onChange={(from) => setRange((r) => ({ ...r, from }))}
            />
            <DateField
              label="To"
              value={range.to}
              minDate={range.from}
              onChange={(to) => setRange((r) => ({ ...r, to }))}
              error={range.from && range.to && problem ? problem : undefined}
            />
          </Group>
          {canExport ? (
            <ExportButton
              label="Export to Excel"
              icon="sheet"
              empty={rows.length === 0}
              onExport={download}
            />
          ) : null}
        </Group>
        {problem ? (
          <Text c="dimmed">{problem}.</Text>
        ) : report.isError ? (
          <Alert color="red" title={toastText(report.error, 'Failed to fetch the stock report')} />
        ) : !data ? (
          <Skeleton h={160} aria-label="Loading stock report" />
        ) : rows.length === 0 ? (
          <AppEmptyState />
        ) : (
          <ReportTable report={data} busy={report.isFetching} onOpen={open} />
        )}
        {rows.length ? (
          <Text size="xs" c="dimmed" mt="sm">
            Choose a product to see its stock ledger for these dates.
          </Text>
        ) : null}
      </Paper>
      <StockLedgerDrawer product={ledgerOf} range={range} onClose={() => setLedgerOf(null)} />
    </>
  );
}

function ReportTable({
  report,
  busy,
  onOpen,
}: {
  report: StockReport;
  busy: boolean;
  onOpen: (row: Row) => void;
}) {
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  if (isPhone) {
    return (
      <Stack gap="xs" role="list" aria-label="Stock report" aria-busy={busy || undefined}>
        {report.data.map((r) => (
          <Card key={r.productId} withBorder padding="xs" role="listitem">
            <UnstyledButton onClick={() => onOpen(r)} w="100%">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={600} td="underline">
                  {r.productLabel}
                </Text>
                <Text size="sm" fw={600} style={num}>
                  {formatINR(r.closingValue)}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                Opening {qty(r.opening)} · In {qty(r.inward)} · Out {qty(r.outward)} · Closing{' '}
                {qty(r.closing)}
              </Text>
            </UnstyledButton>
          </Card>
        ))}
        <Card withBorder padding="xs" bg="var(--mantine-color-default-hover)">
          <Group justify="space-between">
            <Text size="sm" fw={700}>
              Closing value
            </Text>
            <Text size="sm" fw={700} style={num}>
              {formatINR(report.closingValue)}
            </Text>
          </Group>
        </Card>
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table
        striped
        highlightOnHover
        withTableBorder
        aria-label="Stock report"
        aria-busy={busy || undefined}
      >
        <Table.Thead>
          <Table.Tr>
            {STOCK_REPORT_COLUMNS.map((c, i) => (
              <Table.Th key={c} style={i > 0 ? num : undefined}>
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.data.map((r) => (
            <Table.Tr key={r.productId} style={{ cursor: 'pointer' }} onClick={() => onOpen(r)}>
              <Table.Td>
                <UnstyledButton
                  fz="sm"
                  td="underline"
                  aria-label={`Stock ledger of ${r.productLabel}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(r);
                  }}
                >
                  {r.productLabel}
                </UnstyledButton>
              </Table.Td>
              <Table.Td style={num}>{qty(r.opening)}</Table.Td>
              <Table.Td style={num}>{qty(r.inward)}</Table.Td>
              <Table.Td style={num}>{qty(r.outward)}</Table.Td>
              <Table.Td style={num}>{qty(r.closing)}</Table.Td>
              <Table.Td style={num}>{formatINR(r.closingValue)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr fw={700}>
            <Table.Td colSpan={5}>Closing value</Table.Td>
            <Table.Td style={num}>{formatINR(report.closingValue)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
