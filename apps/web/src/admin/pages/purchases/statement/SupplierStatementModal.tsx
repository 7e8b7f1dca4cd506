import { Alert, Button, Card, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES, formatDate, formatINR } from '@gst/domain';
import { downloadBlob, runExport } from '../../../../components/data';
import { toastText } from '../../../../lib/errors';
import { useTRPC, useTRPCClient } from '../../../../lib/trpc';
import { DateField } from '../../billing/fields';
import { rangeProblem } from '../dateRange';
import {
  SUPPLIER_STATEMENT_COLUMNS,
  SUPPLIER_STATEMENT_KIND_LABELS,
  blobOfFile,
  supplierStatementRange,
  type SupplierStatement,
} from './supplierStatement';

const num = {
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;
const nowrap = { whiteSpace: 'nowrap' } as const;
const money = (value: string) => (Number(value) === 0 ? '' : formatINR(value));

/**
 * A supplier's statement (issue 31), opened from Payables and Suppliers: from/to (default the
 * financial year, April to March), the opening payable, each bill, return and payment with the
 * running payable, the closing payable; the PDF and the workbook come from the server for the
 * same range. A negative payable is an advance the shop has paid the supplier. The customer
 * statement (customers/StatementModal) is the model; its Excel is built in the browser, this one's
 * by the server, and the two differ in labels and data, so each keeps its own modal.
 */
export function SupplierStatementModal({
  supplier,
  onClose,
}: {
  /** Null: closed. */
  supplier: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const [range, setRange] = useState(() => supplierStatementRange());
  const problem = rangeProblem(range);
  const statement = useQuery({
    ...trpc.tenant.supplierPayments.statement.queryOptions({
      supplierId: supplier?.id ?? '',
      from: range.from,
      to: range.to,
    }),
    enabled: supplier !== null && problem === null,
    // While new dates load the old lines stay, but never another supplier's.
    placeholderData: (previous) => (previous?.supplier.id === supplier?.id ? previous : undefined),
  });
  const data = statement.data;
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | null>(null);

  /** The statement as the server renders it for the same range: a PDF or a workbook. */
  const download = async (format: 'pdf' | 'xlsx') => {
    if (!supplier || problem) return;
    setBusy(format);
    try {
      await runExport(
        async () => {
          const file = await client.tenant.documents.supplierStatementFile.query({
            supplierId: supplier.id,
            from: range.from,
            to: range.to,
            format,
          });
          downloadBlob(blobOfFile(file), file.fileName);
        },
        format === 'pdf'
          ? { success: 'Statement PDF downloaded', failed: 'Failed to make the PDF' }
          : { success: MESSAGES.uploads.excelDownloaded },
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      opened={supplier !== null}
      onClose={onClose}
      title={supplier ? `Statement · ${supplier.name}` : ''}
      size="60rem"
      fullScreen={isPhone}
    >
      <Stack gap="sm">
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
          <Button
            variant="default"
            leftSection={<IconFileTypePdf size={16} />}
            onClick={() => void download('pdf')}
            loading={busy === 'pdf'}
            disabled={problem !== null || busy === 'xlsx'}
          >
            Download PDF
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} />}
            onClick={() => void download('xlsx')}
            loading={busy === 'xlsx'}
            disabled={problem !== null || busy === 'pdf'}
          >
            Download Excel
          </Button>
        </Group>
        {problem ? (
          <Text size="sm" c="dimmed">
            {problem}.
          </Text>
        ) : statement.isError ? (
          <Alert color="red" title={toastText(statement.error, 'Failed to fetch the statement')} />
        ) : !data ? (
          <Skeleton h={160} aria-label="Loading statement" />
        ) : isPhone ? (
          <StatementCards data={data} busy={statement.isFetching} />
        ) : (
          <StatementTable data={data} busy={statement.isFetching} />
        )}
        <Text size="xs" c="dimmed">
          A negative payable is an advance the shop has paid the supplier.
        </Text>
      </Stack>
    </Modal>
  );
}

const emptyText = 'No bills, returns or payments between these dates.';

/** The statement as a table (wider screens). */
function StatementTable({ data, busy }: { data: SupplierStatement; busy: boolean }) {
  const balanceRow = (label: string, date: string, balance: string) => (
    <Table.Tr fw={700} bg="var(--mantine-color-default-hover)">
      <Table.Td style={nowrap}>{formatDate(date)}</Table.Td>
      <Table.Td colSpan={4}>{label}</Table.Td>
      <Table.Td style={num}>{formatINR(balance)}</Table.Td>
    </Table.Tr>
  );
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table
        withTableBorder
        verticalSpacing={6}
        aria-label="Supplier statement"
        aria-busy={busy || undefined}
      >
        <Table.Thead>
          <Table.Tr>
            {SUPPLIER_STATEMENT_COLUMNS.map((c, i) => (
              <Table.Th key={c} style={i >= 3 ? num : undefined}>
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {balanceRow('Opening payable', data.from, data.opening)}
          {data.lines.map((line, i) => (
            <Table.Tr key={`${line.kind}-${line.number}-${i}`}>
              <Table.Td style={nowrap}>{formatDate(line.date)}</Table.Td>
              <Table.Td>{SUPPLIER_STATEMENT_KIND_LABELS[line.kind]}</Table.Td>
              <Table.Td style={nowrap}>{line.number}</Table.Td>
              <Table.Td style={num}>{money(line.debit)}</Table.Td>
              <Table.Td style={num}>{money(line.credit)}</Table.Td>
              <Table.Td style={num}>{formatINR(line.balance)}</Table.Td>
            </Table.Tr>
          ))}
          {data.lines.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text size="sm" c="dimmed">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
          {balanceRow('Closing payable', data.to, data.closing)}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The statement as cards (phones): each entry with what it added or took off, and the payable. */
function StatementCards({ data, busy }: { data: SupplierStatement; busy: boolean }) {
  const balanceCard = (label: string, date: string, balance: string) => (
    <Card withBorder padding="xs" bg="var(--mantine-color-default-hover)" role="listitem">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={700}>
          {label} · {formatDate(date)}
        </Text>
        <Text size="sm" fw={700} style={num}>
          {formatINR(balance)}
        </Text>
      </Group>
    </Card>
  );
  return (
    <Stack gap="xs" role="list" aria-label="Supplier statement" aria-busy={busy || undefined}>
      {balanceCard('Opening payable', data.from, data.opening)}
      {data.lines.map((line, i) => {
        const billed = Number(line.debit) !== 0;
        return (
          <Card key={`${line.kind}-${line.number}-${i}`} withBorder padding="xs" role="listitem">
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {SUPPLIER_STATEMENT_KIND_LABELS[line.kind]}
                </Text>
                <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
                  {formatDate(line.date)} · {line.number}
                </Text>
              </Stack>
              <Stack gap={0} align="flex-end">
                <Text size="sm" style={num}>
                  {billed ? formatINR(line.debit) : `−${formatINR(line.credit)}`}
                </Text>
                <Text size="xs" c="dimmed" style={num}>
                  Payable {formatINR(line.balance)}
                </Text>
              </Stack>
            </Group>
          </Card>
        );
      })}
      {data.lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : null}
      {balanceCard('Closing payable', data.to, data.closing)}
    </Stack>
  );
}
