import { Group, Paper, Skeleton, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES, formatDate, todayIN } from '@gst/domain';
import { AppEmptyState } from '../../../components/AppEmptyState';
import {
  ExportButton,
  SearchInput,
  exportRowsToXlsx,
  runExport,
  useErrorToast,
  usePagePermissions,
} from '../../../components/data';
import { useTRPC } from '../../../lib/trpc';
import { DateField } from '../billing/fields';
import { StatementModal } from '../customers/StatementModal';
import { AGING_COLUMNS, AgingTable } from './AgingTable';
import type { Receivables } from './types';

const RECEIVABLES_FAILED = 'Failed to fetch receivables';

/** The aging table as workbook rows (amounts as number cells), with the totals row last. */
export function receivablesSheetRows(report: Receivables) {
  const figures = (row: Receivables['totals']) =>
    Object.fromEntries(AGING_COLUMNS.map((c) => [c.header, Number(row[c.key])]));
  return [
    ...report.data.map((row) => ({
      Customer: row.customerName,
      GSTIN: row.gstin,
      ...figures(row),
    })),
    { Customer: 'Total', GSTIN: '', ...figures(report.totals) },
  ];
}

/** Receivables (issue 16): what each customer owes by days past due, as of a day, and advances. */
export function ReceivablesTab() {
  const trpc = useTRPC();
  const can = usePagePermissions('manage-payment');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [asOf, setAsOf] = useState(todayIN);
  const [statementOf, setStatementOf] = useState<{ id: string; name: string } | null>(null);
  const report = useQuery({
    ...trpc.tenant.payments.receivables.queryOptions({
      ...(asOf ? { asOf } : {}),
      ...(debounced ? { search: debounced } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  useErrorToast(report.error, RECEIVABLES_FAILED);
  const rows = report.data?.data ?? [];

  // The server has no receivables export: the sheet is built from the report on screen.
  const download = () =>
    report.data
      ? runExport(
          () =>
            exportRowsToXlsx(
              receivablesSheetRows(report.data),
              `Receivables_as_of_${report.data.asOf}.xlsx`,
              ['Customer', 'GSTIN', ...AGING_COLUMNS.map((c) => c.header)],
            ),
          { success: MESSAGES.uploads.excelDownloaded },
        )
      : undefined;

  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }} radius="md">
      <Group justify="space-between" align="flex-end" gap="sm" mb="sm" wrap="wrap">
        <SearchInput value={search} onChange={setSearch} placeholder="Search customer or GSTIN" />
        <Group gap="xs" align="flex-end" wrap="wrap">
          <DateField label="As of" value={asOf} onChange={(d) => setAsOf(d || todayIN())} />
          <ExportButton empty={rows.length === 0} onExport={download} />
        </Group>
      </Group>
      {report.isPending ? (
        <Skeleton h={160} aria-label="Loading receivables" />
      ) : report.isError || rows.length === 0 ? (
        <AppEmptyState />
      ) : (
        <AgingTable
          rows={rows}
          totals={report.data.totals}
          onStatement={
            can('view')
              ? (row) => setStatementOf({ id: row.customerId, name: row.customerName })
              : undefined
          }
        />
      )}
      {report.data ? (
        <Text size="xs" c="dimmed" mt="sm">
          Days past the due date, as of {formatDate(report.data.asOf)}. Advance: receipts not yet
          allocated and credit balances the shop holds for the customer.
        </Text>
      ) : null}
      <StatementModal customer={statementOf} onClose={() => setStatementOf(null)} />
    </Paper>
  );
}
